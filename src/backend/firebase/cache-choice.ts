/**
 * The Firestore cache of this page load, from the "Keep me signed in" choice keep-signed-in.ts remembers (and
 * sign-out forgets) (issue 15 item 14): persistent only after a kept sign-in. Kept small: it is in the initial
 * Firebase bundle, which has no room to spare.
 */
import type { Auth } from 'firebase/auth';
import type { LocalCacheKind } from './app';

/** The localStorage key of a kept sign-in (its own: device-storage.ts would cost the initial bundle a chunk). */
export const KEPT_KEY = 'lanes.keptSignedIn';

/** What the Backend reports as `offlineCache`: `session` is the memory cache chosen for a sign-in not kept. */
export type OfflineCache = LocalCacheKind | 'session';

/**
 * The cache Firestore starts with on this page load, and what the Backend reports once Firestore has started on
 * `got` (memory where IndexedDB turned out unusable): persistent only after a kept sign-in (`kept`), and never when
 * a build forces the memory cache (`forcedMemory`: `VITE_LANES_FIRESTORE_CACHE=memory`, a benchmark variant).
 */
export const askCache = (kept: boolean, forcedMemory: boolean): LocalCacheKind =>
  kept && !forcedMemory ? 'persistent' : 'memory';
export const reportedCache = (kept: boolean, forcedMemory: boolean, got: LocalCacheKind): OfflineCache =>
  kept || forcedMemory ? got : 'session';

/**
 * Whether the last sign-in on this browser was kept. `store` defaults to localStorage; where that is missing or
 * throws (Node, blocked storage), nothing is kept.
 */
export function keptSignIn(store?: Pick<Storage, 'getItem'>): boolean {
  try {
    return (store ?? localStorage).getItem(KEPT_KEY) === '1';
  } catch {
    return false;
  }
}

/** keep-signed-in.ts `keepSignedIn`, loaded when a sign-in needs it. */
export const keepSignedInLazily = async (auth: Auth, remember: boolean): Promise<void> =>
  (await import('./keep-signed-in')).keepSignedIn(auth, remember);
