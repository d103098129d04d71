/**
 * importBoard for the Firebase modes (ARCHITECTURE.md §4): the plan is checked whole before anything is written;
 * then the board goes first, marked `importState: 'importing'` (the boards list hides it), its lists, cards,
 * comments and attachments follow in batches of at most 400 writes and 9 MiB, and the last write clears the mark
 * and sets the board's tally (the rules check it against the limits; the recountBoard function counts it again).
 * On any failure — a refused batch, going offline past the wait, a throwing `onProgress` — what was written is
 * taken back (`rollBack`), so the board is never half-visible.
 */
import { doc, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { AppError } from '../../domain/errors';
import { newId } from '../../domain/ids';
import type { BoardPlan, ImportProgress } from '../../domain/import/plan';
import { requireUser, type Access } from './access';
import { toFirebaseAppError } from './errors';
import { checkImportable } from '../../domain/import/check-plan';
import { boardDoc, chunk, contentDocs, finalTally, type PlannedDoc } from './import-plan';
import { boardRef } from './paths';
import { writeCounter } from './writes';

/** A positive whole number from a build-time setting, or `fallback`. */
function setting(value: unknown, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/**
 * Tuning measured by `npm run bench:firebase-import` (bench/README.md has every variant's figures), settable at
 * build time for the benchmarks: VITE_LANES_IMPORT_BATCH (writes per batch), VITE_LANES_IMPORT_IN_FLIGHT
 * (batches sent before the first is acknowledged), VITE_LANES_IMPORT_WRITER (`cache`: through the app's own
 * Firestore and its persistent cache; `memory`: through a bulk writer, bulk-writer.ts), VITE_LANES_IMPORT_TIMEOUT_MS
 * (a batch's timeout, ms). Unset, the defaults below are what ships.
 */
const env = import.meta.env as Record<string, unknown>;

/** Writes per batch: well under Firestore's limits, and a smooth progress bar (5,000 cards take 13 steps). */
export const IMPORT_BATCH_WRITES = setting(env.VITE_LANES_IMPORT_BATCH, 400);
/** Batches in flight at once: the next ones are prepared and sent while the server writes the first. */
export const IMPORT_IN_FLIGHT = setting(env.VITE_LANES_IMPORT_IN_FLIGHT, 1);
/** Estimated bytes per batch: under Firestore's 10 MiB per request, with room for the estimate's error. */
export const IMPORT_BATCH_BYTES = 9 * 1024 * 1024;
/**
 * How long one batch may wait for the server before the import gives up with `unavailable` (ms). The benchmarks
 * build with VITE_LANES_IMPORT_TIMEOUT_MS raised: on a loaded machine a 400-write batch through the persistent
 * cache has taken over a minute (bench/README.md).
 */
export const IMPORT_BATCH_TIMEOUT_MS = setting(env.VITE_LANES_IMPORT_TIMEOUT_MS, 60_000);

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(new AppError('unavailable', 'The import needs a connection to Firebase: try again online.')),
      ms,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function refOf(db: Firestore, boardId: string, d: PlannedDoc) {
  const [first, ...rest] = d.path;
  return doc(boardRef(db, boardId), first ?? '', ...rest);
}

/**
 * Takes back what an import wrote. First through the deleteBoard callable, which empties the board on the server
 * and leaves its tombstone (no client may delete a board: firestore.rules). Where it cannot be reached (offline, no
 * callables), the documents written are deleted here in batches, children first, as the rules allow the owner of
 * a board being imported; the empty board then stays hidden (still marked 'importing') until deleteBoard or the
 * account's deletion removes it. Never throws.
 */
async function rollBack(
  db: Firestore,
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
    // Newest first: comments and attachments before their cards, so nothing is orphaned if this stops half-way.
    for (const batchDocs of chunk([...written].reverse(), IMPORT_BATCH_WRITES, IMPORT_BATCH_BYTES)) {
      const batch = writeBatch(db);
      for (const d of batchDocs) batch.delete(refOf(db, boardId, d));
      await withTimeout(batch.commit(), timeoutMs);
    }
  } catch (e) {
    // Queued deletes finish when the connection returns; the board stays hidden meanwhile.
    console.warn(`Lanes: could not fully remove the failed import of board ${boardId}`, e);
  }
}

/**
 * Writes `plan` as a new board owned by the current user and returns its id. Reports `{phase: 'writing', done,
 * total}` (documents) before the first batch and after each, then `{phase: 'done'}`. Throws `unauthenticated`,
 * `invalid-argument` (bad plan), `limit-exceeded` (500 lists / 5,000 cards, Trello's; a document over 1 MiB: the
 * card named by title and list) before writing anything (check-plan.ts `checkImportable`); later `unavailable`
 * (no server answer within a minute per batch), `permission-denied`, or whatever `onProgress` throws, after
 * removing the partial board.
 */
export async function importBoard(
  a: Access,
  plan: BoardPlan,
  onProgress?: (progress: ImportProgress) => void,
  timeoutMs: number = IMPORT_BATCH_TIMEOUT_MS,
): Promise<string> {
  const { uid } = requireUser(a.currentUser);
  // The same checks as every mode and `npm run import:check`: schema, limits, references, 1 MiB per document.
  const parsed = checkImportable(plan);
  return writeImport(a.db, uid, parsed, onProgress, timeoutMs, a.deleteBoard);
}

/** importBoard's writes, through `db`. */
async function writeImport(
  db: Firestore,
  uid: string,
  parsed: BoardPlan,
  onProgress: ((progress: ImportProgress) => void) | undefined,
  timeoutMs: number,
  deleteBoard: Access['deleteBoard'],
): Promise<string> {
  const contents = contentDocs(parsed, uid);
  const batches = chunk(contents, IMPORT_BATCH_WRITES, IMPORT_BATCH_BYTES);
  const boardId = newId();
  const total = 1 + contents.length;
  let done = 0;
  const written: PlannedDoc[] = [];
  let boardWritten = false;
  const report = () => onProgress?.({ phase: 'writing', done, total });
  try {
    report();
    const first = writeBatch(db);
    first.set(boardRef(db, boardId), boardDoc(parsed, uid));
    boardWritten = true;
    await withTimeout(first.commit(), timeoutMs);
    done += 1;
    // Up to IMPORT_IN_FLIGHT batches sent before the oldest is acknowledged; the server applies them in order.
    const inFlight: Promise<void>[] = [];
    for (const batchDocs of batches) {
      const batch = writeBatch(db);
      for (const d of batchDocs) batch.set(refOf(db, boardId, d), d.data);
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
    const last = writeBatch(db);
    last.update(boardRef(db, boardId), {
      importState: null,
      ...finalTally(parsed),
      updatedAt: serverTimestamp(),
    });
    const data = { lists: parsed.lists.length, cards: parsed.cards.length };
    last.set(doc(boardRef(db, boardId), 'activity', newId()), {
      type: 'board.import',
      actorUid: uid,
      cardId: null,
      listId: null,
      data,
      createdAt: serverTimestamp(),
    });
    await withTimeout(last.commit(), timeoutMs);
    writeCounter.activityWritten += 1;
  } catch (e) {
    if (boardWritten) await rollBack(db, deleteBoard, boardId, written, timeoutMs);
    throw toFirebaseAppError(e);
  }
  writeCounter.documentsWritten += total;
  onProgress?.({ phase: 'done', done: total, total });
  return boardId;
}
