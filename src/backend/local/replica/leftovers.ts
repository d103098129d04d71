/**
 * What a replica leaves behind when its session was not kept (docs/sync.md): a tab closed without signing out
 * leaves the account's boards in IndexedDB. The next start on this browser removes them — all of it, or all but
 * the changes not yet sent, which wait for that account's next sign-in (they are the person's work).
 */
import { Dexie } from 'dexie';
import { LanesDb } from '../db';
import { BOARD_TABLES } from './docs';

/**
 * Empties replica `name` of what it shows: deleted whole when nothing waits to be sent, else every table but the
 * outbox and its held documents. Resolves with what it did.
 */
export async function clearLeftover(name: string): Promise<'deleted' | 'kept-outbox'> {
  const db = new LanesDb(name);
  try {
    if ((await db.outbox.count()) === 0) {
      db.close();
      await Dexie.delete(name);
      return 'deleted';
    }
    const tables = [...BOARD_TABLES.map((t) => db.table(t)), db.syncState];
    await db.transaction('rw', tables, async () => {
      for (const table of tables) await table.clear();
    });
    return 'kept-outbox';
  } finally {
    db.close();
  }
}
