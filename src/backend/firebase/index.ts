/**
 * The `emulator` and `firebase` backends (ARCHITECTURE.md §1): Firebase Authentication and Cloud Firestore behind
 * the ports. Loaded with a dynamic import by ../load.ts, so a local session never downloads Firebase.
 */
import type { Backend } from '../ports';
import { disposeFirebase, initFirebase, type FirebaseServices } from './app';
import { createFirebaseAuth, type FirebaseAuth } from './auth';
import { createFirebaseBoards } from './boards';
import { emulatorConfig, firebaseConfigFromEnv, type FirebaseConfig } from './config';
import { firestoreProfiles, type ProfileStore } from './profile';

export { writeCounter } from './writes';
export { disposeFirebase } from './app';
export type { FirebaseServices } from './app';

/** Knobs for tests; the app passes only the mode. */
export interface FirebaseBackendOptions {
  /** Default: `emulatorConfig()` in `emulator` mode, `VITE_FIREBASE_*` from `import.meta.env` in `firebase` mode. */
  config?: FirebaseConfig;
  /** Firebase app name; tests give each harness its own (fresh cache, own signed-in user). */
  appName?: string;
  /** Where profiles go; default `users/{uid}` in Firestore. The auth tests, with no Firestore emulator, pass a fake. */
  profiles?: (services: FirebaseServices) => ProfileStore;
}

/** A Firebase Backend and the services behind it (for tests and later issues' ports). */
export interface FirebaseBackend extends Backend {
  auth: FirebaseAuth;
  services: FirebaseServices;
  /** Stops Firestore and deletes the app (tests). */
  dispose(): Promise<void>;
}

/**
 * Builds the Backend for `mode`. Throws `unavailable` when `firebase` mode lacks a `VITE_FIREBASE_*` value (the
 * message names it); rejects with Firebase's own error if initialisation fails.
 */
export async function createFirebaseBackend(
  mode: 'emulator' | 'firebase',
  options: FirebaseBackendOptions = {},
): Promise<FirebaseBackend> {
  const emulated = mode === 'emulator';
  const config = options.config ?? (emulated ? emulatorConfig() : firebaseConfigFromEnv(import.meta.env));
  const services = await initFirebase({ config, emulated, name: options.appName });
  const profiles = options.profiles?.(services) ?? firestoreProfiles(services.db);
  const auth = createFirebaseAuth(services.auth, profiles);
  return {
    mode,
    auth,
    boards: createFirebaseBoards(services.db, auth.currentUser),
    offlineCache: services.localCache,
    services,
    dispose: () => disposeFirebase(options.appName),
  };
}
