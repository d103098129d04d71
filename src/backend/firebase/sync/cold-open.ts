/**
 * A whole board for a replica that has no copy of it (docs/sync.md, "cold open"): the board, every list and card,
 * and the server time they were read at, as the replica's rows. How it is fetched is chosen at build time
 * (VITE_LANES_COLD_OPEN, measured by `npm run bench:firebase-open`; bench/README.md has the figures):
 * - `snapshot` (shipped): the `boardSnapshot` callable, one gzip-compressed answer (functions/src/board-snapshot.ts);
 * - `sdk`: plain queries through the app's Firestore (memory cache);
 * - `lite`: the same queries through `firebase/firestore/lite` (REST, no cache).
 */
import type { FirebaseApp } from 'firebase/app';
import { collection, doc, getDocFromServer, getDocsFromServer, type Firestore } from 'firebase/firestore';
import type { BoardCopyData, BoardSnapshotOutput } from '../../../domain/sync/board-copy';
import { docPaths } from '../../../domain/sync/paths';
import type { ServerChange } from '../../local/replica/apply-server';
import { millisOf } from '../convert';
import { toFirebaseAppError } from '../errors';
import { changeOf } from './rows';

/** A board as the replica takes it. */
export interface BoardCopy {
  /** The board, its lists and cards (rows; a document that does not parse is left out). */
  changes: ServerChange[];
  /** Server time of the read (epoch ms). */
  readTime: number;
}

/** Fetches board `boardId` whole. Rejects with `permission-denied`, `not-found`, `unavailable`. */
export type ColdOpen = (boardId: string) => Promise<BoardCopy>;

/** Where the cold open reaches Firebase. */
export interface ColdOpenDeps {
  app: FirebaseApp;
  db: Firestore;
  emulated: boolean;
}

const MODE = (import.meta.env as Record<string, unknown>).VITE_LANES_COLD_OPEN;

/** The rows of a copy made of plain data (times in epoch ms). */
export function copyOf(boardId: string, data: BoardCopyData): BoardCopy {
  const changes: ServerChange[] = [];
  const add = (path: string, fields: Record<string, unknown>) => {
    const next = changeOf(path, fields);
    if (next) changes.push(next);
  };
  add(docPaths.board(boardId), data.board);
  for (const [id, fields] of data.lists) add(docPaths.list(boardId, id), fields);
  for (const [id, fields] of data.cards) add(docPaths.card(boardId, id), fields);
  // Queries give no read time: the newest server time among what was read is one (the sync margin covers writes
  // that were under way).
  const newest = Math.max(0, ...changes.map((c) => Number(c.row?.updatedAt ?? 0)));
  return { changes, readTime: data.readTime || newest };
}

/** The `boardSnapshot` callable's answer, decompressed. */
async function unpack(output: BoardSnapshotOutput): Promise<BoardCopyData> {
  const bytes = Uint8Array.from(atob(output.gzip), (c) => c.charCodeAt(0));
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
  return JSON.parse(await new Response(stream).text()) as BoardCopyData;
}

/** Cold open through the `boardSnapshot` callable. */
function bySnapshot({ app, emulated }: ColdOpenDeps): ColdOpen {
  return async (boardId) => {
    const { callFunction } = await import('../calls');
    const output = await callFunction<{ boardId: string }, BoardSnapshotOutput>(
      app,
      emulated,
      'boardSnapshot',
      {
        boardId,
      },
    );
    return copyOf(boardId, await unpack(output));
  };
}

/** Cold open by plain queries through the app's Firestore. */
function bySdk({ db }: ColdOpenDeps): ColdOpen {
  return async (boardId) => {
    try {
      const [board, lists, cards] = await Promise.all([
        getDocFromServer(doc(db, docPaths.board(boardId))),
        getDocsFromServer(collection(db, 'boards', boardId, 'lists')),
        getDocsFromServer(collection(db, 'boards', boardId, 'cards')),
      ]);
      const data = board.data();
      const fields = (d: { id: string; data: () => Record<string, unknown> }) =>
        [d.id, millisOf(d.data())] as const;
      return copyOf(boardId, {
        readTime: 0,
        board: data ? millisOf(data) : {},
        lists: lists.docs.map((d) => [...fields(d)]),
        cards: cards.docs.map((d) => [...fields(d)]),
      });
    } catch (e) {
      throw toFirebaseAppError(e);
    }
  };
}

/** The cold open this build ships (or measures). */
export function coldOpen(deps: ColdOpenDeps): ColdOpen {
  if (MODE === 'sdk') return bySdk(deps);
  if (MODE === 'lite') return async (boardId) => (await import('./cold-open-lite')).byLite(deps)(boardId);
  return bySnapshot(deps);
}
