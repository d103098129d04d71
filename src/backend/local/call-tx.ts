/**
 * The Dexie implementation of the handlers' transaction port (src/domain/calls/tx.ts), so local mode runs the very
 * handlers Cloud Functions run (ARCHITECTURE.md §3).
 *
 * Why not one Dexie transaction around the whole handler: handlers await `crypto.subtle` (invite tokens), and
 * IndexedDB commits a transaction as soon as it waits on anything but its own requests — it would end half-way.
 * So it works as Firestore's own client transactions do, optimistically: the handler's reads go to the tables
 * directly and are recorded; its writes are queued; then ONE read-write Dexie transaction re-runs every recorded
 * read, and only if each answer is unchanged applies all the writes. If another tab changed something read in
 * between, nothing is written and the handler runs again (up to MAX_ATTEMPTS). The result is the same as a
 * serializable transaction: all or nothing, decided on the data the handler saw.
 *
 * It is as strict as memory-tx.ts, so a handler that passes here also runs in Firestore: a read after a write, a
 * use after the end, non-JSON values and paths no table holds throw TxMisuseError; `update` of a missing
 * document fails the commit.
 */
import { AppError } from '../../domain/errors';
import { checkJson, TxMisuseError } from '../../domain/calls/memory-tx';
import type { CallTx, DocData, DocEntry, Where } from '../../domain/calls';
import {
  CALL_TABLES,
  collectionRows,
  descendantRows,
  locateDoc,
  pathOf,
  tableOf,
  type CallTable,
  type Row,
} from './call-paths';
import type { LanesDb } from './db';
import { isTombstonePath } from '../../domain/sync/paths';
import { toLocalAppError } from './errors';
import { countWrites } from './write-counter';

/** How many times a call is retried when another tab changed what it read (Firestore's client default is 5). */
export const MAX_ATTEMPTS = 5;

type Write =
  | { kind: 'set'; path: string; data: DocData }
  | { kind: 'update'; path: string; data: DocData }
  | { kind: 'delete'; path: string };

/** A read and its answer, serialised: replayed at the commit to prove nothing it saw has changed. */
interface RecordedRead {
  replay: () => Promise<string>;
  answer: string;
}

/** A row as document data: its own JSON fields (top-level `undefined` dropped, as Firestore never stores it). */
function toDocData(row: Row): DocData {
  const data: Row = {};
  for (const [key, value] of Object.entries(row)) if (value !== undefined) data[key] = value;
  return structuredClone(data) as DocData;
}

/** Rows of `table` as query results, sorted by path as memory-tx.ts and Firestore (by document key) sort them. */
function entriesOf(table: CallTable, rows: Row[]): DocEntry[] {
  return rows
    .map((row) => ({ path: pathOf(table, row), data: toDocData(row) }))
    .sort((x, y) => (x.path < y.path ? -1 : x.path > y.path ? 1 : 0));
}

/** The table a collection path's rows come from (its last segment names it). */
function collectionTable(collectionPath: string): CallTable {
  const name = collectionPath.slice(collectionPath.lastIndexOf('/') + 1);
  if (!(CALL_TABLES as readonly string[]).includes(name))
    throw new TxMisuseError(`unknown collection "${name}"`);
  return name as CallTable;
}

/** One attempt: the CallTx the handler gets, what it read, what it queued. */
class Attempt {
  readonly reads: RecordedRead[] = [];
  readonly writes: Write[] = [];
  private open = true;

  constructor(private readonly db: LanesDb) {}

  private beforeRead(what: string): void {
    if (!this.open) throw new TxMisuseError(`${what} after the transaction ended (a missing await?)`);
    if (this.writes.length > 0)
      throw new TxMisuseError(`${what} after a write: Firestore needs every read first`);
  }

  private async record<T>(read: () => Promise<T>): Promise<T> {
    const answer = await read();
    this.reads.push({ replay: async () => JSON.stringify(await read()), answer: JSON.stringify(answer) });
    return answer;
  }

