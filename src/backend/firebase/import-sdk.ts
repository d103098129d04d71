/** The client-side import's writes through the app's own Firestore (the `sdk` variant of import.ts). */
import { doc, serverTimestamp, Timestamp, writeBatch, type Firestore } from 'firebase/firestore';
import type { ClientBatch, WriteApi } from './import-client';
import type { FirestoreValues } from './import-plan';

/** The full SDK's time values. */
export const FULL_SDK: FirestoreValues = {
  serverTime: () => serverTimestamp(),
  timestamp: (ms) => Timestamp.fromMillis(ms),
};

/** Batches through `db`. */
export function sdkWrites(db: Firestore): WriteApi {
  return {
    ...FULL_SDK,
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
