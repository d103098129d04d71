/**
 * Invite link secrets. The link carries a random token; the invite is stored under the SHA-256 of that token, so
 * the `invites` collection (its ids, a backup, an export, the console, a log line naming a path) never holds a
 * working link. Looking an invite up stays one `get` by id: no query, no index, no field to compare in time-safe ways.
 */

/** 24 random bytes: 192 bits, above the 128 a guessing attack would have to beat, in 32 URL-safe characters. */
const TOKEN_BYTES = 24;

/** Bytes as base64url without padding (RFC 4648 §5): safe in a URL path or query without escaping. */
function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A new invite token: 32 characters of [A-Za-z0-9_-] from crypto.getRandomValues (192 bits). */
export function newInviteToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES)));
}

/**
 * The invite id for `token`: base64url of its SHA-256 (43 characters), a valid Firestore document id. Uses
 * crypto.subtle, present in Node 20 and in browsers on secure origins (https, localhost).
 */
export async function inviteIdForToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return base64url(new Uint8Array(digest));
}