  private queue(write: Write): void {
    if (!this.open) throw new TxMisuseError(`${write.kind} after the transaction ended (a missing await?)`);
    // Tombstones tell other devices' replicas what went (docs/sync.md); local mode has one store and no others.
    if (isTombstonePath(write.path)) return;
    locateDoc(write.path);
    if (write.kind === 'delete') {
      this.writes.push(write);
      return;
    }
    checkJson(write.data, write.path);
    // Copied now, so a handler changing its object afterwards cannot change what is written.
    this.writes.push({ ...write, data: structuredClone(write.data) });
  }

  readonly tx: CallTx = {
    get: (path) => {
      this.beforeRead('get');
      const at = locateDoc(path);
      return this.record(async () => {
        const row = (await tableOf(this.db, at.table).get(at.key)) as Row | undefined;
        return row ? toDocData(row) : null;
      });
    },
    query: (collectionPath: string, where?: Where) => {
      this.beforeRead('query');
      const table = collectionTable(collectionPath);
      return this.record(async () => entriesOf(table, await collectionRows(this.db, collectionPath, where)));
    },
    queryDescendants: (ancestorPath, collectionId) => {
      this.beforeRead('queryDescendants');
      const table = collectionTable(collectionId);
      return this.record(async () =>
        entriesOf(table, await descendantRows(this.db, ancestorPath, collectionId)),
      );
    },
    set: (path, data) => this.queue({ kind: 'set', path, data }),
    update: (path, data) => this.queue({ kind: 'update', path, data }),
    delete: (path) => this.queue({ kind: 'delete', path }),
  };

  close(): void {
    this.open = false;
  }

  /** True when every read still gets the answer it got. Inside the commit transaction. */
  async unchanged(): Promise<boolean> {
    for (const read of this.reads) if ((await read.replay()) !== read.answer) return false;
    return true;
  }

  /** Applies the queued writes in order. Inside the commit transaction; throws (aborting it) on a bad update. */
  async apply(): Promise<void> {
    for (const write of this.writes) {
      const at = locateDoc(write.path);
      const table = tableOf(this.db, at.table);
      if (write.kind === 'delete') await table.delete(at.key);
      else if (write.kind === 'set') await table.put({ ...write.data, ...at.ids });
      else {
        const current = (await table.get(at.key)) as Row | undefined;
        // Firestore fails the whole commit with NOT_FOUND here; throwing aborts the Dexie transaction.
        if (!current) throw new TxMisuseError(`update of missing document "${write.path}"`);
        await table.put({ ...current, ...write.data, ...at.ids });
      }
    }
  }

  /** Documents and activity entries written, for the write counter. */
  tally(): { documents: number; activity: number } {
    const activity = this.writes.filter(
      (w) => w.kind !== 'delete' && /\/activity\/[^/]+$/.test(w.path),
    ).length;
    return { documents: this.writes.length - activity, activity };
  }
}

/**
 * Runs `work` (a handler bound to its context and input) as one transaction on `db`: its writes are stored
 * together, or not at all when it throws or what it read keeps changing. Resolves with the handler's result.
 * Rejects with the handler's AppError; `unavailable` after MAX_ATTEMPTS conflicting attempts; Dexie's errors
 * translated by errors.ts (a TxMisuseError, a handler bug, becomes `internal`).
 */
export async function runLocalCall<T>(db: LanesDb, work: (tx: CallTx) => Promise<T>): Promise<T> {
  try {
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      const run = new Attempt(db);
      let result: T;
      try {
        result = await work(run.tx);
      } finally {
        run.close();
      }
      const tables = CALL_TABLES.map((name) => tableOf(db, name));
      // The scope is an `async` function so Dexie keeps the transaction's zone across the awaits (see tx.ts).
      const committed = await db.transaction('rw', tables, async () => {
        if (!(await run.unchanged())) return false;
        await run.apply();
        return true;
      });
      if (committed) {
        const { documents, activity } = run.tally();
        countWrites(documents, activity);
        return result;
      }
    }
  } catch (e) {
    throw toLocalAppError(e);
  }
  throw new AppError('unavailable', 'Others kept changing this board at the same moment. Try again.');
}
