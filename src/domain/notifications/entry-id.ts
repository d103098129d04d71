/**
 * Deterministic inbox entry ids: the same event always gets the same id, so writing it twice (a trigger retried,
 * a card saved twice, the due-date sweep run every few minutes) leaves one entry. An id is the type and a 64-bit
 * FNV-1a hash of the event's parts — short and free of `/`, whatever the parts hold.
 */
import type { NotificationType } from './types';

/** FNV-1a over UTF-16 code units, as two 32-bit halves with different offsets: 16 hex digits. */
function fnv64(text: string): string {
  let a = 0x811c9dc5;
  let b = 0xcbf29ce4;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x01000193) >>> 0;
    b = (b ^ (a >>> 7)) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

/**
 * The id of the entry for event `type` identified by `parts` (e.g. board, card and due date), like
 * `dueSoon-1a2b3c4d5e6f7a8b`. Parts are joined with a separator no id contains, so `['a/b', 'c']` and
 * `['a', 'b/c']` differ.
 */
export function entryId(type: NotificationType, parts: readonly (string | number)[]): string {
  return `${type}-${fnv64(parts.map(String).join('\u0000'))}`;
}
