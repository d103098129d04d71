/**
 * What of a board this device has changed and the server not yet confirmed (docs/sync.md): the documents the
 * outbox holds, counted per kind for the subscriptions' `pendingCount`. A board whose only queued change is its
 * tally (a list or card opened or closed: writes.ts `countOnBoard`) does not count: that is the list's or card's
 * change, counted there.
 */
import { isTallyOnly } from '../../../domain/sync/tally';
import type { LanesDb } from '../db';

/** Held documents per kind: the board itself (0 or 1), its lists, its cards. */
export interface PendingDocs {
  board: number;
  lists: number;
  cards: number;
}

/** Whether held document `path` is a card (`boards/{b}/cards/{c}`, not one of its comments or attachments). */
const isCardPath = (path: string): boolean => {
  const parts = path.split('/');
  return parts[2] === 'cards' && parts.length === 4;
};

/** The cards of board `boardId` the outbox holds: `pendingDocs(db, boardId).cards`, reading `held` only. */
export async function pendingCards(db: LanesDb, boardId: string): Promise<number> {
  const held = await db.held.where('boardId').equals(boardId).primaryKeys();
  return held.filter((path) => isCardPath(String(path))).length;
}

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
    else if (isCardPath(path)) counts.cards += 1;
    else if (kind === undefined) boards.add(path);
  }
  if (boards.size > 0) {
    await db.outbox.each((entry) => {
      for (const write of entry.writes) {
        if (!boards.has(write.path)) continue;
        if (!isTallyOnly(write)) {
          counts.board += 1;
          boards.delete(write.path);
        }
      }
    });
  }
  return counts;
}
