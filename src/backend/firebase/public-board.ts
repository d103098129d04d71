/**
 * `readPublicBoard` of the Firebase BoardsPort (issue 27 item 1): a public board for anyone with its link, signed
 * in or not. The board, its lists and cards come in one answer of the `boardSnapshot` callable, which serves a
 * non-member a board whose `publicView` is set (functions/src/board-snapshot.ts); its comments and attachments in a
 * second (`details`), when first asked for. Nothing is kept on the device: the reader may have no account, and
 * the account's replica is for its own boards. A listener on the board document (firestore.rules let anyone read
 * a public board) brings its changes and learns when it is private again; listeners on its lists, cards and
 * tombstones (public-board-live.ts) bring theirs. They start once the board has shown (sync/first-paint.ts), and
 * ask for what changed since the answer's read time, so a change made meanwhile still comes.
 */
import { AppError } from '../../domain/errors';
import type { Board, Card, List } from '../../domain/model';
import type { BoardCopyData, BoardSnapshotOutput } from '../../domain/sync/board-copy';
import { docPaths } from '../../domain/sync/paths';
import type { Member, PublicBoardRead } from '../ports';
import { callFunction } from './calls';
import { readCardDetails } from './card-details';
import type { Access } from './access';
import { unpack } from './sync/snapshot-copy';
import { rowOf } from './sync/rows';
import { afterFirstPaint, markPainted } from './sync/first-paint';

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

/**
 * Public board `boardId` through `access` (BoardsPort.readPublicBoard). Throws `permission-denied` (private, or
 * being imported), `not-found` (no such board, or deleted), `unavailable`.
 */
export async function readPublicBoard(access: Access, boardId: string): Promise<PublicBoardRead> {
  const { app, emulated } = access.connection;
  // What keeps the board current (Firestore's SDK) loads while the function answers, not before the question.
  const live = import('./public-board-live');
  live.catch(() => undefined);
  // Its steps, as a member's cold open has them (bench/firebase-board-open.ts prints them).
  performance.mark('lanes:cold:public-asked');
  const output = await callFunction<{ boardId: string }, BoardSnapshotOutput>(
    app,
    emulated,
    'boardSnapshot',
    {
      boardId,
    },
  );
  performance.mark('lanes:cold:public-answered');
  const data = await unpack(output);
  const board = rowOf(docPaths.board(boardId), data.board) as Board | null;
  if (!board) throw new AppError('not-found', 'This board could not be read.');
  // Comments the board does not show are not counted on its tiles either.
  const shown = (card: Card): Card =>
    board.publicView?.comments ? card : { ...card, counts: { ...card.counts, comments: 0 } };
  const { liveRows, watchActivityFeed, watchBoardDoc } = await live;
  // Firestore's SDK starts once the board has shown: its start takes the main thread for 100–300 ms, and the
  // listeners ask for what changed since the answer's read time, whenever they start.
  const firestore = () => afterFirstPaint().then(() => access.connection.firestore());
  const rows = liveRows(
    firestore,
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
    watchLists: rows.watchLists,
    watchCards: (observer) =>
      rows.watchCards({
        next: (snapshot) => {
          observer.next(snapshot);
          markPainted();
        },
        error: (error) => observer.error(error),
      }),
    // A failed read is tried again at the next call.
    details: () =>
      (details ??= readCardDetails(access, boardId).catch((e: unknown) => {
        details = null;
        throw e;
      })),
    watchBoard: (observer) => {
      // The board as read, at once: its listener starts only once the board has shown.
      let open = true;
      queueMicrotask(() => open && observer.next({ data: board, pending: false, fromCache: false }));
      const stop = watchBoardDoc(firestore, boardId, observer);
      return () => {
        open = false;
        stop();
      };
    },
    watchActivity: (count, observer) => watchActivityFeed(firestore, boardId, count, observer),
  };
}
