/**
 * The shipped cold open's fetch (docs/sync.md, "cold open"): the `boardSnapshot` callable, one gzip-compressed
 * answer (functions/src/board-snapshot.ts), as the replica's rows. Apart from cold-open.ts, which holds the measured
 * variants, because it needs no Firestore SDK: a session asks for a first-opened board's copy while that SDK loads.
 */
import type { FirebaseApp } from 'firebase/app';
import type { BoardCopyData, BoardSnapshotOutput } from '../../../domain/sync/board-copy';
import { docPaths } from '../../../domain/sync/paths';
import type { ServerChange } from '../../local/replica/apply-server';
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

/** Where the callable is. */
export interface SnapshotDeps {
  app: FirebaseApp;
  emulated: boolean;
}

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

/** The `boardSnapshot` callable's answer, decompressed (BoardCopyData, or BoardDetailsData when asked for). */
export async function unpack<T = BoardCopyData>(output: BoardSnapshotOutput): Promise<T> {
  const binary = atob(output.gzip);
  // A plain loop: Uint8Array.from with a mapping function calls it once per byte (~1 MB for 5,000 cards).
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
  return JSON.parse(await new Response(stream).text()) as T;
}

/** Cold open through the `boardSnapshot` callable. */
export function bySnapshot({ app, emulated }: SnapshotDeps): ColdOpen {
  return async (boardId) => {
    performance.mark('lanes:cold:asked');
    const { callFunction } = await import('../calls');
    const output = await callFunction<{ boardId: string }, BoardSnapshotOutput>(
      app,
      emulated,
      'boardSnapshot',
      {
        boardId,
      },
    );
    performance.mark('lanes:cold:answered');
    const data = await unpack(output);
    performance.mark('lanes:cold:unpacked');
    return copyOf(boardId, data);
  };
}

const MODE = (import.meta.env as Record<string, unknown>).VITE_LANES_COLD_OPEN;

/** The cold open a session may start before Firestore's SDK has loaded: the shipped one; null for the variants. */
export function earlyColdOpen(deps: SnapshotDeps): ColdOpen | null {
  return MODE === 'sdk' || MODE === 'lite' ? null : bySnapshot(deps);
}
