/**
 * What the server says, into a replica (docs/sync.md): each server version of a document replaces the row shown,
 * in bulk, except for documents the outbox holds, which take it under their queued writes (conflict.ts). One
 * transaction per batch of changes, so a board's lists and cards arrive in a replica together.
 */
import type { Table } from 'dexie';
import { onServerVersion } from '../../../domain/sync/conflict';
import type { Row } from '../../../domain/sync/writes';
import { tableOf, type CallTable } from '../call-paths';
import type { LanesDb, UnreadableKind, UnreadableRow } from '../db';
import { toLocalAppError } from '../errors';
import { replicaLocation, writeRow } from './docs';

/** A document's server version: its row (model fields with the path's ids), or null when it is gone. */
export interface ServerChange {
  path: string;
  row: Row | null;
  /**
   * For a deletion learnt from a tombstone: when it was deleted (server ms). A row changed after that is a later
   * document with the same id (a card moved away and back) and stays.
   */
  deletedAt?: number;
  /**
   * The document did not match its schema (firebase/sync/rows.ts): its kind and the fields that could not be read.
   * `row` is then what can be shown of it (salvaged), or null with `keep`.
   */
  unreadable?: { kind: UnreadableKind; fields: string[] };
  /** Nothing of the document can be shown: the replica's row stays as it was (only `unreadable` is recorded). */
  keep?: boolean;
  /**
   * With `row: null`: the document left a listener's query, which says it is gone unless this device is writing it
   * (a pending server timestamp matches no `>` filter in Firestore's SDK, so this device's own change to a card takes
   * it out of the `updatedAt >` query until the server has it). A document the outbox holds keeps its row: the
   * write's acknowledgement or refusal decides.
   */
  left?: boolean;
}

export type { UnreadableKind };

/** How many rows one bulk call writes: IndexedDB takes thousands at once; this keeps each request's memory small. */
const BULK = 2_000;

/** The queued writes to `path`, oldest first. */
async function pendingFor(db: LanesDb, path: string) {
  const writes = [];
  for (const entry of await db.outbox.toArray())
    for (const write of entry.writes) if (write.path === path) writes.push(write);
  return writes;
}

/**
 * Records which of `changes` could not be read and forgets those read whole now (or gone); with `replaced` (a full
 * copy of that board), forgets too the board's records the copy does not name.
 */
async function noteUnreadable(
  db: LanesDb,
  changes: readonly ServerChange[],
  replaced: string | undefined,
): Promise<void> {
  const known = new Set(await db.unreadable.toCollection().primaryKeys());
  const puts: UnreadableRow[] = [];
  const named = new Set<string>();
  for (const c of changes) {
    named.add(c.path);
    if (c.unreadable) {
      const boardId = c.path.split('/')[1] ?? '';
      puts.push({ path: c.path, boardId, ...c.unreadable, shown: !c.keep });
    }
  }
  const gone = changes.filter((c) => !c.unreadable && known.has(c.path)).map((c) => c.path);
  if (replaced !== undefined)
    for (const row of await db.unreadable.where('boardId').equals(replaced).toArray())
      if (!named.has(row.path)) gone.push(row.path);
  if (gone.length > 0) await db.unreadable.bulkDelete(gone);
  if (puts.length > 0) await db.unreadable.bulkPut(puts);
}

/**
 * Applies `changes` (server versions) to the replica in one transaction; with `replace`, first removes every row of
 * those tables of board `replace.boardId` the changes do not name (a full copy of the board replaces what was
 * there). Rows the outbox holds are handled by conflict.ts; others are written as they come. A deletion removes a
 * row only if it is still that board's (card ids stay the same across a move to another board).
 */
export async function applyServerChanges(
  db: LanesDb,
  changes: readonly ServerChange[],
  replace?: { boardId: string; tables: CallTable[] },
  now = Date.now(),
): Promise<void> {
  const located = changes.map((c) => ({ ...c, at: replicaLocation(c.path) }));
  const tableNames = new Set<CallTable>(replace?.tables ?? []);
  for (const c of located) if (c.at) tableNames.add(c.at.table);
  const tables: Table[] = [...tableNames].map((name) => tableOf(db, name));
  try {
    await db.transaction('rw', [db.held, db.outbox, db.unreadable, ...tables], async () => {
      const heldPaths = new Set(await db.held.toCollection().primaryKeys());
      await noteUnreadable(db, located, replace?.boardId);
      const puts = new Map<CallTable, Row[]>();
      const deletes: typeof located = [];
      const named = new Map<CallTable, Set<unknown>>();
      for (const c of located) {
        if (!c.at) continue;
        const { at } = c;
        if (!named.has(at.table)) named.set(at.table, new Set());
        named.get(at.table)?.add(at.key);
        if (c.keep) continue;
        if (heldPaths.has(c.path)) {
          if (c.left) continue;
          const held = await db.held.get(c.path);
          if (!held) continue;
          const next = onServerVersion(held, c.row, await pendingFor(db, c.path), at.ids, now);
          await db.held.put({ ...held, ...next.held });
          if (next.show !== undefined) await writeRow(db, at, next.show);
        } else if (c.row === null) deletes.push(c);
        else {
          const list = puts.get(at.table) ?? [];
          list.push({ ...c.row, ...at.ids });
          puts.set(at.table, list);
        }
      }
      if (replace) {
        for (const name of replace.tables) {
          const table = tableOf(db, name);
          const keep = named.get(name) ?? new Set();
          const keys = await table.where('boardId').equals(replace.boardId).primaryKeys();
          const heldKeys = new Set(
            (await db.held.where('boardId').equals(replace.boardId).toArray()).map((h) =>
              h.path.split('/').pop(),
            ),
          );
          await table.bulkDelete(keys.filter((k) => !keep.has(k) && !heldKeys.has(String(k))));
        }
      }
      for (const [name, rows] of puts) {
        const table = tableOf(db, name);
        for (let i = 0; i < rows.length; i += BULK) await table.bulkPut(rows.slice(i, i + BULK));
      }
      for (const c of deletes) {
        if (!c.at) continue;
        if (c.deletedAt !== undefined) {
          const row = (await tableOf(db, c.at.table).get(c.at.key)) as Row | undefined;
          if (row && Number(row.updatedAt ?? 0) > c.deletedAt) continue;
        }
        await writeRow(db, c.at, null);
      }
    });
  } catch (e) {
    throw toLocalAppError(e);
  }
}
