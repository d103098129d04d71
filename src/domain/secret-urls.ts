/**
 * URLs that carry a secret: an invite link's token (`/invite/{token}`, src/domain/calls/token.ts) is the whole
 * proof of an invitation, so it must not reach Analytics' page views, Performance Monitoring's page URLs or a
 * Referer. Issue 15, item 17.
 */

/** `/invite/<token>` in a path, or percent-encoded inside a query (`?next=%2Finvite%2F<token>`). */
const INVITE_TOKEN = /((?:\/|%2F)invite(?:\/|%2F))[^/?#&%]+/gi;

/** What stands in for a redacted token. */
export const REDACTED = ':token';

/** `href` (a URL or a path) with every invite token replaced by `:token`; anything else unchanged. */
export function redactSecrets(href: string): string {
  return href.replace(INVITE_TOKEN, `$1${REDACTED}`);
}

/** Whether `href` holds an invite token (in its path or its query). */
export function hasSecret(href: string): boolean {
  return redactSecrets(href) !== href;
}
