/**
 * `readPublicBoard` of the Firebase BoardsPort (issue 27 item 1): a public board for anyone with its link, signed
 * in or not. The board, its lists and cards come in one answer of the `boardSnapshot` callable, which serves a
 * non-member a board whose `publicView` is set (functions/src/board-snapshot.ts); its comments and attachments in a
 * second (`details`), when first asked for. Nothing is kept on the device: the reader may have no account, and
 * the account's replica is for its own boards. A listener on the board document (firestore.rules let anyone read
 * a public board) brings its changes and learns at once when it is private again; listeners on its lists, cards
 * and tombstones (public-board-live.ts) bring theirs.
 */
import { doc, onSnapshot } from 'firebase/firestore';
import { AppError } from '../../domain/errors';
import type { Board, Card, List } from '../../domain/model';
import type { BoardCopyData, BoardSnapshotOutput } from '../../domain/sync/board-copy';
import { docPaths } from '../../domain/sync/paths';
import type { Member, Observer, PublicBoardRead, Unsubscribe } from '../ports';
import { callFunction } from './calls';
import { readCardDetails } from './card-details';
import { millisOf } from './convert';
import { toFirebaseAppError } from './errors';
import type { Access } from './access';
import { onFirestore } from './on-firestore';
import { liveRows, watchActivityFeed } from './public-board-live';
import { unpack } from './sync/snapshot-copy';
import { rowOf } from './sync/rows';

/** The rows of `docs` under `pathOf`, checked against the model's schemas; one that does not parse is left out. */
function rowsOf<T>(docs: BoardCopyData['lists'], pathOf: (id: string) => string): T[] {
  const rows: T[] = [];
  for (const [id, fields] of docs) {
    const row = rowOf(pathOf(id), fields);
    if (row) rows.push(row as T);
  }
  return rows;
}

/** `board`'s members (its roles) with the display names `names` gives (none for a name the answer lacks). */
function membersOf(board: Board, names: Record<string, string>): Member[] {
  return Object.entries(board.roles).map(([uid, role]) => ({
    uid,
    role,
    displayName: Object.hasOwn(names, uid) ? (names[uid] ?? '') : '',
  }));
}

/** The board document's later versions through `access`'s Firestore, as `PublicBoardRead.watchBoard`. */
function watchBoardDoc(access: Access, boardId: string, observer: Observer<Board | null>): Unsubscribe {
  return onFirestore(
    () => access.connection.firestore(),
    (db) =>
      onSnapshot(
        doc(db, docPaths.board(boardId)),
        (snapshot) => {
          const data = snapshot.data({ serverTimestamps: 'estimate' });
          const board = data ? (rowOf(docPaths.board(boardId), millisOf(data)) as Board | null) : null;
          // A board made private again reads as refused; one that no longer says public is the same to a reader.
          if (board && !board.publicView) {
            observer.error(new AppError('permission-denied', 'This board is no longer public.'));
            return;
          }
          observer.next({ data: board, pending: false, fromCache: snapshot.metadata.fromCache });
        },
        (error) => observer.error(toFirebaseAppError(error)),
      ),
    (error) => observer.error(error),
  );
}

/**
 * Public board `boardId` through `access` (BoardsPort.readPublicBoard). Throws `permission-denied` (private, or
 * being imported), `not-found` (no such board, or deleted), `unavailable`.
 */
export async function readPublicBoard(access: Access, boardId: string): Promise<PublicBoardRead> {
  const { app, emulated } = access.connection;
  const output = await callFunction<{ boardId: string }, BoardSnapshotOutput>(
    app,
    emulated,
    'boardSnapshot',
    {
      boardId,
    },
  );
  const data = await unpack(output);
  const board = rowOf(docPaths.board(boardId), data.board) as Board | null;
  if (!board) throw new AppError('not-found', 'This board could not be read.');
  // Comments the board does not show are not counted on its tiles either.
  const shown = (card: Card): Card =>
    board.publicView?.comments ? card : { ...card, counts: { ...card.counts, comments: 0 } };
  const live = liveRows(
    () => access.connection.firestore(),
    boardId,
    {
      lists: rowsOf<List>(data.lists, (id) => docPaths.list(boardId, id)),
      cards: rowsOf<Card>(data.cards, (id) => docPaths.card(boardId, id)),
      readTime: data.readTime,
      importedAt: board.importedAt ?? 0,
    },
    shown,
  );
  let details: ReturnType<PublicBoardRead['details']> | null = null;
  return {
    board,
    members: membersOf(board, data.names ?? {}),
    watchLists: live.watchLists,
    watchCards: live.watchCards,
    // A failed read is tried again at the next call.
    details: () =>
      (details ??= readCardDetails(access, boardId).catch((e: unknown) => {
        details = null;
        throw e;
      })),
    watchBoard: (observer) => watchBoardDoc(access, boardId, observer),
    watchActivity: (count, observer) =>
      watchActivityFeed(() => access.connection.firestore(), boardId, count, observer),
  };
}
