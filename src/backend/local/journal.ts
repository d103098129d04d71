/**
 * Local mode's journal of card moves (issue 28 item 1). The board shows a move in the frame of the drop; its
 * transaction needs several IndexedDB round trips (role, card, list, room) before it writes, and a page that
 * reloads or closes in between aborted it: at 6× CPU throttling, 18 reloads in 20 lost the move
 * (e2e/durable-move.spec.ts). So the move is first put in `journal` in the very task of the drop, one request in
 * its own transaction committed at once, which the browser completes even when the page goes right after (measured
 * by the same test). The move's transaction deletes the row as it applies it; a row still there when the database
 * next opens is applied then (`replayOnOpen`), before any read.
 */
import type { Dexie } from 'dexie';
import { newId } from '../../domain/ids';
import type { LanesDb } from './db';
import { journalRowSchema, type JournalRow } from './journal-row';
import { applyMove, moveTables } from './move-card';
import { trackWrite } from './pending-writes';
import { writeTransaction } from './tx';

let seq = 0;

/**
 * Puts the move in the journal with one IndexedDB request issued and committed before this returns, or does
 * nothing and returns null when the database is not open yet (no board is shown then, so no move is either).
 * Returns the row; the caller applies it with `applyJournaled`.
 */
export function journalMove(db: LanesDb, move: Omit<JournalRow, 'id' | 'at' | 'seq'>): JournalRow | null {
  const idb = db.isOpen() ? db.backendDB() : null;
  if (!idb) return null;
  const row: JournalRow = { id: newId(), at: Date.now(), seq: ++seq, ...move };
  const tx = idb.transaction('journal', 'readwrite');
  tx.objectStore('journal').put(row);
  // Asks for the commit now rather than when this page next runs a task: the page may not run another.
  tx.commit();
  // Until it has committed, the page asks before it is left; a failure here is the move's own to report.
  void trackWrite(
    new Promise<void>((resolve) => {
      tx.oncomplete = tx.onerror = tx.onabort = () => resolve();
    }),
  );
  return row;
}

/**
 * Applies journal row `row` in one transaction that also deletes it, unless it is gone already (another tab, or
 * this page's replay, applied it). A refused move (`not-found`, `permission-denied`, …) throws as `moveCard` does,
 * and the row is deleted on its own, so it is not tried again. `guard` false: not counted as a write in flight (the
 * journal holds it).
 */
export async function applyJournaled(db: LanesDb, row: JournalRow): Promise<void> {
  try {
    await writeTransaction(
      db,
      [...moveTables(db), db.journal],
      async (tally) => {
        if (!(await db.journal.get(row.id))) return;
        await applyMove(db, tally, row.uid, row, row.move);
        await db.journal.delete(row.id);
      },
      { guard: false },
    );
  } catch (e) {
    await db.journal.delete(row.id).catch(() => undefined);
    throw e;
  }
}

/**
 * Dexie's `ready` handler (index.ts): while it runs, every other operation on the database waits, so the page's
 * first read already has the replayed moves. `vip` is the database handle Dexie lets through meanwhile; it only
 * counts the rows. The moves are applied through another connection, `openAnother()`, from a fresh task: Dexie's
 * transactions opened inside the handler's `vip` scope lost their zone across awaits in Chromium and committed
 * half-way (PrematureCommitError, measured). Never rejects: a journal that cannot be read keeps its rows for the
 * next open rather than keeping the database shut.
 */
export async function replayOnOpen(vip: Dexie, openAnother: () => LanesDb): Promise<void> {
  try {
    if ((await vip.table('journal').count()) === 0) return;
  } catch {
    return;
  }
  await new Promise<void>((resolve) => {
    setTimeout(() => {
      const other = openAnother();
      void replayJournal(other).finally(() => {
        other.close();
        resolve();
      });
    }, 0);
  });
}

/**
 * Applies every move left in the journal of `db`, oldest first, as the person who made it (replayOnOpen). A row that no longer parses or whose move is refused now is dropped: the board
 * it was shown on is gone with the page. Never rejects; resolves with the number of moves applied.
 */
export async function replayJournal(db: LanesDb): Promise<number> {
  let applied = 0;
  try {
    const rows = await db.journal.orderBy('at').toArray();
    rows.sort((a, b) => a.at - b.at || a.seq - b.seq);
    for (const raw of rows) {
      const parsed = journalRowSchema.safeParse(raw);
      if (!parsed.success) {
        await db.journal.delete(raw.id);
        continue;
      }
      await applyJournaled(db, parsed.data).then(
        () => (applied += 1),
        () => undefined,
      );
    }
  } catch {
    // A journal that cannot be read must not keep the database from opening; its rows stay for the next open.
  }
  return applied;
}
