/**
 * Checks made before every write, as the local adapter makes them, so both adapters answer alike: the signed-in
 * user, their role on the board through permissions.ts (the rules check it again on the server), lists and cards
 * that must exist, and the open-list and open-card limits. Documents are read from the cache first (an open board
 * keeps them there, so a command starts at once, offline too) and from the server when the cache cannot tell.
 */
import {
  getDoc,
  getDocFromCache,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase/firestore';
import { AppError } from '../../domain/errors';
import { OPEN_CARDS_PER_BOARD, OPEN_CARDS_PER_LIST, OPEN_LISTS_PER_BOARD } from '../../domain/limits';
import { boardSchema, listSchema, type Board, type Card, type List } from '../../domain/model';
import { cardOf } from './card-doc';
import { can, type BoardAction } from '../../domain/permissions';
import type { User } from '../ports';
import { fromDoc } from './convert';
import { toFirebaseAppError } from './errors';
import type { BulkWriter } from './bulk-writer';
import type { OpenCounts } from './open-counts';
import { boardRef, cardRef, listRef } from './paths';

/** The signed-in user, or `unauthenticated`. */
export function requireUser(currentUser: () => User | null): User {
  const user = currentUser();
  if (!user) throw new AppError('unauthenticated', 'Sign in first.');
  return user;
}

/**
 * The document at `ref`: the cached copy when `good` accepts it, else the server's (which Firestore itself
 * answers from the cache when offline). Throws `permission-denied`, or `unavailable` (offline, not cached).
 */
async function read(
  ref: DocumentReference,
  good: (s: DocumentSnapshot) => boolean,
): Promise<DocumentSnapshot> {
  const cached = await getDocFromCache(ref).catch(() => null);
  if (cached && good(cached)) return cached;
  try {
    return await getDoc(ref);
  } catch (e) {
    throw toFirebaseAppError(e);
  }
}

/** What every command needs: the database, the user, and the counts behind the limits. */
export interface Access {
  db: Firestore;
  currentUser: () => User | null;
  counts: OpenCounts;
  /** The deleteBoard callable, for an import that must take back its board (rules let no client delete one). */
  deleteBoard?: (boardId: string) => Promise<unknown>;
  /** A Firestore with a memory cache for bulk writes (bulk-writer.ts); absent: bulk writes go through `db`. */
  openBulkWriter?: () => Promise<BulkWriter>;
}

/**
 * The board, if `uid` may take `action` on it. Throws `not-found` (no such board), `permission-denied` (also for
 * a board the rules hide, which Firestore cannot tell from a missing one).
 */
export async function requireBoard(
  a: Access,
  boardId: string,
  uid: string,
  action: BoardAction,
): Promise<Board> {
  const allowed = (s: DocumentSnapshot) => {
    const board = fromDoc(boardSchema, s, { id: boardId });
    return board !== null && can(board.roles[uid], action);
  };
  const snapshot = await read(boardRef(a.db, boardId), allowed);
  const board = fromDoc(boardSchema, snapshot, { id: boardId });
  if (!board) throw new AppError('not-found', 'This board does not exist (any more).');
  if (!can(board.roles[uid], action)) {
    throw new AppError('permission-denied', 'Your role on this board does not allow that.');
  }
  return board;
}

/** The list `listId` of board `boardId`, or `not-found`. */
export async function requireList(a: Access, boardId: string, listId: string): Promise<List> {
  const snapshot = await read(listRef(a.db, boardId, listId), (s) => s.exists());
  const list = fromDoc(listSchema, snapshot, { id: listId, boardId });
  if (!list) throw new AppError('not-found', 'This list does not exist (any more).');
  return list;
}

/** The open list `listId`: `not-found`, or `invalid-argument` when it is archived. */
export async function requireOpenList(a: Access, boardId: string, listId: string): Promise<List> {
  const list = await requireList(a, boardId, listId);
  if (list.archivedAt !== null)
    throw new AppError('invalid-argument', 'This list is archived: restore it first.');
  return list;
}

/** The card `cardId` of board `boardId`, or `not-found`. */
export async function requireCard(a: Access, boardId: string, cardId: string): Promise<Card> {
  const snapshot = await read(cardRef(a.db, boardId, cardId), (s) => s.exists());
  const card = cardOf(snapshot, boardId);
  if (!card) throw new AppError('not-found', 'This card does not exist (any more).');
  return card;
}

/** Throws `limit-exceeded` when the board already has 500 open lists (Trello's `lists.openPerBoard`). */
export async function checkListRoom(a: Access, boardId: string): Promise<void> {
  const open = await a.counts.openLists(boardId).catch((e: unknown) => Promise.reject(toFirebaseAppError(e)));
  if (open !== null && open >= OPEN_LISTS_PER_BOARD) {
    throw new AppError('limit-exceeded', `A board holds at most ${OPEN_LISTS_PER_BOARD} open lists.`);
  }
}

/**
 * Throws `limit-exceeded` when one more open card would pass 5,000 in list `listId` or (with `checkBoard`) on the
 * board (Trello's `cards.openPerList` and `cards.openPerBoard`). Archived cards do not count.
 */
export async function checkCardRoom(
  a: Access,
  boardId: string,
  listId: string,
  checkBoard = true,
): Promise<void> {
  const count = (list?: string) =>
    a.counts.openCards(boardId, list).catch((e: unknown) => Promise.reject(toFirebaseAppError(e)));
  const inList = await count(listId);
  if (inList !== null && inList >= OPEN_CARDS_PER_LIST) {
    throw new AppError('limit-exceeded', `A list holds at most ${OPEN_CARDS_PER_LIST} open cards.`);
  }
  if (!checkBoard) return;
  const onBoard = await count();
  if (onBoard !== null && onBoard >= OPEN_CARDS_PER_BOARD) {
    throw new AppError('limit-exceeded', `A board holds at most ${OPEN_CARDS_PER_BOARD} open cards.`);
  }
}
