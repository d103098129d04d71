/**
 * Card and comment commands of the Firebase BoardsPort. A move writes the card alone (its new list and rank); a
 * new, archived or restored card is counted on its board's tally in the same batch (writes.ts `countOnBoard`); a
 * checklist change rewrites the card's check-item counts in the same write; a comment and its card's
 * `counts.comments` (`increment(1)`, naming it in `counted`) go in one batch, so observers, who may comment, never
 * edit a card otherwise.
 */
import {
  addCommentInputSchema,
  cardPatchSchema,
  createCardInputSchema,
  moveCardInputSchema,
} from '../../domain/inputs';
import type { Card } from '../../domain/model';
import type { CardPatch } from '../../domain/inputs';
import { blankCardFields } from '../../domain/cards';
import { checkItemCounts } from '../../domain/checklists';
import { parseOrThrow } from '../../domain/validate';
import { allInOrder } from '../../domain/all-in-order';
import type { BoardsPort } from '../ports';
import {
  checkCardRoom,
  requireBoard,
  requireCard,
  requireOpenList,
  requireUser,
  type Access,
} from './access';
import { checkValues, fieldsOf } from '../../domain/custom-fields/values';
import { checkBlockers } from '../../domain/dependencies';
import { docPaths } from '../../domain/sync/paths';
import { increment, serverTime } from '../../domain/sync/writes';
import { archiveActivity } from '../../domain/archive-activity';
import { addActivity, commit, countOnBoard, newBatch, queue } from './writes';

type CardCommands = Pick<BoardsPort, 'createCard' | 'updateCard' | 'moveCard' | 'addComment'>;

/** Pending function patches per card id: see `updateCard`. */
const cardQueues = new Map<string, Promise<void>>();

/**
 * Reads the card, applies `patch` to it and starts the write (checks as the port says). Resolves once the write
 * is applied on this device, with `ack` settling when the server acknowledges it.
 */
async function applyCardPatch(
  a: Access,
  boardId: string,
  cardId: string,
  patch: (card: Card) => CardPatch,
): Promise<{ ack: Promise<void> }> {
  const { uid } = requireUser(a.currentUser);
  const board = await requireBoard(a, boardId, uid, 'card.write');
  const card = await requireCard(a, boardId, cardId);
  const changes = parseOrThrow(cardPatchSchema, patch(card), 'Card');
  if (changes.fields) checkValues(fieldsOf(board), changes.fields);
  if (changes.blockedBy) checkBlockers(cardId, changes.blockedBy);
  // Restoring an archived card makes it open again: it must fit under the open-card limits.
  if (changes.archivedAt === null && card.archivedAt !== null) await checkCardRoom(a, boardId, card.listId);
  const data: Record<string, unknown> = { ...changes, updatedAt: serverTime() };
  if (changes.checklists) {
    // Dotted paths: the comment and attachment counts, kept by other writers, stay as they are.
    const { checkItems, checkItemsDone } = checkItemCounts(changes.checklists);
    data['counts.checkItems'] = checkItems;
    data['counts.checkItemsDone'] = checkItemsDone;
  }
  // Named as the card is known here: a refused rename is undone.
  const b = newBatch(boardId, { action: 'card.update', title: card.title });
  b.update(docPaths.card(boardId, cardId), data);
  const archives = changes.archivedAt != null && card.archivedAt === null;
  const restores = changes.archivedAt === null && card.archivedAt !== null;
  if ((archives || restores) && board.importState === null) {
    countOnBoard(b, boardId, 'card', cardId, archives ? -1 : 1);
  }
  const logged = archiveActivity(
    'card',
    card.archivedAt !== null,
    changes.archivedAt,
    changes.title ?? card.title,
  );
  if (logged) addActivity(b, boardId, { actorUid: uid, cardId, listId: card.listId, ...logged });
  // Wrapped so awaiting this function does not wait for the server's acknowledgement.
  return queue(a, b);
}

