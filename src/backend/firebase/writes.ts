/**
 * How the Firebase adapter writes: one batch per command (atomic, one request), its promise settling when the
 * server acknowledges it — the UI never waits on that, the listeners show the change at once. Documents written
 * are counted for tests and benchmarks ("a move writes one document"); activity entries are counted apart.
 */
import {
  doc,
  increment,
  serverTimestamp,
  writeBatch,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import { newId } from '../../domain/ids';
import type { Activity } from '../../domain/model';
import { toFirebaseAppError } from './errors';
import { activityCol, boardRef } from './paths';

/** Running totals since the last `reset()`, counted when the server has acknowledged the batch. */
export const writeCounter = {
  documentsWritten: 0,
  activityWritten: 0,
  /** Sets both totals back to zero. */
  reset(): void {
    writeCounter.documentsWritten = 0;
    writeCounter.activityWritten = 0;
  },
};

/** A batch under construction, with what it will count once committed. */
export interface CountedBatch {
  batch: WriteBatch;
  documents: number;
  activity: number;
}

/** A new, empty batch on `db`. */
export function newBatch(db: Firestore): CountedBatch {
  return { batch: writeBatch(db), documents: 0, activity: 0 };
}

/** Commits `b`: resolves once the server has acknowledged it; rejects with an AppError (errors.ts). */
export async function commit(b: CountedBatch): Promise<void> {
  try {
    await b.batch.commit();
  } catch (e) {
    throw toFirebaseAppError(e);
  }
  writeCounter.documentsWritten += b.documents;
  writeCounter.activityWritten += b.activity;
}

/** What an activity entry says; `createdAt` is the server's time. */
export type ActivityEntry = Pick<Activity, 'type' | 'actorUid'> &
  Partial<Pick<Activity, 'cardId' | 'listId' | 'data'>>;

/** Adds an entry to `boards/{boardId}/activity` in batch `b` (ARCHITECTURE.md §4). */
export function addActivity(db: Firestore, b: CountedBatch, boardId: string, entry: ActivityEntry): void {
  b.batch.set(doc(activityCol(db, boardId), newId()), {
    cardId: null,
    listId: null,
    data: {},
    ...entry,
    createdAt: serverTimestamp(),
  });
  b.activity += 1;
}

/**
 * Counts list or card `id` opening (`delta` 1: created, restored) or closing (-1: archived, deleted while open) on
 * its board's tally, in batch `b`: the rules accept the list or card only with this update beside it, and this
 * update only with that list or card changing in the same batch (firestore.rules `canTally`, `countsIn`; issue 15
 * item 4). Skip it on a board being imported: its tally is set when the import finishes.
 */
export function countOnBoard(
  db: Firestore,
  b: CountedBatch,
  boardId: string,
  kind: 'list' | 'card',
  id: string,
  delta: 1 | -1,
): void {
  const field = kind === 'card' ? 'openCards' : 'openLists';
  b.batch.update(boardRef(db, boardId), { [field]: increment(delta), counted: { kind, id } });
  b.documents += 1;
}
