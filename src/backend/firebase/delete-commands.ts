/**
 * Deleting archived lists and cards for good (owners and admins). Each card goes in one batch with its comments
 * and attachment records, and a list after all its cards: a failure part-way leaves fewer cards, never a comment
 * without its card or a card without its list. One card per batch also keeps each batch within the rules' limit
 * of 20 document reads (they read the board, the card and its list), and far under the 10 MiB request limit.
 */
import { getDocs, query, where, type DocumentReference } from 'firebase/firestore';
import { AppError } from '../../domain/errors';
import type { BoardsPort } from '../ports';
import { requireBoard, requireCard, requireList, requireUser, type Access } from './access';
import { toFirebaseAppError } from './errors';
import { attachmentsCol, cardRef, cardsCol, commentsCol, listRef } from './paths';
import { commit, countOnBoard, newBatch } from './writes';

type DeleteCommands = Pick<BoardsPort, 'deleteList' | 'deleteCard'>;

/** Cards deleted at the same time when a list goes: enough to hide latency, few enough not to flood the queue. */
const PARALLEL_CARDS = 8;

/**
 * Deletes `refs` in one batch: all or none; with `openCard`, that card was still open (in an archived list) and is
 * counted off the board's tally in the same batch.
 */
async function deleteAll(
  a: Access,
  refs: readonly DocumentReference[],
  openCard?: { boardId: string; cardId: string },
): Promise<void> {
  const b = newBatch(a.db);
  for (const ref of refs) b.batch.delete(ref);
  b.documents += refs.length;
  if (openCard) countOnBoard(a.db, b, openCard.boardId, 'card', openCard.cardId, -1);
  await commit(b);
}

/** Deletes a card's comments and attachment records, then the card (`open`: counted off the tally). */
async function deleteCardTree(a: Access, boardId: string, cardId: string, open: boolean): Promise<void> {
  let children: DocumentReference[];
  try {
    const [comments, attachments] = await Promise.all([
      getDocs(commentsCol(a.db, boardId, cardId)),
      getDocs(attachmentsCol(a.db, boardId, cardId)),
    ]);
    children = [...comments.docs, ...attachments.docs].map((d) => d.ref);
  } catch (e) {
    throw toFirebaseAppError(e);
  }
  await deleteAll(a, [...children, cardRef(a.db, boardId, cardId)], open ? { boardId, cardId } : undefined);
}

/** The permanent deletes on `a.db`, acting as `a.currentUser()`. */
export function createDeleteCommands(a: Access): DeleteCommands {
  return {
    async deleteList(boardId, listId) {
      const { uid } = requireUser(a.currentUser);
      await requireBoard(a, boardId, uid, 'board.update');
      const list = await requireList(a, boardId, listId);
      if (list.archivedAt === null)
        throw new AppError('invalid-argument', 'Archive this list before deleting it.');
      let cards: { id: string; open: boolean }[];
      try {
        const found = await getDocs(query(cardsCol(a.db, boardId), where('listId', '==', listId)));
        cards = found.docs.map((d) => ({ id: d.id, open: d.get('archivedAt') === null }));
      } catch (e) {
        throw toFirebaseAppError(e);
      }
      for (let i = 0; i < cards.length; i += PARALLEL_CARDS) {
        await Promise.all(
          cards.slice(i, i + PARALLEL_CARDS).map((card) => deleteCardTree(a, boardId, card.id, card.open)),
        );
      }
      await deleteAll(a, [listRef(a.db, boardId, listId)]);
    },

    async deleteCard(boardId, cardId) {
      const { uid } = requireUser(a.currentUser);
      await requireBoard(a, boardId, uid, 'board.update');
      const card = await requireCard(a, boardId, cardId);
      if (card.archivedAt === null) {
        const list = await requireList(a, boardId, card.listId);
        if (list.archivedAt === null)
          throw new AppError('invalid-argument', 'Archive this card before deleting it.');
      }
      await deleteCardTree(a, boardId, cardId, card.archivedAt === null);
    },
  };
}
