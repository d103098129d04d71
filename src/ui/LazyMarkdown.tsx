/**
 * `Markdown` (./Markdown.tsx) loaded on first use: the renderer (react-markdown, remark-gfm, micromark) is most of
 * the card dialog's code, and a card's page must not parse and run it before the dialog shows (issue 19: the card
 * page's Total Blocking Time on a phone). Until it has loaded, the text shows as it was written, in the same box.
 */
import { preloadable } from './preloadable';

/** Renders `text` as Markdown (see ./Markdown.tsx for what is kept); the plain text while the renderer loads. */
export const LazyMarkdown = preloadable(
  () => import('./Markdown'),
  (m) => m.Markdown,
  ({ text }: { text: string }) => (
    <div className="markdown markdown-loading">
      <p>{text}</p>
    </div>
  ),
).Component;
