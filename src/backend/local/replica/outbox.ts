/**
 * Firebase mode's outbox in the replica (docs/sync.md): a change is shown and queued in one IndexedDB transaction,
 * so it survives a reload or a closed tab from the moment it shows; the pump (src/backend/firebase/sync/pump.ts)
 * sends entries oldest first and settles each here. The documents a queued change touches are held with their
 * server version (conflict.ts), so a refusal can put back exactly what the server has; a board's tally written
 * alone is sent, not shown or held (`enqueue`).
 */
import { AppError } from '../../../domain/errors';
import { onAcknowledged, onRefused, type HeldDoc } from '../../../domain/sync/conflict';
import { alreadyLanded } from '../../../domain/sync/landed';
import type { ChangeLabel, OutboxEntry } from '../../../domain/sync/outbox';
import { isTallyOnly } from '../../../domain/sync/tally';
import { applyWrite, pathsOf, type DocWrite, type Row } from '../../../domain/sync/writes';
import type { HeldRow, LanesDb } from '../db';
import { toLocalAppError } from '../errors';
import { readRow, replicaLocation, tablesFor, writeRow } from './docs';

/** A change to queue: its board, writes and label (outbox.ts `OutboxEntry` without what the queue adds). */
export interface NewChange {
  boardId: string | null;
  writes: DocWrite[];
  what: ChangeLabel;
}

/** The writes to `path` of every queued entry but `except`, oldest first. */
async function pendingWrites(db: LanesDb, path: string, except?: number): Promise<DocWrite[]> {
  const writes: DocWrite[] = [];
  await db.outbox.each((entry) => {
    if (entry.seq === except) return;
    for (const write of entry.writes) if (write.path === path) writes.push(write);
  });
  return writes;
}

/** Runs `work` in one read-write transaction over the outbox, the held documents and the tables of `paths`. */
async function inTransaction<T>(db: LanesDb, paths: readonly string[], work: () => Promise<T>): Promise<T> {
  try {
    return await db.transaction(
      'rw',
      [db.outbox, db.held, ...tablesFor(db, paths)],
      async () => await work(),
    );
  } catch (e) {
    throw toLocalAppError(e);
  }
}

/**
 * Shows `change` at once (its writes applied to the replica at `now`) and queues it, in one transaction; resolves
 * with its place in the queue. Throws `limit-exceeded` when the device's storage is full, `unavailable` without
 * IndexedDB.
 */
export async function enqueue(db: LanesDb, change: NewChange, now = Date.now()): Promise<number> {
  const paths = pathsOf(change.writes);
  const docs = paths.flatMap((path) => {
    const at = replicaLocation(path);
    // A board's tally alone is neither shown nor held: nothing reads it on the device, and a change of the board's
    // row woke every reader of the board in every tab for each card added. The server's version comes by listener.
    const shown = change.writes.some((write) => write.path === path && !isTallyOnly(write));
    return at && shown ? [{ path, at }] : [];
  });
  return inTransaction(db, paths, async () => {
    // The reads together, then the writes together: two waits on IndexedDB instead of three or four per document
    // (each ~1–2 ms on a busy page), and the change reaches the other tabs that much sooner.
    const [shown, held] = await Promise.all([
      Promise.all(docs.map(({ at }) => readRow(db, at))),
      db.held.bulkGet(docs.map(({ path }) => path)),
    ]);
    const writes = docs.map(({ path, at }, i) => {
      const server = shown[i] ?? null;
      let row: Row | null = server;
      for (const write of change.writes) if (write.path === path) row = applyWrite(row, write, at.ids, now);
      return Promise.all([
        held[i]
          ? undefined
          : db.held.put({ path, boardId: change.boardId, server, inFlight: 0, seenSinceSend: false }),
        writeRow(db, at, row),
      ]);
    });
    const entry: Omit<OutboxEntry, 'seq'> = { ...change, createdAt: now, attempts: 0 };
    const [seq] = await Promise.all([db.outbox.add(entry as OutboxEntry), ...writes]);
    return seq as number;
  });
}

/** The oldest queued entry after `after` (its seq), or undefined when the queue holds none. */
export function nextEntry(db: LanesDb, after = 0): Promise<OutboxEntry | undefined> {
  return db.outbox.where('seq').above(after).first();
}

/** How many changes wait in the queue. */
export function queuedCount(db: LanesDb): Promise<number> {
  return db.outbox.count();
}

/** Records that entry `seq` is being sent: one more attempt, its documents' writes in flight. */
export async function markSent(db: LanesDb, seq: number): Promise<OutboxEntry | undefined> {
  return db.transaction('rw', [db.outbox, db.held], async () => {
    const entry = await db.outbox.get(seq);
    if (!entry) return undefined;
    entry.attempts += 1;
    await db.outbox.put(entry);
    for (const path of pathsOf(entry.writes)) {
      const held = await db.held.get(path);
      if (held)
        await db.held.put({
          ...held,
          inFlight: held.inFlight + 1,
          seenSinceSend: held.inFlight > 0 && held.seenSinceSend,
        });
    }
    return entry;
  });
}

