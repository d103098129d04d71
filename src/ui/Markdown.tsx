/**
 * Markdown rendered safely: react-markdown builds React elements (never innerHTML), raw HTML in the text is not
 * rendered, `javascript:` and other unsafe URLs are dropped by its default URL transform, and links open in a
 * new tab with rel="noopener noreferrer".
 */
import ReactMarkdown, { type Components } from 'react-markdown';

const components: Components = {
  a: ({ href, children }) => (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </a>
  ),
  img: ({ alt }) => <span className="md-image">[image: {alt}]</span>,
};

export function Markdown({ text }: { text: string }) {
  return (
    <div className="markdown">
      <ReactMarkdown skipHtml components={components}>
        {text}
      </ReactMarkdown>
    </div>
  );
}
