/**
 * The one place Firebase is initialised (ARCHITECTURE.md §8): the app, App Check first, Authentication, and
 * Firestore with its persistent multi-tab cache (for a sign-in kept across restarts: keep-signed-in.ts) or its
 * memory cache, which is also the fallback where IndexedDB is unavailable.
 * In `emulator` mode every service is pointed at the Local Emulator Suite. Initialisation happens once per app
 * name, kept on `globalThis`, so a Vite hot reload that re-runs this module reuses what exists.
 */
import { deleteApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  initializeFirestore,
  memoryLocalCache,
  persistentLocalCache,
  persistentMultipleTabManager,
  terminate,
  type Firestore,
} from 'firebase/firestore';
import { startAppCheck } from './app-check';
import { EMULATORS, type FirebaseConfig } from './config';

/** Where Firestore keeps data for offline use: IndexedDB (survives reloads) or memory (lost on reload). */
export type LocalCacheKind = 'persistent' | 'memory';

/** The initialised services one backend uses. */
export interface FirebaseServices {
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
  /** Which cache Firestore got: 'memory' when IndexedDB could not be opened (private windows, some WebViews). */
  localCache: LocalCacheKind;
  /** True in `emulator` mode. */
  emulated: boolean;
}

/** What `initFirebase` needs. */
export interface InitOptions {
  config: FirebaseConfig;
  /** Connects every service to the emulators of firebase.json. */
  emulated: boolean;
  /** The Firebase app name; default `[DEFAULT]`. Tests give each harness its own, for a fresh cache. */
  name?: string;
  /** `memory` asks for the memory cache even where IndexedDB works (a variant the benchmarks measure). */
  cache?: LocalCacheKind;
}

const DEFAULT_APP = '[DEFAULT]';
const REGISTRY_KEY = Symbol.for('lanes.firebase.services');

type Registry = Map<string, Promise<FirebaseServices>>;

function registry(): Registry {
  const holder = globalThis as typeof globalThis & { [REGISTRY_KEY]?: Registry };
  holder[REGISTRY_KEY] ??= new Map();
  return holder[REGISTRY_KEY];
}

/** True when this browser lets us open an IndexedDB database (false in Node, and in some private windows). */
export async function indexedDbUsable(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  const probe = 'lanes-indexeddb-probe';
  return new Promise<boolean>((resolve) => {
    try {
      const request = indexedDB.open(probe);
      request.onsuccess = () => {
        request.result.close();
        indexedDB.deleteDatabase(probe);
        resolve(true);
      };
      request.onerror = () => resolve(false);
      request.onblocked = () => resolve(false);
    } catch {
      resolve(false);
    }
  });
}

async function create(options: InitOptions, name: string): Promise<FirebaseServices> {
  const existing = getApps().find((app) => app.name === name);
  const app = existing ?? initializeApp(options.config, name);
  startAppCheck(app, options.config, options.emulated);
  const auth = getAuth(app);
  const localCache: LocalCacheKind =
    options.cache !== 'memory' && (await indexedDbUsable()) ? 'persistent' : 'memory';
  const db = initializeFirestore(app, {
    localCache:
      localCache === 'persistent'
        ? persistentLocalCache({ tabManager: persistentMultipleTabManager() })
        : memoryLocalCache(),
  });
  if (options.emulated) {
    connectAuthEmulator(auth, `http://${EMULATORS.host}:${EMULATORS.auth}`, { disableWarnings: true });
    connectFirestoreEmulator(db, EMULATORS.host, EMULATORS.firestore);
    // Functions, Realtime Database and Storage connect to their emulators where they are first created (later
    // issues), each with EMULATORS from config.ts.
  }
  return { app, auth, db, localCache, emulated: options.emulated };
}

/**
 * The services for `options.name`, initialised on the first call and shared by every later one (hot reloads
 * included). Rejects with Firebase's own error if the configuration is unusable.
 */
export function initFirebase(options: InitOptions): Promise<FirebaseServices> {
  const name = options.name ?? DEFAULT_APP;
  const known = registry().get(name);
  if (known) return known;
  const services = create(options, name);
  registry().set(name, services);
  services.catch(() => registry().delete(name));
  return services;
}

/** Stops Firestore and deletes the app `name` (tests, between harnesses). Safe to call for an unknown name. */
export async function disposeFirebase(name: string = DEFAULT_APP): Promise<void> {
  const services = registry().get(name);
  registry().delete(name);
  if (!services) return;
  const { app, db } = await services;
  await terminate(db);
  await deleteApp(app);
}
