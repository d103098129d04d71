/**
 * What this page load keeps of the account on the device, from the "Keep me signed in" choice keep-signed-in.ts
 * remembers (and sign-out forgets) (issue 15 item 14). Kept small: it is in the initial Firebase bundle.
 */
import type { Auth } from 'firebase/auth';

/** The localStorage key of a kept sign-in (its own: device-storage.ts would cost the initial bundle a chunk). */
export const KEPT_KEY = 'lanes.keptSignedIn';

/**
 * What the Backend reports as `offlineCache`: `persistent` after a kept sign-in (the account's replica stays on
 * the device until sign-out), `session` otherwise (the replica is deleted at sign-out, or at the next start when
 * the tab was closed: docs/sync.md).
 */
export type OfflineCache = 'persistent' | 'session';
export const reportedCache = (kept: boolean): OfflineCache => (kept ? 'persistent' : 'session');

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
