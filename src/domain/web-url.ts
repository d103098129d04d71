/**
 * Web links (ARCHITECTURE.md §5): a URL from a user or a file — a link attachment, a profile photo, an imported
 * link — is stored and followed only when it is `http:` or `https:`. `javascript:`, `data:`, `vbscript:`, `blob:`
 * and `file:` would run script in Lanes' origin or open local content when someone clicks them.
 */
import * as z from 'zod/mini';
import { LINK_URL_MAX } from './limits';

/** Lanes: a stored URL is at most 2,048 characters (what firestore.rules has always allowed). */
export const WEB_URL_MAX = LINK_URL_MAX;

/**
 * `http://` or `https://` (any case), a non-empty host part, and no whitespace anywhere: browsers drop tabs and
 * newlines and trim spaces before they read the scheme, so "java\tscript:" or " javascript:" must not slip past a
 * check of the first characters. firestore.rules `isWebUrl` uses this very pattern (RE2 reads it the same way;
 * its `\s` is ASCII-only, JavaScript's wider, so a URL accepted here is accepted there).
 */
export const WEB_URL_PATTERN = '^[Hh][Tt][Tt][Pp][Ss]?://[^\\s\\v\\p{Z}\\p{Cf}/?#]+[^\\s\\v\\p{Z}\\p{Cf}]*$';

// 'u': \p{…} classes, read alike by JavaScript and by RE2 (the rules' engine), whose \s is ASCII only.
const WEB_URL = new RegExp(WEB_URL_PATTERN, 'u');

/** Whether `value` is an http(s) URL Lanes may store and open: the pattern, the length, and a parse. */
export function isWebUrl(value: unknown): value is string {
  return (
    typeof value === 'string' && value.length <= WEB_URL_MAX && WEB_URL.test(value) && URL.canParse(value)
  );
}

/**
 * A stored or imported web link: at most WEB_URL_MAX characters (a longer one is over a limit: `limit-exceeded`
 * where the schema's issues are mapped), and refused with this message unless `isWebUrl`.
 */
export const webUrlSchema = z
  .string()
  .check(
    z.maxLength(WEB_URL_MAX),
    z.refine(isWebUrl, 'Only http and https links are allowed (at most 2,048 characters).'),
  );