/** Entry `seq`'s send failed for a passing reason: its documents' writes are no longer in flight (sent again later). */
export async function markUnsent(db: LanesDb, seq: number): Promise<void> {
  await db.transaction('rw', [db.outbox, db.held], async () => {
    const entry = await db.outbox.get(seq);
    if (!entry) return;
    for (const path of pathsOf(entry.writes)) {
      const held = await db.held.get(path);
      if (held) await db.held.put({ ...held, inFlight: Math.max(0, held.inFlight - 1) });
    }
  });
}

/** Applies `settle` to each document entry `seq` touched, then takes the entry off the queue. */
async function settle(
  db: LanesDb,
  seq: number,
  settleDoc: (
    held: HeldDoc,
    pending: DocWrite[],
    ids: Record<string, string>,
    path: string,
  ) => {
    held: HeldDoc;
    show: Row | null | undefined;
  },
): Promise<OutboxEntry | undefined> {
  const entry = await db.outbox.get(seq);
  if (!entry) return undefined;
  const paths = pathsOf(entry.writes);
  return inTransaction(db, paths, async () => {
    for (const path of paths) {
      const at = replicaLocation(path);
      const held = await db.held.get(path);
      if (!at || !held) continue;
      const pending = await pendingWrites(db, path, seq);
      const next = settleDoc(held, pending, at.ids, path);
      if (next.show !== undefined) await writeRow(db, at, next.show);
      if (pending.length === 0 && next.held.inFlight === 0) await db.held.delete(path);
      else await db.held.put({ ...(next.held as HeldRow), path, boardId: held.boardId });
    }
    await db.outbox.delete(seq);
    return entry;
  });
}

/**
 * Entry `seq` was acknowledged: off the queue; what is shown stays until the server's version of it arrives, or
 * becomes the version `current` holds for its path (read from the server after the acknowledgement).
 */
export function acknowledge(
  db: LanesDb,
  seq: number,
  now = Date.now(),
  current: ReadonlyMap<string, Row | null> = new Map(),
): Promise<OutboxEntry | undefined> {
  return settle(db, seq, (held, pending, ids, path) =>
    onAcknowledged(held, pending, ids, now, current.get(path)),
  );
}

/**
 * The documents entry `seq` (in flight, the last write to each) wrote whose server version came while it was out
 * and does not hold what it wrote: that version may be older than the write or newer, which only the server can
 * tell. The pump reads them again before `acknowledge`.
 */
export async function unsureAfterSend(db: LanesDb, seq: number): Promise<string[]> {
  const entry = await db.outbox.get(seq);
  if (!entry) return [];
  const paths = pathsOf(entry.writes);
  const held = await db.held.bulkGet(paths);
  return paths.filter((path, i) => {
    const doc = held[i];
    if (!doc || doc.inFlight !== 1 || !doc.seenSinceSend) return false;
    const own = entry.writes.filter((write) => write.path === path);
    return !alreadyLanded(own, new Map([[path, doc.server]]));
  });
}

/**
 * Entry `seq` was refused with `error`: off the queue, and each document it touched shows the server's version
 * (`current`: read again after the refusal, by path; a path missing from it uses the last version received)
 * under the changes still queued. The refusal is kept in `refused` for the page to show.
 */
export async function refuse(
  db: LanesDb,
  seq: number,
  error: AppError,
  current: ReadonlyMap<string, Row | null> = new Map(),
  now = Date.now(),
): Promise<OutboxEntry | undefined> {
  const entry = await settle(db, seq, (held, pending, ids, path) =>
    onRefused(held, current.get(path), pending, ids, now),
  );
  if (entry) await db.refused.add({ what: entry.what, code: error.code, message: error.message });
  return entry;
}

/** Deletes every queued change of board `boardId` (the board is gone for this account), without sending them. */
export async function dropBoardChanges(db: LanesDb, boardId: string): Promise<void> {
  await db.transaction('rw', [db.outbox, db.held], async () => {
    await db.outbox.where('boardId').equals(boardId).delete();
    await db.held.where('boardId').equals(boardId).delete();
  });
}

/** Called once per page load before sending: nothing is in flight any more (a reload cut off every request). */
export async function resetInFlight(db: LanesDb): Promise<void> {
  await db.held.toCollection().modify({ inFlight: 0, seenSinceSend: false });
}

/** Refused changes not shown yet, oldest first, removed as they are read. */
export async function takeRefused(db: LanesDb): Promise<{ what: ChangeLabel; error: AppError }[]> {
  return db.transaction('rw', [db.refused], async () => {
    const rows = await db.refused.toArray();
    // Only when there is something to take: a clear() of the empty table is a change too, and the pages that take
    // refusals on every change of this table would take again, for ever (a busy loop in every tab).
    if (rows.length > 0) await db.refused.clear();
    return rows.map((r) => ({ what: r.what, error: new AppError(r.code as AppError['code'], r.message) }));
  });
}
