/**
 * The subscriptions of the Firebase BoardsPort: one Firestore listener each (ARCHITECTURE.md §4: opening a board
 * costs one listener on the board, one on its open lists, one on its open cards). The queries are the ones
 * firestore.indexes.json serves; the rules let members read, so a non-member's listener fails with
 * `permission-denied`, and `watchBoard` says null.
 */
import { limit, orderBy, query, where, type DocumentSnapshot } from 'firebase/firestore';
import { AppError } from '../../domain/errors';
import {
  activitySchema,
  attachmentSchema,
  boardSchema,
  commentSchema,
  listSchema,
  type Board,
  type Card,
  type List,
} from '../../domain/model';
import { compareRank } from '../../domain/ordering';
import { can } from '../../domain/permissions';
import type { BoardsPort, Observer, Unsubscribe, User } from '../ports';
import type { Access } from './access';
import { boardOwnChanges } from './board-changes';
import { cardOf } from './card-doc';
import { fromDoc } from './convert';
import { membersOnlyFromCache } from './members-only-cache';
import { activityCol, attachmentsCol, boardRef, boardsCol, cardsCol, commentsCol, listsCol } from './paths';
import { watchConstant, watchDoc, watchQuery } from './watch';

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
>;

/** A subscription that fails at once with `unauthenticated` (nobody signed in). */
function signedOut<T>(observer: Observer<T>): () => void {
  let open = true;
  queueMicrotask(() => {
    if (open) observer.error(new AppError('unauthenticated', 'Sign in to see boards.'));
  });
  return () => {
    open = false;
  };
}

/** Boards that are not mid-import: a Trello import is never half-visible (ARCHITECTURE.md §4). */
const settled = (boards: Board[]) => boards.filter((board) => board.importState === null);

/** The subscriptions half of the Firebase BoardsPort, for the user signed in when each starts. */
export function createBoardWatchers(a: Access): Watchers {
  const { db } = a;
  const boardOf = (s: DocumentSnapshot) => fromDoc(boardSchema, s, { id: s.id });
  const user = (): User | null => a.currentUser();
  /** Starts a listener below board `boardId` whose cached snapshots only a member of it sees. */
  const belowBoard = <T>(
    boardId: string,
    observer: Observer<T>,
    start: (gated: Observer<T>) => Unsubscribe,
  ): Unsubscribe => {
    const me = user();
    if (!me) return signedOut(observer);
    const gate = membersOnlyFromCache(db, boardId, me.uid, observer);
    const stop = start(gate.observer);
    return () => {
      gate.close();
      stop();
    };
  };

  return {
    watchBoards(observer) {
      const me = user();
      if (!me) return signedOut(observer);
      // Index: memberIds array-contains, archivedAt ==, updatedAt desc (firestore.indexes.json).
      const q = query(
        boardsCol(db),
        where('memberIds', 'array-contains', me.uid),
        where('archivedAt', '==', null),
        orderBy('updatedAt', 'desc'),
      );
      return watchQuery(q, boardOf, observer, settled);
    },

    watchArchivedBoards(observer) {
      const me = user();
      if (!me) return signedOut(observer);
      // Index: memberIds array-contains, archivedAt desc.
      const q = query(
        boardsCol(db),
        where('memberIds', 'array-contains', me.uid),
        where('archivedAt', '!=', null),
        orderBy('archivedAt', 'desc'),
      );
      return watchQuery(q, boardOf, observer, settled);
    },

    watchBoard(boardId, observer) {
      const me = user();
      if (!me) return signedOut(observer);
      // A copy cached for another user of this device is not shown while the server has not said no yet.
      const readable = (s: DocumentSnapshot) => {
        const board = boardOf(s);
        return board && can(board.roles[me.uid], 'board.read') ? board : null;
      };
      return watchDoc(boardRef(db, boardId), readable, boardOwnChanges(observer));
    },

    watchLists(boardId, observer) {
      if (!user()) return signedOut(observer);
      const tracked = a.counts.trackLists(boardId);
      const q = query(listsCol(db, boardId), where('archivedAt', '==', null));
      const convert = (s: DocumentSnapshot) => fromDoc(listSchema, s, { id: s.id, boardId });
      // At most 500 open lists: sorted here with compareRank, as every adapter sorts them.
      const sorted = (lists: List[]) => {
        const ordered = [...lists].sort(compareRank);
        tracked.seen(ordered);
        return ordered;
      };
      const stop = belowBoard(boardId, observer, (o) => watchQuery(q, convert, o, sorted));
      return () => {
        tracked.stop();
        stop();
      };
    },

    watchCards(boardId, observer) {
      if (!user()) return signedOut(observer);
      const tracked = a.counts.trackCards(boardId);
      const q = query(cardsCol(db, boardId), where('archivedAt', '==', null));
      const convert = (s: DocumentSnapshot) => cardOf(s, boardId);
      const seen = (cards: Card[]) => {
        tracked.seen(cards);
        return cards;
      };
      const stop = belowBoard(boardId, observer, (o) => watchQuery(q, convert, o, seen));
      return () => {
        tracked.stop();
        stop();
      };
    },

    watchArchivedLists(boardId, observer) {
      // `!= null` with an order on the same field: a single-field index, no composite one needed.
      const q = query(listsCol(db, boardId), where('archivedAt', '!=', null), orderBy('archivedAt', 'desc'));
      const convert = (s: DocumentSnapshot) => fromDoc(listSchema, s, { id: s.id, boardId });
      return belowBoard(boardId, observer, (o) => watchQuery(q, convert, o));
    },

    watchArchivedCards(boardId, observer) {
      const q = query(cardsCol(db, boardId), where('archivedAt', '!=', null), orderBy('archivedAt', 'desc'));
      const convert = (s: DocumentSnapshot) => cardOf(s, boardId);
      return belowBoard(boardId, observer, (o) => watchQuery(q, convert, o));
    },

    watchComments(boardId, cardId, observer) {
      const q = query(commentsCol(db, boardId, cardId), orderBy('createdAt'));
      const convert = (s: DocumentSnapshot) => fromDoc(commentSchema, s, { id: s.id, boardId, cardId });
      return belowBoard(boardId, observer, (o) => watchQuery(q, convert, o));
    },

    watchAttachments(boardId, cardId, observer) {
      const q = query(attachmentsCol(db, boardId, cardId), orderBy('createdAt'));
      const convert = (s: DocumentSnapshot) => fromDoc(attachmentSchema, s, { id: s.id, boardId, cardId });
      return belowBoard(boardId, observer, (o) => watchQuery(q, convert, o));
    },

    watchActivity(boardId, count, observer) {
      if (!user()) return signedOut(observer);
      const n = Math.max(0, Math.floor(count));
      // Firestore refuses limit(0); nothing can match anyway.
      if (n === 0) return watchConstant([], observer);
      const q = query(activityCol(db, boardId), orderBy('createdAt', 'desc'), limit(n));
      const convert = (s: DocumentSnapshot) => fromDoc(activitySchema, s, { id: s.id, boardId });
      return belowBoard(boardId, observer, (o) => watchQuery(q, convert, o));
    },
  };
}
