/**
 * The one test for a URL Lanes may store or follow: `http:` or `https:` only (ARCHITECTURE.md §5), never
 * `javascript:`, `data:` or `vbscript:` — checked where a link is stored (model.ts `webUrlSchema`) and again where
 * one is opened or shown (attachments, covers).
 */

/** Whether `url` parses as an absolute `http:` or `https:` URL. */
export function isWebUrl(url: string | null | undefined): url is string {
  if (!url || !URL.canParse(url)) return false;
  const { protocol } = new URL(url);
  return protocol === 'http:' || protocol === 'https:';
}
