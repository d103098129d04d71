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
 * The cache Firestore starts with on this page load: persistent only after a kept sign-in, and never when a build
 * forces the memory cache (`VITE_LANES_FIRESTORE_CACHE=memory`, a benchmark variant); `reported` says what the
 * Backend tells the UI once Firestore has started on `got` (memory where IndexedDB turned out unusable). `store`
 * defaults to localStorage; where that is missing or throws (Node, blocked storage), nothing is kept.
 */
export function cacheChoice(
  forcedMemory: boolean,
  store?: Pick<Storage, 'getItem'>,
): { ask: LocalCacheKind; reported: (got: LocalCacheKind) => OfflineCache } {
  let kept = false;
  try {
    kept = (store ?? localStorage).getItem(KEPT_KEY) === '1';
  } catch {
    // No storage: not kept.
  }
  return {
    ask: kept && !forcedMemory ? 'persistent' : 'memory',
    reported: (got) => (kept || forcedMemory ? got : 'session'),
  };
}

/** keep-signed-in.ts `keepSignedIn`, loaded when a sign-in needs it. */
export const keepSignedInLazily = async (auth: Auth, remember: boolean): Promise<void> =>
  (await import('./keep-signed-in')).keepSignedIn(auth, remember);
