/**
 * A replica's record of each board it syncs (db.ts `SyncStateRow`), and forgetting a board: what a device does
 * when the account may no longer read it (removed, left, deleted elsewhere) or when its copy is too old to catch up.
 */
import { docPaths } from '../../../domain/sync/paths';
import type { LanesDb, SyncStateRow } from '../db';
import { applyServerChanges, type ServerChange } from './apply-server';
import { BOARD_TABLES, boardRows, tablesFor } from './docs';

/** Whether board `boardId` was made on this device and its making still waits in the outbox (not on the server). */
export async function madeHere(db: LanesDb, boardId: string): Promise<boolean> {
  const path = docPaths.board(boardId);
  const entries = await db.outbox.where('boardId').equals(boardId).toArray();
  return entries.some((entry) => entry.writes.some((w) => w.kind === 'set' && w.path === path));
}

/** Board `boardId`'s sync state, or undefined when this replica never synced it. */
export function syncStateOf(db: LanesDb, boardId: string): Promise<SyncStateRow | undefined> {
  return db.syncState.get(boardId);
}

/** Records how far board `boardId` is synced (watermark only ever moves forward). */
export async function recordSync(
  db: LanesDb,
  boardId: string,
  watermark: number,
  syncedAt: number,
): Promise<void> {
  await db.transaction('rw', [db.syncState], async () => {
    const before = await db.syncState.get(boardId);
    await db.syncState.put({ boardId, watermark: Math.max(watermark, before?.watermark ?? 0), syncedAt });
  });
}

/**
 * Applies a listener's `changes` to board `boardId` and, with `synced`, records how far the board is synced — both
 * in one transaction, and only while the replica still syncs the board. A board forgotten meanwhile (the account was
 * removed from it: member-boards.ts, or refused) keeps nothing of a snapshot that was on its way. Returns whether
 * the changes were applied.
 */
export async function applyWhileSynced(
  db: LanesDb,
  boardId: string,
  changes: readonly ServerChange[],
  synced?: { watermark: number; syncedAt: number },
): Promise<boolean> {
  const scope = [db.syncState, db.held, db.outbox, db.unreadable, db.lists, db.cards];
  for (const table of tablesFor(
    db,
    changes.map((c) => c.path),
  ))
    if (!scope.some((t) => t.name === table.name)) scope.push(table);
  return db.transaction('rw', scope, async () => {
    const before = await db.syncState.get(boardId);
    if (!before) return false;
    if (changes.length > 0) await applyServerChanges(db, changes);
    if (synced)
      await db.syncState.put({
        boardId,
        watermark: Math.max(synced.watermark, before.watermark),
        syncedAt: synced.syncedAt,
      });
    return true;
  });
}

/**
 * Removes board `boardId` from the replica: its row (with `withBoard`), everything under it, its queued changes and
 * its sync state. Without `withBoard` the board's own row stays (a full re-sync replaces the rest).
 */
export async function forgetBoard(db: LanesDb, boardId: string, withBoard = true): Promise<void> {
  const contents = BOARD_TABLES.filter((name) => name !== 'boards').map((name) => db.table(name));
  await db.transaction(
    'rw',
    [...contents, db.boards, db.outbox, db.held, db.syncState, db.unreadable],
    async () => {
      for (const table of contents) await boardRows(table, boardId).delete();
      if (withBoard) {
        await db.boards.delete(boardId);
        await db.outbox.where('boardId').equals(boardId).delete();
        await db.held.where('boardId').equals(boardId).delete();
      }
      await db.syncState.delete(boardId);
      await db.unreadable.where('boardId').equals(boardId).delete();
    },
  );
}
