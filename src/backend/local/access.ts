/**
 * Who may do what, checked inside the local adapter's transactions with the one table in permissions.ts, and the
 * counts behind the open-list and open-card limits (limits.ts).
 */
import { Dexie, type Table } from 'dexie';
import { AppError } from '../../domain/errors';
import { OPEN_CARDS_PER_BOARD, OPEN_CARDS_PER_LIST, OPEN_LISTS_PER_BOARD } from '../../domain/limits';
import type { Board, Card, List } from '../../domain/model';
import { can, type BoardAction } from '../../domain/permissions';
import type { User } from '../ports';
import type { LanesDb } from './db';

/** The signed-in user, or `unauthenticated`. */
export function requireUser(currentUser: () => User | null): User {
  const user = currentUser();
  if (!user) throw new AppError('unauthenticated', 'Sign in first.');
  return user;
}

/** The board, if `uid` may take `action` on it. Throws `not-found` (no such board) or `permission-denied`. */
export async function requireBoard(
  db: LanesDb,
  boardId: string,
  uid: string,
  action: BoardAction,
): Promise<Board> {
  const board = await db.boards.get(boardId);
  if (!board) throw new AppError('not-found', 'This board does not exist (any more).');
  if (!can(board.roles[uid], action)) {
    throw new AppError('permission-denied', 'Your role on this board does not allow that.');
  }
  return board;
}

/** The list `listId` of board `boardId`, or `not-found`. */
export async function requireList(db: LanesDb, boardId: string, listId: string): Promise<List> {
  const list = await db.lists.get(listId);
  if (!list || list.boardId !== boardId)
    throw new AppError('not-found', 'This list does not exist (any more).');
  return list;
}

/** The card `cardId` of board `boardId`, or `not-found`. */
export async function requireCard(db: LanesDb, boardId: string, cardId: string): Promise<Card> {
  const card = await db.cards.get(cardId);
  if (!card || card.boardId !== boardId)
    throw new AppError('not-found', 'This card does not exist (any more).');
  return card;
}

/**
 * How many rows of `table` have `field` equal to `value` and are not archived: all of them minus those in the
 * archived-only `[field+archivedAt]` index (db.ts), both counted by IndexedDB without reading a row.
 */
export async function countOpen(table: Table, field: 'boardId' | 'listId', value: string): Promise<number> {
  const [all, archived] = await Promise.all([
    table.where(field).equals(value).count(),
    table.where(`[${field}+archivedAt]`).between([value, Dexie.minKey], [value, Dexie.maxKey]).count(),
  ]);
  return all - archived;
}

/** Throws `limit-exceeded` when the board already has 500 open lists (Trello's `lists.openPerBoard`). */
export async function checkListRoom(db: LanesDb, boardId: string): Promise<void> {
  if ((await countOpen(db.lists, 'boardId', boardId)) >= OPEN_LISTS_PER_BOARD) {
    throw new AppError('limit-exceeded', `A board holds at most ${OPEN_LISTS_PER_BOARD} open lists.`);
  }
}

/**
 * Throws `limit-exceeded` when one more open card would pass 5,000 on the board or in list `listId` (Trello's
 * `cards.openPerBoard` and `cards.openPerList`); `checkBoard` false skips the board (a move within it).
 */
export async function checkCardRoom(
  db: LanesDb,
  boardId: string,
  listId: string,
  checkBoard = true,
): Promise<void> {
  if ((await countOpen(db.cards, 'listId', listId)) >= OPEN_CARDS_PER_LIST) {
    throw new AppError('limit-exceeded', `A list holds at most ${OPEN_CARDS_PER_LIST} open cards.`);
  }
  if (checkBoard && (await countOpen(db.cards, 'boardId', boardId)) >= OPEN_CARDS_PER_BOARD) {
    throw new AppError('limit-exceeded', `A board holds at most ${OPEN_CARDS_PER_BOARD} open cards.`);
  }
}
