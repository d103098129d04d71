/** The client-side import's writes through the app's own Firestore (the `sdk` variant of import.ts). */
import { doc, serverTimestamp, Timestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { writesThrough, type WriteApi } from './import-client';
import type { FirestoreValues } from './import-plan';

/** The full SDK's time values. */
export const FULL_SDK: FirestoreValues = {
  serverTime: () => serverTimestamp(),
  timestamp: (ms) => Timestamp.fromMillis(ms),
};

/** Batches through `db`. */
export function sdkWrites(db: Firestore): WriteApi {
  return writesThrough(
    () => writeBatch(db),
    (path) => doc(db, path),
    FULL_SDK,
  );
}
