/**
 * The subscriptions of the local BoardsPort: Dexie live queries that re-run on every change in any tab, but for a
 * board's open cards, which are kept up to date row by row (watch-cards.ts). Each one
 * is bound to the user signed in when it starts (a UI keys its subscriptions by uid, so it resubscribes on a
 * change of user). Reading a board's lists, cards, comments, attachments or activity needs the `board.read` right,
 * as Firestore's rules require: a non-member gets `permission-denied`, a missing board `not-found`.
 */
import { Dexie } from 'dexie';
import { AppError } from '../../domain/errors';
import type { Board, List } from '../../domain/model';
import { can } from '../../domain/permissions';
import { compareRank } from '../../domain/ordering';
import type { BoardsPort, User } from '../ports';
import { requireBoard } from './access';
import type { LanesDb } from './db';
import { watchQuery } from './watch';
import { watchOpenCards, type CountWithCards } from './watch-cards';

type Watchers = Pick<
  BoardsPort,
  | 'watchBoards'
  | 'watchArchivedBoards'
  | 'watchBoard'
  | 'watchLists'
  | 'watchCards'
  | 'watchArchivedLists'
  | 'watchArchivedCards'
  | 'watchComments'
  | 'watchAttachments'
  | 'watchActivity'
> &
  Required<Pick<BoardsPort, 'readCardDetails'>>;

const byCreated = (a: { createdAt: number; id: string }, b: { createdAt: number; id: string }): number =>
  a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Most recently archived first; ties by id so every tab shows one order. */
const byArchived = (
  a: { archivedAt: number | null; id: string },
  b: { archivedAt: number | null; id: string },
) => (b.archivedAt ?? 0) - (a.archivedAt ?? 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** `board` if `uid` may read it, else null: what watchBoard shows. */
export function readableBoard(board: Board | undefined | null, uid: string): Board | null {
  return board && can(board.roles[uid], 'board.read') ? board : null;
}

/** A board's open lists in their order on the board: what watchLists shows of `lists` (one board's). */
export function openLists(lists: readonly List[]): List[] {
  return lists.filter((list) => list.archivedAt === null).sort(compareRank);
}

function signedIn(user: User | null): User {
  if (!user) throw new AppError('unauthenticated', 'Sign in to see boards.');
  return user;
}

/**
 * The subscriptions half of the local BoardsPort, over `db`, for the user `currentUser()` returns at each call.
 * With `pendingCards` (Firebase mode's replica), a board's open cards come with the count it gives for the board,
 * read in their transaction (watch-cards.ts `CountWithCards`).
 */
export function createBoardWatchers(
  db: LanesDb,
  currentUser: () => User | null,
  pendingCards?: (boardId: string) => CountWithCards,
): Watchers {
  /** Boards `user` belongs to and that are not mid-import (none are locally: imports are one transaction). */
  async function memberBoards(user: User | null): Promise<Board[]> {
    const { uid } = signedIn(user);
    const boards = await db.boards.where('memberIds').equals(uid).toArray();
    return boards.filter((board) => board.importState === null && can(board.roles[uid], 'board.read'));
  }

  /** Runs `read` once the user may read the board, inside the same live query so a lost membership shows. */
  function guarded<T>(boardId: string, read: () => Promise<T>): () => Promise<T> {
    const user = currentUser();
    return async () => {
      await requireBoard(db, boardId, signedIn(user).uid, 'board.read');
      return read();
    };
  }

  return {
    watchBoards(observer) {
      const user = currentUser();
      const query = async () =>
        (await memberBoards(user))
          .filter((board) => board.archivedAt === null)
          .sort((a, b) => b.updatedAt - a.updatedAt || byCreated(a, b));
      return watchQuery(query, observer);
    },

    watchArchivedBoards(observer) {
      const user = currentUser();
      const query = async () =>
        (await memberBoards(user))
          .filter((board) => board.archivedAt !== null)
          .sort((a, b) => (b.archivedAt ?? 0) - (a.archivedAt ?? 0) || byCreated(a, b));
      return watchQuery(query, observer);
    },

    watchBoard(boardId, observer) {
      const user = currentUser();
      const query = async () => {
        const { uid } = signedIn(user);
        return readableBoard(await db.boards.get(boardId), uid);
      };
      return watchQuery(query, observer);
    },

    watchLists(boardId, observer) {
      const read = async () => openLists(await db.lists.where('boardId').equals(boardId).toArray());
      return watchQuery(guarded(boardId, read), observer);
    },

    watchCards(boardId, observer) {
      // Not a live query: a board holds up to 5,000 cards, and a change re-reads only the rows it wrote.
      const user = currentUser();
      const guard = () => requireBoard(db, boardId, signedIn(user).uid, 'board.read');
      return watchOpenCards(db, boardId, guard, observer, pendingCards?.(boardId));
    },

    watchArchivedLists(boardId, observer) {
      // The [boardId+archivedAt] index holds archived rows only (see db.ts).
      const read = async () =>
        (
          await db.lists
            .where('[boardId+archivedAt]')
            .between([boardId, -Infinity], [boardId, Infinity])
            .toArray()
        )
          .filter((list) => list.archivedAt !== null)
          .sort(byArchived);
      return watchQuery(guarded(boardId, read), observer);
    },

    watchArchivedCards(boardId, observer) {
      const read = async () =>
        (
          await db.cards
            .where('[boardId+archivedAt]')
            .between([boardId, -Infinity], [boardId, Infinity])
            .toArray()
        )
          .filter((card) => card.archivedAt !== null)
          .sort(byArchived);
      return watchQuery(guarded(boardId, read), observer);
    },

    watchComments(boardId, cardId, observer) {
      const read = async () => (await db.comments.where({ boardId, cardId }).toArray()).sort(byCreated);
      return watchQuery(guarded(boardId, read), observer);
    },

    watchAttachments(boardId, cardId, observer) {
      const read = async () => (await db.attachments.where({ boardId, cardId }).toArray()).sort(byCreated);
      return watchQuery(guarded(boardId, read), observer);
    },

    async readCardDetails(boardId) {
      const all = [
        [boardId, Dexie.minKey],
        [boardId, Dexie.maxKey],
      ] as const;
      return guarded(boardId, () =>
        db.transaction('r', db.comments, db.attachments, async () => {
          const [comments, attachments] = await Promise.all([
            db.comments
              .where('[boardId+cardId]')
              .between(...all)
              .toArray(),
            db.attachments
              .where('[boardId+cardId]')
              .between(...all)
              .toArray(),
          ]);
          return { comments: comments.sort(byCreated), attachments: attachments.sort(byCreated) };
        }),
      )();
    },

    watchActivity(boardId, limit, observer) {
      const read = () =>
        db.activity
          .where('[boardId+createdAt]')
          .between([boardId, Dexie.minKey], [boardId, Dexie.maxKey])
          .reverse()
          .limit(Math.max(0, Math.floor(limit)))
          .toArray();
      return watchQuery(guarded(boardId, read), observer);
    },
  };
}
