/**
 * What a push carries for one inbox entry: Cloud Messaging `data` (strings only, its rule), read back in the
 * service worker by ../push-link.ts `pushNotice`. Data-only, so the service worker decides how to show it — and
 * skips showing it when a Lanes window is in front, which shows a toast instead.
 */
import type { InboxEntry } from './types';

const TITLES = {
  assigned: 'Assigned to you',
  mentioned: 'You were mentioned',
  dueSoon: 'Due soon',
  addedToBoard: 'Added to a board',
} as const;

/**
 * The data of the push for `entry` to the account `recipientUid`: `title`, `body` (the entry's English text),
 * `boardId`, `cardId` (when about a card), `url` (the same-origin path a click opens), `entryId` (to mark it read)
 * and `uid`, the recipient: the service worker shows a push only to that account (../push-link.ts `pushAllowed`).
 */
export function pushData(entry: InboxEntry, recipientUid: string): Record<string, string> {
  const board = `/b/${encodeURIComponent(entry.boardId)}`;
  const url = entry.cardId ? `${board}/c/${encodeURIComponent(entry.cardId)}` : board;
  return {
    title: TITLES[entry.type],
    body: entry.text,
    boardId: entry.boardId,
    ...(entry.cardId ? { cardId: entry.cardId } : {}),
    url,
    entryId: entry.id,
    uid: recipientUid,
  };
}
