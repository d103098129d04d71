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
import { boardPlanSchema, type BoardPlan, type ImportProgress } from '../../domain/import/plan';
import { parseOrThrow } from '../../domain/validate';
import { requireUser, type Access } from './access';
import { toFirebaseAppError } from './errors';
import { checkPlan } from '../../domain/import/check-plan';
import { boardDoc, chunk, contentDocs, finalTally, type PlannedDoc } from './import-plan';
import { boardRef } from './paths';
import { addActivity, commit, newBatch, writeCounter } from './writes';

/** Writes per batch: well under Firestore's limits, and a smooth progress bar (5,000 cards take 13 steps). */
export const IMPORT_BATCH_WRITES = 400;
/** Estimated bytes per batch: under Firestore's 10 MiB per request, with room for the estimate's error. */
export const IMPORT_BATCH_BYTES = 9 * 1024 * 1024;
/** How long one batch may wait for the server before the import gives up with `unavailable` (ms). */
export const IMPORT_BATCH_TIMEOUT_MS = 60_000;

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
  a: Access,
  boardId: string,
  written: PlannedDoc[],
  timeoutMs: number,
): Promise<void> {
  const { db } = a;
  try {
    if (a.deleteBoard) {
      await withTimeout(a.deleteBoard(boardId), timeoutMs);
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
 * `invalid-argument` (bad plan), `limit-exceeded` (500 lists / 5,000 cards, Trello's; a document over 1 MiB)
 * before writing anything; later `unavailable` (no server answer within a minute per batch),
 * `permission-denied`, or whatever `onProgress` throws, after removing the partial board.
 */
export async function importBoard(
  a: Access,
  plan: BoardPlan,
  onProgress?: (progress: ImportProgress) => void,
  timeoutMs: number = IMPORT_BATCH_TIMEOUT_MS,
): Promise<string> {
  const { uid } = requireUser(a.currentUser);
  const parsed = parseOrThrow(boardPlanSchema, plan, 'Import');
  checkPlan(parsed);
  const { db } = a;
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
    for (const batchDocs of batches) {
      const batch = writeBatch(db);
      for (const d of batchDocs) batch.set(refOf(db, boardId, d), d.data);
      written.push(...batchDocs);
      await withTimeout(batch.commit(), timeoutMs);
      done += batchDocs.length;
      report();
    }
    const last = newBatch(db);
    last.batch.update(boardRef(db, boardId), {
      importState: null,
      ...finalTally(parsed),
      updatedAt: serverTimestamp(),
    });
    const data = { lists: parsed.lists.length, cards: parsed.cards.length };
    addActivity(db, last, boardId, { type: 'board.import', actorUid: uid, data });
    await withTimeout(commit(last), timeoutMs);
  } catch (e) {
    if (boardWritten) await rollBack(a, boardId, written, timeoutMs);
    throw toFirebaseAppError(e);
  }
  writeCounter.documentsWritten += total;
  onProgress?.({ phase: 'done', done: total, total });
  return boardId;
}
