/**
 * What of a board this device has changed and the server not yet confirmed (docs/sync.md): the documents the
 * outbox holds, counted per kind for the subscriptions' `pendingCount`. A board whose only queued change is its
 * tally (a list or card opened or closed: writes.ts `countOnBoard`) does not count: that is the list's or card's
 * change, counted there.
 */
import type { LanesDb } from '../db';

/** Held documents per kind: the board itself (0 or 1), its lists, its cards. */
export interface PendingDocs {
  board: number;
  lists: number;
  cards: number;
}

const TALLY = new Set(['openLists', 'openCards', 'counted']);

/** The documents of board `boardId` (every board: undefined) the outbox holds, per kind. */
export async function pendingDocs(db: LanesDb, boardId?: string): Promise<PendingDocs> {
  const held =
    boardId === undefined
      ? await db.held.toArray()
      : await db.held.where('boardId').equals(boardId).toArray();
  const counts: PendingDocs = { board: 0, lists: 0, cards: 0 };
  const boards = new Set<string>();
  for (const { path } of held) {
    const kind = path.split('/')[2];
    if (kind === 'lists') counts.lists += 1;
    else if (kind === 'cards' && path.split('/').length === 4) counts.cards += 1;
    else if (kind === undefined) boards.add(path);
  }
  if (boards.size > 0) {
    await db.outbox.each((entry) => {
      for (const write of entry.writes) {
        if (!boards.has(write.path)) continue;
        const ownChange =
          write.kind !== 'update' || Object.keys(write.data).some((field) => !TALLY.has(field));
        if (ownChange) {
          counts.board += 1;
          boards.delete(write.path);
        }
      }
    });
  }
  return counts;
}
