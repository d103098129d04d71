/**
 * Deleting archived lists and cards for good (owners and admins). Each card goes in one change with its comments
 * and attachment records and its tombstone (docs/sync.md: how devices that were away learn it went), and a list
 * after all its cards: a failure part-way leaves fewer cards, never a comment without its card or a card without
 * its list. One card per change also keeps each batch within the rules' limit of 20 document reads (they read the
 * board, the card and its list), and far under the 10 MiB request limit. What a card holds is read from the server:
 * deleting for good needs a connection.
 */
import { collection, getDocs, query, where } from 'firebase/firestore';
import { AppError } from '../../domain/errors';
import { docPaths } from '../../domain/sync/paths';
import { serverTime } from '../../domain/sync/writes';
import type { BoardsPort } from '../ports';
import { requireBoard, requireCard, requireList, requireUser, type Access } from './access';
import { toFirebaseAppError } from './errors';
import { cardsCol } from './paths';
import { commit, countOnBoard, newBatch } from './writes';

type DeleteCommands = Pick<BoardsPort, 'deleteList' | 'deleteCard'>;

/** Cards deleted at the same time when a list goes: enough to hide latency, few enough not to flood the queue. */
const PARALLEL_CARDS = 8;

/** Deletes a card's comments and attachment records, then the card (`open`: counted off the tally). */
async function deleteCardTree(
  a: Access,
  boardId: string,
  card: { id: string; title: string; open: boolean },
): Promise<void> {
  let children: string[];
  try {
    const [comments, attachments] = await Promise.all([
      getDocs(collection(a.db, docPaths.card(boardId, card.id), 'comments')),
      getDocs(collection(a.db, docPaths.card(boardId, card.id), 'attachments')),
    ]);
    children = [...comments.docs, ...attachments.docs].map((d) => d.ref.path);
  } catch (e) {
    throw toFirebaseAppError(e);
  }
  const b = newBatch(boardId, { action: 'card.delete', title: card.title });
  for (const path of children) b.delete(path);
  b.delete(docPaths.card(boardId, card.id));
  b.set(docPaths.tombstone(boardId, card.id), { kind: 'card', deletedAt: serverTime() });
  if (card.open) countOnBoard(b, boardId, 'card', card.id, -1);
  await commit(a, b);
}

/** The permanent deletes, acting as `a.currentUser()`. */
export function createDeleteCommands(a: Access): DeleteCommands {
  return {
    async deleteList(boardId, listId) {
      const { uid } = requireUser(a.currentUser);
      await requireBoard(a, boardId, uid, 'board.update');
      const list = await requireList(a, boardId, listId);
      if (list.archivedAt === null)
        throw new AppError('invalid-argument', 'Archive this list before deleting it.');
      let cards: { id: string; title: string; open: boolean }[];
      try {
        const found = await getDocs(query(cardsCol(a.db, boardId), where('listId', '==', listId)));
        cards = found.docs.map((d) => ({
          id: d.id,
          title: String(d.get('title') ?? ''),
          open: d.get('archivedAt') === null,
        }));
      } catch (e) {
        throw toFirebaseAppError(e);
      }
      for (let i = 0; i < cards.length; i += PARALLEL_CARDS) {
        await Promise.all(cards.slice(i, i + PARALLEL_CARDS).map((card) => deleteCardTree(a, boardId, card)));
      }
      const b = newBatch(boardId, { action: 'list.delete', title: list.title });
      b.delete(docPaths.list(boardId, listId));
      b.set(docPaths.tombstone(boardId, listId), { kind: 'list', deletedAt: serverTime() });
      await commit(a, b);
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
      await deleteCardTree(a, boardId, { id: cardId, title: card.title, open: card.archivedAt === null });
    },
  };
}
