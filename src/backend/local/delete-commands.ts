/**
 * Deleting archived lists and cards for good (owners and admins), in one Dexie transaction each: the list or card,
 * every card of the list, and their comments and attachment records go together or not at all.
 */
import { AppError } from '../../domain/errors';
import type { BoardsPort, User } from '../ports';
import { requireBoard, requireCard, requireList, requireUser } from './access';
import type { LanesDb } from './db';
import { writeTransaction, type Tally } from './tx';

type DeleteCommands = Pick<BoardsPort, 'deleteList' | 'deleteCard'>;

/** Deletes the cards `cardIds` of `boardId` with their comments and attachment records. */
async function deleteCards(
  db: LanesDb,
  tally: Tally,
  boardId: string,
  cardIds: readonly string[],
): Promise<void> {
  for (const cardId of cardIds) {
    tally.documents += await db.comments.where({ boardId, cardId }).delete();
    tally.documents += await db.attachments.where({ boardId, cardId }).delete();
  }
  await db.cards.bulkDelete([...cardIds]);
  tally.documents += cardIds.length;
}

/** The permanent deletes over `db`, acting as `currentUser()`. */
export function createDeleteCommands(db: LanesDb, currentUser: () => User | null): DeleteCommands {
  return {
    async deleteList(boardId, listId) {
      const { uid } = requireUser(currentUser);
      const tables = [db.boards, db.lists, db.cards, db.comments, db.attachments];
      await writeTransaction(db, tables, async (tally) => {
        await requireBoard(db, boardId, uid, 'board.update');
        const list = await requireList(db, boardId, listId);
        if (list.archivedAt === null)
          throw new AppError('invalid-argument', 'Archive this list before deleting it.');
        const cardIds = (await db.cards.where('listId').equals(listId).primaryKeys()).map(String);
        await deleteCards(db, tally, boardId, cardIds);
        await db.lists.delete(listId);
        tally.documents += 1;
      });
    },

    async deleteCard(boardId, cardId) {
      const { uid } = requireUser(currentUser);
      const tables = [db.boards, db.lists, db.cards, db.comments, db.attachments];
      await writeTransaction(db, tables, async (tally) => {
        await requireBoard(db, boardId, uid, 'board.update');
        const card = await requireCard(db, boardId, cardId);
        const list = await db.lists.get(card.listId);
        if (card.archivedAt === null && (list?.archivedAt ?? null) === null)
          throw new AppError('invalid-argument', 'Archive this card before deleting it.');
        await deleteCards(db, tally, boardId, [cardId]);
      });
    },
  };
}
