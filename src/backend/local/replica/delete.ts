/** Deleting a replica's database (sign-out, account deletion, a session not kept): IndexedDB's own delete. */
import { Dexie } from 'dexie';

/**
 * Deletes IndexedDB database `name` (and everything in it). Resolves once deleted; while another tab holds it open,
 * the browser finishes the delete when that tab lets go (Dexie waits, then resolves).
 */
export function deleteReplica(name: string): Promise<void> {
  return Dexie.delete(name);
}
