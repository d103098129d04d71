/**
 * The one place Firebase is initialised (ARCHITECTURE.md §8): the app, App Check first, Authentication, and — on
 * first use, after start-up — Firestore with its memory cache: what a device keeps of its boards is the account's
 * replica (docs/sync.md), which paints a board before Firestore's SDK has even loaded; Firestore is its sync.
 * In `emulator` mode every service is pointed at the Local Emulator Suite. Initialisation happens once per app
 * name, kept on `globalThis`, so a Vite hot reload that re-runs this module reuses what exists.
 */
import { deleteApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { AppError } from '../../domain/errors';
import { loadOnce } from '../load-once';
import { startAppCheck } from './app-check';
import { EMULATORS, type FirebaseConfig } from './config';

/** The initialised services one backend uses. */
export interface FirebaseServices {
  app: FirebaseApp;
  auth: Auth;
  /** The app's Firestore, created at the first call (its SDK is a chunk of its own). Rejects when it cannot load. */
  firestore(): Promise<Firestore>;
  /** Whether `firestore()` was called (sign-out and disposal stop only what started). */
  firestoreStarted(): boolean;
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
/** Apps whose services were disposed (their Firestore terminated). */
const disposed = new WeakSet<FirebaseApp>();
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
  if (options.emulated) {
    connectAuthEmulator(auth, `http://${EMULATORS.host}:${EMULATORS.auth}`, { disableWarnings: true });
    // Firestore, Functions, Realtime Database and Storage connect to their emulators where they are first created,
    // each with EMULATORS from config.ts.
  }
  let started = false;
  const load = loadOnce(async () => {
    started = true;
    return (await import('./firestore-instance')).createFirestore(app, options.emulated);
  }, 'Lanes could not load what it needs to reach Firestore: check the connection.');
  // After disposal the instance is terminated: a late caller (a start deferred past the first paint) is told so,
  // instead of being handed a Firestore whose every call throws.
  const firestore = () =>
    disposed.has(app)
      ? Promise.reject(new AppError('unavailable', 'Firebase was stopped on this page.'))
      : load();
  return { app, auth, firestore, firestoreStarted: () => started, emulated: options.emulated };
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
  const { app, firestore, firestoreStarted } = await services;
  const db = firestoreStarted() ? firestore() : null;
  disposed.add(app);
  if (db) {
    const { terminate } = await import('./firestore-instance');
    await terminate(await db);
  }
  await deleteApp(app);
}
