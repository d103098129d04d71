/**
 * A card move inside a local write transaction: the checks (role, open target list, room in it) and the one
 * written document, with its activity row when the list changes. Shared by the `moveCard` command and the
 * journal's replay (journal.ts), so both apply the same rule.
 */
import { AppError } from '../../domain/errors';
import { checkCardRoom, requireBoard, requireCard, requireList } from './access';
import type { LanesDb } from './db';
import { addActivity, type Tally } from './tx';

/** The tables a move reads and writes, for the transaction's scope. */
export const moveTables = (db: LanesDb) => [db.boards, db.lists, db.cards, db.activity];

/** Throws `not-found`, or `invalid-argument` when list `listId` of board `boardId` is archived. */
export async function requireOpenList(db: LanesDb, boardId: string, listId: string): Promise<void> {
  const list = await requireList(db, boardId, listId);
  if (list.archivedAt !== null)
    throw new AppError('invalid-argument', 'This list is archived: restore it first.');
}

/**
 * Moves card `cardId` of board `boardId` to `move` (already parsed) as `uid`, inside the caller's transaction over
 * `moveTables(db)`. Throws `not-found`, `permission-denied`, `invalid-argument` (archived list) or
 * `limit-exceeded` (5,000 open cards in the target list).
 */
export async function applyMove(
  db: LanesDb,
  tally: Tally,
  uid: string,
  where: { boardId: string; cardId: string },
  move: { listId: string; rank: string },
): Promise<void> {
  const { boardId, cardId } = where;
  const { listId, rank } = move;
  await requireBoard(db, boardId, uid, 'card.write');
  const card = await requireCard(db, boardId, cardId);
  const changesList = card.listId !== listId;
  if (changesList) {
    await requireOpenList(db, boardId, listId);
    // The board's open-card count does not change with a move; only the target list's does.
    if (card.archivedAt === null) await checkCardRoom(db, boardId, listId, false);
  }
  await db.cards.update(cardId, { listId, rank, updatedAt: Date.now() });
  tally.documents += 1;
  // Reordering within a list is not news to anyone; a change of list is.
  if (changesList) {
    const data = { fromListId: card.listId, toListId: listId };
    await addActivity(db, tally, { boardId, type: 'card.move', actorUid: uid, cardId, listId, data });
  }
}
