/**
 * "Keep me signed in" decides two things that must agree (issue 15 item 14): where Firebase Authentication keeps
 * the sign-in, and whether Firestore keeps board data on this device. A kept sign-in persists both in IndexedDB;
 * a sign-in for this tab's session only gets Firestore's memory cache, so nothing of the account's boards is
 * written to the device. The choice is remembered in localStorage because Firestore's cache is fixed when Firestore
 * starts, before Authentication knows who is signed in: it takes effect from the next page load, and sign-out
 * (sign-out.ts) clears it with the cache. Loaded at sign-in (the initial Firebase bundle has no room to spare); what
 * Firestore's start reads is in cache-choice.ts.
 */
import {
  browserLocalPersistence,
  browserSessionPersistence,
  indexedDBLocalPersistence,
  setPersistence,
  type Auth,
  type Persistence,
} from 'firebase/auth';
import { KEPT_KEY } from './cache-choice';

/** The part of Web Storage remembering needs; tests pass a memory store. */
type Store = Pick<Storage, 'setItem' | 'removeItem'>;

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
export async function keepSignedIn(auth: Auth, remember: boolean, store?: Store): Promise<void> {
  const persistence = persistenceFor(remember);
  if (persistence) await setPersistence(auth, persistence);
  rememberKeptSignIn(remember, store);
}

/** Remembers whether the sign-in is kept, for the next page load's Firestore (cache-choice.ts reads it). */
export function rememberKeptSignIn(kept: boolean, store?: Store): void {
  try {
    const target = store ?? localStorage;
    if (kept) target.setItem(KEPT_KEY, '1');
    else target.removeItem(KEPT_KEY);
  } catch {
    // No storage, or it refused (Node, quota, blocked): the next page load starts on the memory cache.
  }
}

/** Forgets a kept sign-in (sign-out): the next page load starts Firestore on the memory cache. */
export const forgetKeptSignIn = (): void => rememberKeptSignIn(false);
