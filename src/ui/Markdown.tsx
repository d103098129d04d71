/**
 * Markdown rendered safely, GitHub-flavoured (remark-gfm: bare URLs become links, tables, strikethrough, task
 * lists): react-markdown builds React elements (never innerHTML), raw HTML in the text is not rendered, only
 * http(s) and mailto links are kept (`javascript:`, `data:`, `vbscript:` and the rest become plain text, not a
 * link to nowhere), and links open in a new tab with rel="noopener noreferrer".
 */
import { useTranslation } from '../i18n/use-translation';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

const SAFE_URL = /^(?:https?|mailto):/i;

/** The URL itself when it is http(s) or mailto, else '' (react-markdown's `urlTransform`). */
const safeUrl = (url: string): string => (SAFE_URL.test(url.trim()) ? url.trim() : '');

const components: Components = {
  a: ({ href, children }) =>
    href ? (
      <a href={href} target="_blank" rel="noopener noreferrer nofollow">
        {children}
      </a>
    ) : (
      <span className="md-unsafe-link">{children}</span>
    ),
  img: ({ alt }) => <MarkdownImage alt={alt} />,
};

/** An image in the text, shown as its description (images from others' links are not loaded). */
function MarkdownImage({ alt }: { alt: string | undefined }) {
  const { t } = useTranslation();
  return <span className="md-image">{t('image', { alt })}</span>;
}

const PLUGINS = [remarkGfm];

/** Renders `text` as Markdown with no raw HTML and only http(s)/mailto links. */
export function Markdown({ text }: { text: string }) {
  return (
    <div className="markdown">
      <ReactMarkdown skipHtml urlTransform={safeUrl} components={components} remarkPlugins={PLUGINS}>
        {text}
      </ReactMarkdown>
    </div>
  );
}
