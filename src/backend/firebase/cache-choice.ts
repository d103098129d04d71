/**
 * The Firestore cache of this page load, from the "Keep me signed in" choice keep-signed-in.ts remembers (issue 15
 * item 14): persistent only after a kept sign-in.
 */
import type { LocalCacheKind } from './app';

/** The localStorage key of a kept sign-in (its own: device-storage.ts would cost the initial bundle a chunk). */
const KEPT_KEY = 'lanes.keptSignedIn';

/** The part of Web Storage this needs; tests pass a memory store. */
type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** `localStorage`, or null where it is missing or throws (Node, blocked storage: every sign-in then lasts the tab). */
function local(): Store | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** What the Backend reports as `offlineCache`: `session` is the memory cache chosen for a sign-in not kept. */
export type OfflineCache = LocalCacheKind | 'session';

/** Remembers whether the sign-in is kept (keep-signed-in.ts), for the next page load's Firestore. */
export function rememberKeptSignIn(kept: boolean, store = local()): void {
  try {
    if (kept) store?.setItem(KEPT_KEY, '1');
    else store?.removeItem(KEPT_KEY);
  } catch {
    // Storage refused (quota, blocked): the next page load starts on the memory cache, which loses nothing.
  }
}

/** Forgets a kept sign-in (sign-out): the next page load starts Firestore on the memory cache. */
export const forgetKeptSignIn = (): void => rememberKeptSignIn(false);

/**
 * The cache Firestore starts with on this page load: persistent only after a kept sign-in, and never when a build
 * forces the memory cache (`VITE_LANES_FIRESTORE_CACHE=memory`, a benchmark variant); `reported` says what the
 * Backend tells the UI once Firestore has started on `got` (memory where IndexedDB turned out unusable).
 */
export function cacheChoice(
  forcedMemory: boolean,
  store = local(),
): { ask: LocalCacheKind; reported: (got: LocalCacheKind) => OfflineCache } {
  let kept = false;
  try {
    kept = store?.getItem(KEPT_KEY) === '1';
  } catch {
    // Unreadable storage: not kept.
  }
  return {
    ask: kept && !forcedMemory ? 'persistent' : 'memory',
    reported: (got) => (kept || forcedMemory ? got : 'session'),
  };
}
