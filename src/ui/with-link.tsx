/**
 * A translated sentence with one link in it, "New to Lanes? <a>Create an account</a>", rendered without
 * react-i18next's Trans: the start page uses only this, and Trans brings an HTML parser (~2 KB gzip) to the
 * first download (bench/bundle-size.ts budgets). Pages loaded later use Trans.
 */
import type { ReactNode } from 'react';

/** `text` with its `<a>…</a>` part rendered by `link(inner)`; `text` as it is when it has none. */
export function withLink(text: string, link: (inner: string) => ReactNode): ReactNode {
  const parts = /^([^]*?)<a>([^]*?)<\/a>([^]*)$/.exec(text);
  if (!parts) return text;
  const [, before = '', inner = '', after = ''] = parts;
  return (
    <>
      {before}
      {link(inner)}
      {after}
    </>
  );
}
