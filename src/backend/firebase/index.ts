/**
 * The `emulator` and `firebase` backends (ARCHITECTURE.md §1): every port on its Firebase service — Authentication
 * and Cloud Firestore (boards) at start-up; Cloud Functions (calls) and the Realtime Database (presence, members)
 * on first use; Remote Config (flags), Analytics and Performance (telemetry, after consent) and Installations
 * (device) loaded when idle or on demand. Loaded with a dynamic import by ../load.ts, so a local session never
 * downloads Firebase.
 */
import type { Backend } from '../ports';
import { disposeFirebase, initFirebase, type FirebaseServices } from './app';
import { createFirebaseAuth, type FirebaseAuth } from './auth';
import { createFirebaseBoards } from './boards';
import { emulatorConfig, firebaseConfigFromEnv, type FirebaseConfig } from './config';
import { lazyFirebaseInbox } from './lazy-inbox';
import { createFirebaseDevice } from './installations';
import { createFirebasePush } from './push-port';
import { OpenCounts } from './open-counts';
import { lazyFiles } from './lazy-files';
import { lazyCalls, lazyDatabase } from './lazy-services';
import type { ProfileStore } from './profile';
import { lazyProfiles } from './lazy-profiles';
import { readUserHint, writeUserHint } from './user-hint';
import { createRemoteFlags } from './remote-config';
import { createFirebaseTelemetry } from './telemetry-port';
import { subscribeWhenLoaded } from '../load-once';
import { afterFirstPaint } from './sync/first-paint';
import { toAppError } from '../../domain/errors';
import { keptSignIn, reportedCache } from './cache-choice';
import { Replicas } from './sync/replicas';
import { clearLeftovers } from './sync/leftovers';
import { replicaName } from './sync/session';
import type { Access } from './access';

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
  /**
   * Keeps Firestore running after sign-out (tests that sign in again on the same backend). By default sign-out and
   * account deletion delete Firestore's cache and reload the page (sign-out.ts `endFirestoreSession`).
   */
  keepFirestoreOnSignOut?: boolean;
  /** Tests playing several devices of one account in one process: each backend's replica is named after it. */
  device?: string;
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
  // Firestore keeps nothing on the device: the account's replica does (docs/sync.md).
  const kept = keptSignIn();
  const services = await initFirebase({ config, emulated, name: options.appName });
  // What is not on the way to a board (the inbox, the members' names, push) takes Firestore after the first paint:
  // its SDK's load and start would hold it up (sync/first-paint.ts).
  const lateFirestore = () => afterFirstPaint().then(services.firestore);
  const profiles = options.profiles?.(services) ?? lazyProfiles(services.firestore);
  // A reload shows the account last signed in here at once (user-hint.ts); tests start from Authentication alone.
  const auth = createFirebaseAuth(
    services.auth,
    profiles,
    options.appName ? undefined : { read: readUserHint, write: writeUserHint },
  );
  const { app } = services;
  const database = lazyDatabase(app, emulated, auth.currentUser);
  const device = createFirebaseDevice(app);
  // No Cloud Messaging emulator: emulator mode has the inbox but no push key, so enabling push says unavailable.
  const vapidKey = emulated ? undefined : (import.meta.env.VITE_FIREBASE_VAPID_KEY as string | undefined);
  const push = createFirebasePush({
    app,
    firestore: lateFirestore,
    device,
    currentUser: auth.currentUser,
    vapidKey,
  });
  const flags = createRemoteFlags(app, { development: emulated || import.meta.env.DEV });
  const calls = lazyCalls(app, emulated);
  const deleteBoard = (boardId: string) => calls.deleteBoard({ boardId });
  const connection = { app, emulated, firestore: services.firestore };
  const replicas = new Replicas(connection, config.projectId, auth.currentUser, keptSignIn, options.device);
  // What a tab closed without signing out left of a session not kept goes once the sign-in is known (the account
  // signed in here, a reload of its own tab, keeps its replica).
  let cleared = false;
  const unwatchUser = auth.onUserChanged((user) => {
    if (cleared) return;
    cleared = true;
    void clearLeftovers(user ? replicaName(config.projectId, user.uid) : null);
    queueMicrotask(() => unwatchUser());
  });
  const access: Access = {
    currentUser: auth.currentUser,
    replicas,
    counts: new OpenCounts(replicas),
    deleteBoard,
    connection,
  };
  // sign-out.ts loads when needed: the initial Firebase bundle has no room to spare (npm run check:bundle).
  const session = () => import('./sign-out');
  /** The signed-in account's session on this device, for sign-out (null: tests that keep Firestore running). */
  const deviceSession = () => {
    const uid = auth.currentUser()?.uid;
    if (options.keepFirestoreOnSignOut || !uid) return null;
    return {
      firestore: services.firestoreStarted() ? services.firestore : null,
      close: () => replicas.close(),
      forget: () => replicas.forget(uid),
    };
  };
  return {
    mode,
    auth: {
      ...auth,
      async signOut() {
        const ending = deviceSession();
        await (await session()).signOutOf(push, auth.signOut, ending);
        if (!ending) replicas.close();
      },
      // A deleted account's boards must not stay on the device either.
      async deleteAccount(reauth) {
        const ending = deviceSession();
        await (await session()).deleteAccountOf(() => auth.deleteAccount(reauth), ending);
      },
    },
    boards: {
      ...createFirebaseBoards(access),
      // The mirror's module and Firestore's SDK load with the first subscription (not on the start-up path).
      watchMembers: (boardId, observer) =>
        subscribeWhenLoaded(
          lateFirestore().then(async (db) => [db, await import('./members-mirror')] as const),
          ([db, m]) => m.watchMirroredNames(db, boardId, observer),
          (cause) => observer.error(toAppError(cause)),
        ),
      watchRefused: (listener) => replicas.watchRefused(listener),
      watchUnreadable: (boardId, listener) => replicas.watchUnreadable(boardId, listener),
    },
    calls,
    presence: database.presence,
    files: lazyFiles({
      app,
      emulated,
      auth: services.auth,
      access,
      maxAttachmentMb: () => flags.get().max_attachment_mb,
      updateProfile: auth.updateProfile,
    }),
    flags,
    telemetry: createFirebaseTelemetry(app),
    device: { ...device, watchPendingWrites: (listener) => replicas.watchQueued(listener) },
    inbox: lazyFirebaseInbox(lateFirestore, auth.currentUser, push),
    offlineCache: reportedCache(kept),
    services,
    dispose: async () => {
      replicas.close();
      await disposeFirebase(options.appName);
    },
  };
}
