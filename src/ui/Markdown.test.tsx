// GitHub-flavoured Markdown, still safe: bare URLs become links (http, https, mailto only), no raw HTML.
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { Markdown } from './Markdown';

afterEach(cleanup);

const links = (container: HTMLElement) =>
  [...container.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href'), a.rel]);

it('links bare URLs and www. addresses, and keeps other schemes as text', () => {
  const { container } = render(
    <Markdown text="See https://example.com/a_b?c=1, www.lanes.dev and mail@example.com; not javascript:alert(1)" />,
  );
  expect(links(container)).toEqual([
    ['https://example.com/a_b?c=1', 'https://example.com/a_b?c=1', 'noopener noreferrer nofollow'],
    ['www.lanes.dev', 'http://www.lanes.dev', 'noopener noreferrer nofollow'],
    ['mail@example.com', 'mailto:mail@example.com', 'noopener noreferrer nofollow'],
  ]);
});

it('renders inline code, block quotes, strikethrough and tables, never raw HTML', () => {
  const { container } = render(
    <Markdown
      text={
        'Run `npm test`\n\n> quoted\n\n~~gone~~\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n<b onclick="x()">raw</b>'
      }
    />,
  );
  expect(container.querySelector('code')?.textContent).toBe('npm test');
  expect(container.querySelector('blockquote')?.textContent?.trim()).toBe('quoted');
  expect(container.querySelector('del')?.textContent).toBe('gone');
  expect(container.querySelectorAll('td')).toHaveLength(2);
  expect(container.querySelector('b')).toBeNull();
});
