/**
 * The import written by the browser: the `sdk` and `lite` variants of import.ts, measured against the shipped
 * server-side import by `npm run bench:firebase-import` (bench/README.md). The plan is checked whole before anything
 * is written; then the board goes first, marked `importState: 'importing'` (the boards list hides it), its lists,
 * cards, comments and attachments follow in batches of at most IMPORT_BATCH_WRITES writes and 9 MiB, and the last
 * write clears the mark and sets the board's tally (the rules check it against the limits; the recountBoard
 * function counts it again). On any failure what was written is taken back (`rollBack`): never half-visible.
 */
import { withDeadline } from '../../domain/deadline';
import { AppError } from '../../domain/errors';
import { newId } from '../../domain/ids';
import type { BoardPlan, ImportProgress } from '../../domain/import/plan';
import type { Access } from './access';
import { toFirebaseAppError } from './errors';
import {
  boardDoc,
  chunk,
  contentDocs,
  finalTally,
  type FirestoreValues,
  type PlannedDoc,
} from './import-plan';
import { writeCounter } from './writes';

/** A write batch of either SDK (the full one's and the Lite one's have these shapes). */
export interface ClientBatch {
  set(path: string, data: Record<string, unknown>): void;
  update(path: string, data: Record<string, unknown>): void;
  delete(path: string): void;
  commit(): Promise<void>;
}

/** What the writes need of a Firestore SDK: batches by path, and its time values. */
export interface WriteApi extends FirestoreValues {
  batch(): ClientBatch;
}

/** A write batch of a Firestore SDK, on its own document references `R`. */
interface SdkBatch<R> {
  set(ref: R, data: Record<string, unknown>): unknown;
  update(ref: R, data: Record<string, unknown>): unknown;
  delete(ref: R): unknown;
  commit(): Promise<void>;
}

/** A WriteApi over an SDK's `batch()` and `ref(path)` (the full SDK's or the Lite one's, bound to its instance). */
export function writesThrough<R>(
  batch: () => SdkBatch<R>,
  ref: (path: string) => R,
  values: FirestoreValues,
): WriteApi {
  return {
    ...values,
    batch() {
      const b = batch();
      return {
        set: (path, data) => void b.set(ref(path), data),
        update: (path, data) => void b.update(ref(path), data),
        delete: (path) => void b.delete(ref(path)),
        commit: () => b.commit(),
      };
    },
  };
}

/** A positive whole number from a build-time setting, or `fallback`. */
function setting(value: unknown, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

const env = import.meta.env as Record<string, unknown>;

/** Writes per batch (VITE_LANES_IMPORT_BATCH): well under Firestore's limits, a smooth progress bar. */
export const IMPORT_BATCH_WRITES = setting(env.VITE_LANES_IMPORT_BATCH, 400);
/** Batches sent before the oldest is acknowledged (VITE_LANES_IMPORT_IN_FLIGHT). */
export const IMPORT_IN_FLIGHT = setting(env.VITE_LANES_IMPORT_IN_FLIGHT, 4);
/** Estimated bytes per batch: under Firestore's 10 MiB per request, with room for the estimate's error. */
export const IMPORT_BATCH_BYTES = 9 * 1024 * 1024;
/** How long one batch may wait for the server before the import gives up with `unavailable` (ms). */
export const IMPORT_BATCH_TIMEOUT_MS = setting(env.VITE_LANES_IMPORT_TIMEOUT_MS, 60_000);

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return withDeadline(
    promise,
    ms,
    () => new AppError('unavailable', 'The import needs a connection to Firebase: try again online.'),
  );
}

const pathOf = (boardId: string, d: PlannedDoc) => ['boards', boardId, ...d.path].join('/');

/**
 * Takes back what an import wrote: through the deleteBoard callable, which empties the board on the server and
 * leaves its tombstone (no client may delete a board: firestore.rules); where it cannot be reached, the documents
 * written are deleted here, children first, as the rules allow the owner of a board being imported. Never throws.
 */
async function rollBack(
  api: WriteApi,
  deleteBoard: Access['deleteBoard'],
  boardId: string,
  written: PlannedDoc[],
  timeoutMs: number,
): Promise<void> {
  try {
    if (deleteBoard) {
      await withTimeout(deleteBoard(boardId), timeoutMs);
      return;
    }
  } catch (e) {
    console.warn(`Lanes: deleteBoard could not take back the failed import of board ${boardId}`, e);
  }
  try {
    for (const batchDocs of chunk([...written].reverse(), IMPORT_BATCH_WRITES, IMPORT_BATCH_BYTES)) {
      const batch = api.batch();
      for (const d of batchDocs) batch.delete(pathOf(boardId, d));
      await withTimeout(batch.commit(), timeoutMs);
    }
  } catch (e) {
    console.warn(`Lanes: could not fully remove the failed import of board ${boardId}`, e);
  }
}

/**
 * Writes the checked plan `parsed` through `api` as a new board owned by `uid`; returns its id. Reports
 * `{phase: 'writing', done, total}` (documents) before the first batch and after each. Rejects with `unavailable`
 * (no answer within a minute per batch), `permission-denied`, or what `onProgress` throws, after removing the
 * partial board.
 */
export async function writeImport(
  api: WriteApi,
  uid: string,
  parsed: BoardPlan,
  onProgress: ((progress: ImportProgress) => void) | undefined,
  deleteBoard: Access['deleteBoard'],
  timeoutMs = IMPORT_BATCH_TIMEOUT_MS,
): Promise<string> {
  const contents = contentDocs(parsed, uid, api);
  const batches = chunk(contents, IMPORT_BATCH_WRITES, IMPORT_BATCH_BYTES);
  const boardId = newId();
  const total = 1 + contents.length;
  let done = 0;
  const written: PlannedDoc[] = [];
  let boardWritten = false;
  const report = () => onProgress?.({ phase: 'writing', done, total });
  try {
    report();
    const first = api.batch();
    first.set(`boards/${boardId}`, boardDoc(parsed, uid, api));
    boardWritten = true;
    await withTimeout(first.commit(), timeoutMs);
    done += 1;
    const inFlight: Promise<void>[] = [];
    for (const batchDocs of batches) {
      const batch = api.batch();
      for (const d of batchDocs) batch.set(pathOf(boardId, d), d.data);
      written.push(...batchDocs);
      const acknowledged = withTimeout(batch.commit(), timeoutMs).then(() => {
        done += batchDocs.length;
        report();
      });
      // Settled below; a failure here must not count as unhandled before its turn comes.
      acknowledged.catch(() => undefined);
      inFlight.push(acknowledged);
      if (inFlight.length >= IMPORT_IN_FLIGHT) await inFlight.shift();
    }
    await Promise.all(inFlight);
    const last = api.batch();
    last.update(`boards/${boardId}`, {
      importState: null,
      ...finalTally(parsed),
      updatedAt: api.serverTime(),
    });
    last.set(`boards/${boardId}/activity/${newId()}`, {
      type: 'board.import',
      actorUid: uid,
      cardId: null,
      listId: null,
      data: { lists: parsed.lists.length, cards: parsed.cards.length },
      createdAt: api.serverTime(),
    });
    await withTimeout(last.commit(), timeoutMs);
    writeCounter.activityWritten += 1;
  } catch (e) {
    if (boardWritten) await rollBack(api, deleteBoard, boardId, written, timeoutMs);
    throw toFirebaseAppError(e);
  }
  writeCounter.documentsWritten += total;
  return boardId;
}
