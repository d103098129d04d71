/**
 * The one place Firebase is initialised (ARCHITECTURE.md §8): the app, App Check first, Authentication, and
 * Firestore with its memory cache — what a device keeps of its boards is the account's replica (docs/sync.md), for
 * which Firestore is the sync: the SDK's IndexedDB cache took seconds on a 5,000-card board.
 * In `emulator` mode every service is pointed at the Local Emulator Suite. Initialisation happens once per app
 * name, kept on `globalThis`, so a Vite hot reload that re-runs this module reuses what exists.
 */
import { deleteApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  initializeFirestore,
  memoryLocalCache,
  terminate,
  type Firestore,
} from 'firebase/firestore';
import { startAppCheck } from './app-check';
import { EMULATORS, type FirebaseConfig } from './config';

/** The initialised services one backend uses. */
export interface FirebaseServices {
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
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
}

const DEFAULT_APP = '[DEFAULT]';
const REGISTRY_KEY = Symbol.for('lanes.firebase.services');

type Registry = Map<string, Promise<FirebaseServices>>;

function registry(): Registry {
  const holder = globalThis as typeof globalThis & { [REGISTRY_KEY]?: Registry };
  holder[REGISTRY_KEY] ??= new Map();
  return holder[REGISTRY_KEY];
}

async function create(options: InitOptions, name: string): Promise<FirebaseServices> {
  const existing = getApps().find((app) => app.name === name);
  const app = existing ?? initializeApp(options.config, name);
  startAppCheck(app, options.config, options.emulated);
  const auth = getAuth(app);
  const db = initializeFirestore(app, { localCache: memoryLocalCache() });
  if (options.emulated) {
    connectAuthEmulator(auth, `http://${EMULATORS.host}:${EMULATORS.auth}`, { disableWarnings: true });
    connectFirestoreEmulator(db, EMULATORS.host, EMULATORS.firestore);
    // Functions, Realtime Database and Storage connect to their emulators where they are first created (later
    // issues), each with EMULATORS from config.ts.
  }
  return { app, auth, db, emulated: options.emulated };
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
