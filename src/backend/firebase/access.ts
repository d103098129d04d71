/**
 * Checks made before every write, as the local adapter makes them, so both adapters answer alike: the signed-in
 * user, their role on the board through permissions.ts (the rules check it again on the server), lists and cards
 * that must exist, and the open-list and open-card limits. Documents are read from the account's replica (this
 * device's changes included, offline too: docs/sync.md) and from the server when the replica does not hold them.
 */
import { allInOrder } from '../../domain/all-in-order';
import { AppError } from '../../domain/errors';
import { OPEN_CARDS_PER_BOARD, OPEN_CARDS_PER_LIST, OPEN_LISTS_PER_BOARD } from '../../domain/limits';
import type { Board, Card, List } from '../../domain/model';
import { can, type BoardAction } from '../../domain/permissions';
import { docPaths } from '../../domain/sync/paths';
import type { Row } from '../../domain/sync/writes';
import type { User } from '../ports';
import { toFirebaseAppError } from './errors';
import type { OpenCounts } from './open-counts';
import type { Replicas } from './sync/replicas';
import type { Connection, ReplicaSession } from './sync/session';

/** The signed-in user, or `unauthenticated`. */
export function requireUser(currentUser: () => User | null): User {
  const user = currentUser();
  if (!user) throw new AppError('unauthenticated', 'Sign in first.');
  return user;
}

/** What every command needs: the database, the user, the replica, and the counts behind the limits. */
export interface Access {
  currentUser: () => User | null;
  replicas: Replicas;
  counts: OpenCounts;
  /** The deleteBoard callable, for an import that must take back its board (rules let no client delete one). */
  deleteBoard?: (boardId: string) => Promise<unknown>;
  /** The app and its Firestore (loaded on demand), for the callables and the imports. */
  connection: Connection;
}

/** The signed-in account's replica, or `unauthenticated`. */
export function requireSession(a: Access): ReplicaSession {
  const session = a.replicas.current();
  if (!session) throw new AppError('unauthenticated', 'Sign in first.');
  return session;
}

/** The row at `path` from the replica, else the server's version (null: none). Throws `unavailable` offline. */
async function read(a: Access, path: string, local: () => Promise<Row | undefined>): Promise<Row | null> {
  const held = await local();
  if (held) return held;
  return (await requireSession(a).network).readDoc(path);
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
  const { replica } = requireSession(a);
  const board = (await read(a, docPaths.board(boardId), () => replica.boards.get(boardId))) as Board | null;
  if (!board) throw new AppError('not-found', 'This board does not exist (any more).');
  if (!can(board.roles[uid], action)) {
    throw new AppError('permission-denied', 'Your role on this board does not allow that.');
  }
  return board;
}

/** The list `listId` of board `boardId`, or `not-found`. */
export async function requireList(a: Access, boardId: string, listId: string): Promise<List> {
  const { replica } = requireSession(a);
  const list = (await read(a, docPaths.list(boardId, listId), async () => {
    const row = await replica.lists.get(listId);
    return row?.boardId === boardId ? row : undefined;
  })) as List | null;
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

/** The card `cardId` of board `boardId` as this device shows it (its queued changes included), or `not-found`. */
export async function requireCard(a: Access, boardId: string, cardId: string): Promise<Card> {
  const { replica } = requireSession(a);
  const card = (await read(a, docPaths.card(boardId, cardId), async () => {
    const row = await replica.cards.get(cardId);
    return row?.boardId === boardId ? row : undefined;
  })) as Card | null;
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
  const [inList, onBoard] = await allInOrder([count(listId), checkBoard ? count() : null]);
  if (inList !== null && inList >= OPEN_CARDS_PER_LIST) {
    throw new AppError('limit-exceeded', `A list holds at most ${OPEN_CARDS_PER_LIST} open cards.`);
  }
  if (onBoard !== null && onBoard >= OPEN_CARDS_PER_BOARD) {
    throw new AppError('limit-exceeded', `A board holds at most ${OPEN_CARDS_PER_BOARD} open cards.`);
  }
}
