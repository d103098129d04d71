/**
 * Cloud Firestore for one app, with its memory cache (what a device keeps is the account's replica, docs/sync.md):
 * loaded after start-up, so the 129 KB (gzip) SDK is never on the path to the first page, which the replica paints.
 */
import type { FirebaseApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  initializeFirestore,
  memoryLocalCache,
  terminate,
  type Firestore,
} from 'firebase/firestore';
import { EMULATORS } from './config';

/** `app`'s Firestore, pointed at the emulator when `emulated`. */
export function createFirestore(app: FirebaseApp, emulated: boolean): Firestore {
  const db = initializeFirestore(app, { localCache: memoryLocalCache() });
  if (emulated) connectFirestoreEmulator(db, EMULATORS.host, EMULATORS.firestore);
  return db;
}

export { terminate };
