/**
 * Card and comment commands of the local BoardsPort. A move writes the card alone (its new list and rank), after
 * a journal row written in the caller's task (journal.ts); a
 * checklist change recomputes the card's check-item counts; a comment bumps the card's comment count.
 */
import {
  addCommentInputSchema,
  cardPatchSchema,
  createCardInputSchema,
  moveCardInputSchema,
} from '../../domain/inputs';
import type { Card, Comment } from '../../domain/model';
import { blankCardFields } from '../../domain/cards';
import { checkItemCounts } from '../../domain/checklists';
import { parseOrThrow } from '../../domain/validate';
import { checkValues, fieldsOf } from '../../domain/custom-fields/values';
import { checkBlockers } from '../../domain/dependencies';
import type { BoardsPort, User } from '../ports';
import { checkCardRoom, requireBoard, requireCard, requireUser } from './access';
import { applyJournaled, journalMove } from './journal';
import { applyMove, moveTables, requireOpenList } from './move-card';
import type { LanesDb } from './db';
import { notifier } from './lazy-inbox';
import { archiveActivity } from '../../domain/archive-activity';
import { addActivity, writeTransaction } from './tx';

type CardCommands = Pick<BoardsPort, 'createCard' | 'updateCard' | 'moveCard' | 'addComment'>;

/** The card and comment commands over `db`, acting as `currentUser()`. */
export function createCardCommands(db: LanesDb, currentUser: () => User | null): CardCommands {
  return {
    async createCard(boardId, input) {
      const { uid } = requireUser(currentUser);
      const { id, listId, title, rank } = parseOrThrow(createCardInputSchema, input, 'Card');
      await writeTransaction(db, [db.boards, db.lists, db.cards, db.activity], async (tally) => {
        await requireBoard(db, boardId, uid, 'card.write');
        await requireOpenList(db, boardId, listId);
        await checkCardRoom(db, boardId, listId);
        const now = Date.now();
        const card: Card = {
          id,
          boardId,
          listId,
          rank,
          title,
          ...blankCardFields(),
          createdBy: uid,
          createdAt: now,
          updatedAt: now,
        };
        await db.cards.add(card);
        tally.documents += 1;
        await addActivity(db, tally, {
          boardId,
          type: 'card.create',
          actorUid: uid,
          cardId: id,
          listId,
          data: { title },
        });
      });
    },

    async updateCard(boardId, cardId, patch) {
      const { uid } = requireUser(currentUser);
      // A plain patch is checked before the transaction starts; a function's result once it has the card.
      const early = typeof patch === 'function' ? null : parseOrThrow(cardPatchSchema, patch, 'Card');
      // `inbox` and `settings`: an assignment notifies the new assignees in the same transaction (notify.ts).
      const { notifyCardSaved } = await notifier();
      const tables = [db.boards, db.cards, db.activity, db.inbox, db.settings];
      await writeTransaction(db, tables, async (tally) => {
        const board = await requireBoard(db, boardId, uid, 'card.write');
        const card = await requireCard(db, boardId, cardId);
        const changes =
          early ?? parseOrThrow(cardPatchSchema, typeof patch === 'function' ? patch(card) : patch, 'Card');
        if (changes.fields) checkValues(fieldsOf(board), changes.fields);
        if (changes.blockedBy) checkBlockers(cardId, changes.blockedBy);
        // Restoring an archived card makes it open again: it must fit under the open-card limits.
        if (changes.archivedAt === null && card.archivedAt !== null)
          await checkCardRoom(db, boardId, card.listId);
        const counts = changes.checklists
          ? { ...card.counts, ...checkItemCounts(changes.checklists) }
          : card.counts;
        const updatedAt = Date.now();
        await db.cards.update(cardId, { ...changes, counts, updatedAt });
        tally.documents += 1;
        const after: Card = { ...card, ...changes, counts, updatedAt };
        const actor = { uid, name: currentUser()?.displayName ?? '' };
        await notifyCardSaved(db, { board, before: card, after, actor });
        const logged = archiveActivity('card', card.archivedAt !== null, changes.archivedAt, after.title);
        if (logged)
          await addActivity(db, tally, { boardId, actorUid: uid, cardId, listId: card.listId, ...logged });
      });
    },

    async moveCard(boardId, cardId, input) {
      const { uid } = requireUser(currentUser);
      const move = parseOrThrow(moveCardInputSchema, input, 'Move');
      // Journaled in this very task (the drop's), so the move is kept even if the page goes before it is applied.
      const row = journalMove(db, { uid, boardId, cardId, move });
      if (row) return applyJournaled(db, row);
      await writeTransaction(db, moveTables(db), (tally) =>
        applyMove(db, tally, uid, { boardId, cardId }, move),
      );
    },

    async addComment(boardId, cardId, input) {
      const { uid } = requireUser(currentUser);
      const { id, text } = parseOrThrow(addCommentInputSchema, input, 'Comment');
      // `users`, `inbox`, `settings`: mentions notify in the same transaction (notify.ts).
      const { notifyCommentAdded } = await notifier();
      const tables = [db.boards, db.cards, db.comments, db.activity, db.users, db.inbox, db.settings];
      await writeTransaction(db, tables, async (tally) => {
        const board = await requireBoard(db, boardId, uid, 'comment.create');
        const card = await requireCard(db, boardId, cardId);
        const now = Date.now();
        const comment: Comment = {
          id,
          boardId,
          cardId,
          authorUid: uid,
          // No name, as in Firebase mode: readers show the author's current name (member-names.ts
          // commentAuthorName), so a name borrowed by a rename signs nothing (issue 28 item 4.4).
          authorName: null,
          text,
          createdAt: now,
          editedAt: null,
        };
        await db.comments.add(comment);
        await notifyCommentAdded(db, { board, card, comment });
        // Only the count changes: a comment is not an edit of the card, so `updatedAt` stays.
        await db.cards.update(cardId, { counts: { ...card.counts, comments: card.counts.comments + 1 } });
        tally.documents += 2;
        await addActivity(db, tally, {
          boardId,
          type: 'comment.create',
          actorUid: uid,
          cardId,
          data: { commentId: id },
        });
      });
    },
  };
}
