/** The shape of every local command: one read-write Dexie transaction, mapped errors, counted writes. */
import type { Table } from 'dexie';
import { newId } from '../../domain/ids';
import type { Activity } from '../../domain/model';
import type { LanesDb } from './db';
import { toLocalAppError } from './errors';
import { trackWrite } from './pending-writes';
import { countWrites } from './write-counter';

/** Rows a transaction writes, tallied by the work inside it and added to `writeCounter` once it commits. */
export interface Tally {
  documents: number;
  activity: number;
}

/**
 * Runs `work` in one read-write transaction over `tables`: all of it is stored or none. Errors come out as
 * AppErrors (errors.ts); writes are counted only after the commit, so a refused command counts nothing. Until it
 * settles, leaving the page asks first (pending-writes.ts), unless `guard` is false (a journaled move, journal.ts).
 */
export async function writeTransaction<T>(
  db: LanesDb,
  tables: Table[],
  work: (tally: Tally) => Promise<T>,
  { guard = true }: { guard?: boolean } = {},
): Promise<T> {
  const tally: Tally = { documents: 0, activity: 0 };
  try {
    // The scope must itself be an `async` function: only then does Dexie keep the transaction's zone alive across
    // native `await`s in the helpers `work` calls (a plain arrow returning a promise loses it, and the transaction
    // commits half-way with PrematureCommitError).
    const transaction = db.transaction('rw', tables, async () => await work(tally));
    const result = await (guard ? trackWrite(transaction) : transaction);
    countWrites(tally.documents, tally.activity);
    return result;
  } catch (e) {
    throw toLocalAppError(e);
  }
}

/** Adds one activity row (ARCHITECTURE.md §4 `boards/{id}/activity`) inside the caller's transaction. */
export async function addActivity(
  db: LanesDb,
  tally: Tally,
  entry: Pick<Activity, 'boardId' | 'type' | 'actorUid'> &
    Partial<Pick<Activity, 'cardId' | 'listId' | 'data'>>,
): Promise<void> {
  await db.activity.add({
    id: newId(),
    cardId: null,
    listId: null,
    data: {},
    ...entry,
    createdAt: Date.now(),
  });
  tally.activity += 1;
}
