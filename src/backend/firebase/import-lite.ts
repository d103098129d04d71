/**
 * The client-side import's writes through `firebase/firestore/lite` (the `lite` variant of import.ts): each batch a
 * REST commit straight to the server, no local queue; the rules apply as to any client.
 */
import { doc, serverTimestamp, Timestamp, writeBatch } from 'firebase/firestore/lite';
import type { ClientBatch, WriteApi } from './import-client';
import { liteOf } from './sync/cold-open-lite';
import type { ColdOpenDeps } from './sync/cold-open';

/** Batches through the app's Lite Firestore. */
export function liteWrites(deps: ColdOpenDeps): WriteApi {
  const db = liteOf(deps);
  return {
    serverTime: () => serverTimestamp(),
    timestamp: (ms) => Timestamp.fromMillis(ms),
    batch(): ClientBatch {
      const batch = writeBatch(db);
      return {
        set: (path, data) => void batch.set(doc(db, path), data),
        update: (path, data) => void batch.update(doc(db, path), data),
        delete: (path) => void batch.delete(doc(db, path)),
        commit: () => batch.commit(),
      };
    },
  };
}
