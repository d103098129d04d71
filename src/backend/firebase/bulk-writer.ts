/**
 * A Firestore of its own for bulk writes (a Trello import: thousands of documents), with a memory cache. Written
 * through the app's persistent cache, every batch is first stored in IndexedDB's mutation queue, and the SDK's
 * `addMutationBatch` stores the whole batch once per write in it (@firebase/firestore 4.x: a batch's cost grows
 * with the square of its size): bench/README.md has the figures. This instance is a second Firebase app, signed in
 * as the same user (Auth's `updateCurrentUser` copies the user; its persistence is memory only), and gone after
 * the import; the app's own listeners then get the documents from the server like anyone's.
 */
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, inMemoryPersistence, initializeAuth, updateCurrentUser } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  initializeFirestore,
  memoryLocalCache,
  terminate,
  type Firestore,
} from 'firebase/firestore';
import { AppError } from '../../domain/errors';
import type { FirebaseServices } from './app';
import { startAppCheck } from './app-check';
import { EMULATORS, type FirebaseConfig } from './config';

/** A Firestore for one bulk job: `close()` when the job is over (it ends the second app). */
export interface BulkWriter {
  db: Firestore;
  close(): Promise<void>;
}

let opened = 0;

/**
 * Opens a bulk writer signed in as `services`' current user. Throws `unauthenticated` when nobody is signed in;
 * rejects with Firebase's own error if the second app cannot start.
 */
export async function openBulkWriter(
  services: FirebaseServices,
  config: FirebaseConfig,
): Promise<BulkWriter> {
  const user = services.auth.currentUser;
  if (!user) throw new AppError('unauthenticated', 'Sign in first.');
  opened += 1;
  const app = initializeApp(config, `${services.app.name}-bulk-${opened}`);
  try {
    startAppCheck(app, config, services.emulated);
    const auth = initializeAuth(app, { persistence: inMemoryPersistence });
    if (services.emulated)
      connectAuthEmulator(auth, `http://${EMULATORS.host}:${EMULATORS.auth}`, { disableWarnings: true });
    await updateCurrentUser(auth, user);
    const db = initializeFirestore(app, { localCache: memoryLocalCache() });
    if (services.emulated) connectFirestoreEmulator(db, EMULATORS.host, EMULATORS.firestore);
    return {
      db,
      close: async () => {
        await terminate(db);
        await deleteApp(app);
      },
    };
  } catch (e) {
    await deleteApp(app);
    throw e;
  }
}
