/**
 * Signing out of a Firebase backend turns push off on this device first (issue 15 item 7): the device record's
 * `pushEnabled` becomes false (the functions skip it) and the Cloud Messaging registration is deleted, so the next
 * person on this browser does not receive the previous account's notices. A no-op for an account that never turned
 * push on here (push-port.ts `disable`). Then it ends Firestore's session (item 14): the cache on this device,
 * persistent or in memory, is deleted with the sign-in, and the page starts afresh for the next account.
 */
import { clearIndexedDbPersistence, terminate, type Firestore } from 'firebase/firestore';
import { paths } from '../../config/paths';
import type { PushPort } from '../ports';
import { recordPushRecipient } from '../push-recipient';
import { forgetKeptSignIn } from './keep-signed-in';

/** How long the sign-out waits for push to be turned off (ms): offline, the device write is never acknowledged. */
export const PUSH_OFF_WAIT_MS = 3_000;

/**
 * How long the sign-out waits for Firestore's IndexedDB cache to be deleted (ms): another tab of Lanes holding it
 * open blocks the deletion, which the browser then finishes once that tab lets go.
 */
export const CACHE_CLEAR_WAIT_MS = 3_000;

/** Resolves true once `work` has, false when `waitMs` passed first or it failed (logged with `what`). */
async function within(work: () => Promise<unknown>, waitMs: number, what: string): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), waitMs);
  });
  try {
    const outcome = await Promise.race([work().then(() => 'done' as const), waited]);
    if (outcome === 'late') console.warn(`Lanes: ${what} not done within ${waitMs} ms; signing out anyway`);
    return outcome === 'done';
  } catch (e) {
    console.warn(`Lanes: could not ${what} before signing out`, e);
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs `push.disable()`, then `signOut()`. A failure or a wait past `waitMs` of the first is logged and does not
 * hold the sign-out back (the registration is then deleted by the next sign-in's `disable`, or its token expires).
 * Rejects only with `signOut`'s own error.
 */
export async function signOutWithPushOff(
  push: Pick<PushPort, 'disable'>,
  signOut: () => Promise<void>,
  waitMs = PUSH_OFF_WAIT_MS,
): Promise<void> {
  await within(() => push.disable(), waitMs, 'turn push off');
  await signOut();
}

/** The steps that end Firestore's session on this page, in the order `endFirestoreSession` runs them. */
export interface FirestoreSessionSteps {
  /** Forgets "keep me signed in" (keep-signed-in.ts), so the next page load starts on the memory cache. */
  forget(): void;
  /** Firestore's `terminate`: the instance every adapter holds stops for good (only clearing may follow). */
  terminate(): Promise<void>;
  /** Firestore's `clearIndexedDbPersistence`: deletes the cache's IndexedDB database (needs a terminated instance). */
  clear(): Promise<void>;
  /** Starts the page afresh, with a new Firestore instance for whoever signs in next. */
  reload(): void;
}

/**
 * After the sign-out: forget, terminate, clear, reload. The instance the adapters hold is unusable after
 * `terminate`, so the page always reloads, even when a step fails or the clearing waits past `waitMs` (logged).
 */
export async function endFirestoreSession(
  steps: FirestoreSessionSteps,
  waitMs = CACHE_CLEAR_WAIT_MS,
): Promise<void> {
  steps.forget();
  if (await within(() => steps.terminate(), waitMs, 'stop Firestore'))
    await within(() => steps.clear(), waitMs, "delete Firestore's cache");
  steps.reload();
}

/**
 * `endFirestoreSession` for the app's Firestore `db`; the fresh page starts `here` (the same address: an invite's
 * page stays one after signing out) or on the sign-in page (the account was deleted).
 */
export async function endSessionOf(db: Firestore, next: 'here' | 'signIn'): Promise<void> {
  // The service worker shows no push from now on (issue 15 item 7), until the next account is signed in.
  await recordPushRecipient(null);
  await endFirestoreSession({
    forget: forgetKeptSignIn,
    terminate: () => terminate(db),
    clear: () => clearIndexedDbPersistence(db),
    reload: () => (next === 'here' ? location.reload() : location.replace(paths.signIn.href())),
  });
}

/**
 * The Firebase backend's sign-out: push off, `signOut`, then `endSessionOf(db, 'here')`, which reloads the page;
 * `db` null keeps Firestore running (tests that sign in again on the same backend).
 */
export async function signOutOf(
  push: Pick<PushPort, 'disable'>,
  signOut: () => Promise<void>,
  db: Firestore | null,
): Promise<void> {
  await signOutWithPushOff(push, signOut);
  if (db) await endSessionOf(db, 'here');
}

/** Deletes the account (`deleteAccount`), then ends Firestore's session on the sign-in page unless `db` is null. */
export async function deleteAccountOf(
  deleteAccount: () => Promise<void>,
  db: Firestore | null,
): Promise<void> {
  await deleteAccount();
  if (db) await endSessionOf(db, 'signIn');
}
