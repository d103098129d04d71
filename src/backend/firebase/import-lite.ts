/**
 * The client-side import's writes through `firebase/firestore/lite` (the `lite` variant of import.ts): each batch a
 * REST commit straight to the server, no local queue; the rules apply as to any client.
 */
import { doc, serverTimestamp, Timestamp, writeBatch } from 'firebase/firestore/lite';
import { writesThrough, type WriteApi } from './import-client';
import { liteOf } from './sync/cold-open-lite';
import type { ColdOpenDeps } from './sync/cold-open';

/** Batches through the app's Lite Firestore. */
export function liteWrites(deps: Pick<ColdOpenDeps, 'app' | 'emulated'>): WriteApi {
  const db = liteOf(deps);
  return writesThrough(
    () => writeBatch(db),
    (path) => doc(db, path),
    {
      serverTime: () => serverTimestamp(),
      timestamp: (ms) => Timestamp.fromMillis(ms),
    },
  );
}
