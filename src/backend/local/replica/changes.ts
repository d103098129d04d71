/**
 * Calls back when a table of a database changes, in this tab or another (Dexie's `storagemutated`, which Dexie also
 * carries between tabs): how the outbox pump learns of a new change and the page of a refused one.
 */
import { Dexie, type ObservabilitySet } from 'dexie';
import type { LanesDb } from '../db';

/** Calls `listener` after each committed change of `db`'s table `table`; returns the unsubscribe. */
export function onTableChange(db: LanesDb, table: string, listener: () => void): () => void {
  const part = `idb://${db.name}/${table}/`;
  const handler = (parts: ObservabilitySet) => {
    if (parts.all || parts[part]) listener();
  };
  Dexie.on.storagemutated.subscribe(handler);
  return () => Dexie.on.storagemutated.unsubscribe(handler);
}
