/**
 * "Keep me signed in" decides two things that must agree (issue 15 item 14): where Firebase Authentication keeps
 * the sign-in, and whether Firestore keeps board data on this device. A kept sign-in persists both in IndexedDB;
 * a sign-in for this tab's session only gets Firestore's memory cache, so nothing of the account's boards is
 * written to the device. The choice is remembered in localStorage because Firestore's cache is fixed when Firestore
 * starts, before Authentication knows who is signed in: it takes effect from the next page load, and sign-out
 * (sign-out.ts) clears it with the cache.
 */
import {
  browserLocalPersistence,
  browserSessionPersistence,
  indexedDBLocalPersistence,
  setPersistence,
  type Auth,
  type Persistence,
} from 'firebase/auth';
import { DEVICE_KEYS, deviceStorage, readKey, writeKey, type KeyValueStore } from '../device-storage';
import type { LocalCacheKind } from './app';

/** What the Backend reports as `offlineCache`: `session` is the memory cache chosen for a sign-in not kept. */
export type OfflineCache = LocalCacheKind | 'session';

/** True when the browser lets us use `kind` (false in Node, and where storage is blocked). */
function works(kind: 'indexedDB' | 'localStorage' | 'sessionStorage'): boolean {
  try {
    return typeof globalThis[kind] === 'object' && globalThis[kind] !== null;
  } catch {
    return false;
  }
}

/**
 * "Remember me" as a Firebase persistence: IndexedDB across restarts (localStorage where IndexedDB is blocked), or
 * this tab's session only. Null where the platform has no such storage (Node): Firebase keeps its default there.
 */
function persistenceFor(remember: boolean): Persistence | null {
  if (remember) {
    if (works('indexedDB')) return indexedDBLocalPersistence;
    return works('localStorage') ? browserLocalPersistence : null;
  }
  return works('sessionStorage') ? browserSessionPersistence : null;
}

/**
 * Sets Authentication's persistence for the sign-in about to happen and remembers the choice for Firestore's next
 * start. Rejects with Firebase's own error when the persistence cannot be set.
 */
export async function keepSignedIn(auth: Auth, remember: boolean, store = deviceStorage()): Promise<void> {
  const persistence = persistenceFor(remember);
  if (persistence) await setPersistence(auth, persistence);
  writeKey(store, DEVICE_KEYS.keptSignedIn, remember ? '1' : null);
}

/** Forgets a kept sign-in (sign-out): the next page load starts Firestore on the memory cache. */
export function forgetKeptSignIn(store = deviceStorage()): void {
  writeKey(store, DEVICE_KEYS.keptSignedIn, null);
}

/**
 * The cache Firestore starts with on this page load: persistent only after a kept sign-in, and never when a build
 * forces the memory cache (`VITE_LANES_FIRESTORE_CACHE=memory`, a benchmark variant); `reported` says what the
 * Backend tells the UI once Firestore has started on `got` (memory where IndexedDB turned out unusable).
 */
export function cacheChoice(
  forcedMemory: boolean,
  store: KeyValueStore = deviceStorage(),
): { ask: LocalCacheKind; reported: (got: LocalCacheKind) => OfflineCache } {
  const kept = readKey(store, DEVICE_KEYS.keptSignedIn) === '1';
  return {
    ask: kept && !forcedMemory ? 'persistent' : 'memory',
    reported: (got) => (kept || forcedMemory ? got : 'session'),
  };
}