/** The card and comment commands, acting as `a.currentUser()`. */
export function createCardCommands(a: Access): CardCommands {
  return {
    async createCard(boardId, input) {
      const { uid } = requireUser(a.currentUser);
      const { id, listId, title, rank } = parseOrThrow(createCardInputSchema, input, 'Card');
      // Read together (8 replica reads): the card shows a round trip sooner in every tab.
      const [board] = await allInOrder([
        requireBoard(a, boardId, uid, 'card.write'),
        requireOpenList(a, boardId, listId),
        checkCardRoom(a, boardId, listId),
      ]);
      const b = newBatch(boardId, { action: 'card.create', title });
      b.set(docPaths.card(boardId, id), {
        listId,
        rank,
        title,
        ...blankCardFields(),
        createdBy: uid,
        createdAt: serverTime(),
        updatedAt: serverTime(),
      });
      if (board.importState === null) countOnBoard(b, boardId, 'card', id, 1);
      addActivity(b, boardId, {
        type: 'card.create',
        actorUid: uid,
        cardId: id,
        listId,
        data: { title },
      });
      await commit(a, b);
    },

    updateCard(boardId, cardId, patch) {
      if (typeof patch !== 'function')
        return applyCardPatch(a, boardId, cardId, () => patch).then((w) => w.ack);
      // Function patches of one card run one after another, each reading the card once the previous write is
      // applied on this device (not acknowledged: that could take until the device is back online).
      const prior = cardQueues.get(cardId) ?? Promise.resolve();
      const applied = prior.then(() => applyCardPatch(a, boardId, cardId, patch));
      const settled = applied.then(
        () => undefined,
        () => undefined,
      );
      cardQueues.set(cardId, settled);
      void settled.then(() => {
        if (cardQueues.get(cardId) === settled) cardQueues.delete(cardId);
      });
      return applied.then((w) => w.ack);
    },

    async moveCard(boardId, cardId, input) {
      const { uid } = requireUser(a.currentUser);
      const { listId, rank } = parseOrThrow(moveCardInputSchema, input, 'Move');
      // The target list's checks start with the others (one wait on the replica, not four) and count only when
      // the card changes list: a card moved within a full list needs no room.
      const target = Promise.allSettled([
        requireOpenList(a, boardId, listId),
        // The board's open-card count does not change with a move; only the target list's does.
        checkCardRoom(a, boardId, listId, false),
      ]);
      const [, card] = await allInOrder([
        requireBoard(a, boardId, uid, 'card.write'),
        requireCard(a, boardId, cardId),
      ]);
      const changesList = card.listId !== listId;
      if (changesList) {
        const [list, room] = await target;
        if (list.status === 'rejected') throw list.reason;
        if (card.archivedAt === null && room.status === 'rejected') throw room.reason;
      }
      const b = newBatch(boardId, { action: 'card.move', title: card.title });
      b.update(docPaths.card(boardId, cardId), { listId, rank, updatedAt: serverTime() });
      // Reordering within a list is not news to anyone; a change of list is.
      if (changesList) {
        const data = { fromListId: card.listId, toListId: listId };
        addActivity(b, boardId, { type: 'card.move', actorUid: uid, cardId, listId, data });
      }
      await commit(a, b);
    },

    async addComment(boardId, cardId, input) {
      const { uid } = requireUser(a.currentUser);
      const { id, text } = parseOrThrow(addCommentInputSchema, input, 'Comment');
      await requireBoard(a, boardId, uid, 'comment.create');
      const card = await requireCard(a, boardId, cardId);
      const b = newBatch(boardId, { action: 'comment.create', title: card.title });
      b.set(docPaths.comment(boardId, cardId, id), {
        authorUid: uid,
        // No name: readers show the author's current name from the board's member mirror (member-names.ts
        // commentAuthorName), so a name borrowed by a rename signs nothing (firestore.rules, issue 28 item 4.4).
        authorName: null,
        text,
        createdAt: serverTime(),
        editedAt: null,
      });
      // The count naming the comment it counts (firestore.rules `countsChild`), and `updatedAt` so other devices'
      // sync hears of it (docs/sync.md): nothing else of the card.
      b.update(docPaths.card(boardId, cardId), {
        'counts.comments': increment(1),
        counted: { kind: 'comment', id },
        updatedAt: serverTime(),
      });
      addActivity(b, boardId, { type: 'comment.create', actorUid: uid, cardId, data: { commentId: id } });
      await commit(a, b);
    },
  };
}
