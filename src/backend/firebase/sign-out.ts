/**
 * Signing out of a Firebase backend turns push off on this device first (issue 15 item 7): the device record's
 * `pushEnabled` becomes false (the functions skip it) and the Cloud Messaging registration is deleted, so the next
 * person on this browser does not receive the previous account's notices. A no-op for an account that never turned
 * push on here (push-port.ts `disable`). Then it ends the account's session on this device (item 14): its replica
 * (docs/sync.md: every board it synced, and its outbox — the page asks first when changes are unsent) is deleted
 * with the sign-in, and the page starts afresh for the next account.
 */
import { terminate, type Firestore } from 'firebase/firestore';
import { paths } from '../../config/paths';
import type { PushPort } from '../ports';
import { recordPushRecipient } from '../push-recipient';
import { forgetKeptSignIn } from './keep-signed-in';

/** How long the sign-out waits for push to be turned off (ms): offline, the device write is never acknowledged. */
export const PUSH_OFF_WAIT_MS = 3_000;

/**
 * How long the sign-out waits for the account's replica (an IndexedDB database) to be deleted (ms): another tab of
 * Lanes holding it open blocks the deletion, which the browser then finishes once that tab lets go.
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
  /** Stops the replica's syncs and Firestore's `terminate`: the instance every adapter holds stops for good. */
  terminate(): Promise<void>;
  /** Deletes the account's replica (its IndexedDB database: boards, outbox). */
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
    await within(() => steps.clear(), waitMs, "delete the account's boards from this device");
  steps.reload();
}

/** What ending a session on this device acts on: the app's Firestore and the account's replica. */
export interface DeviceSession {
  db: Firestore;
  /** Stops the replica's syncs (closing its database). */
  close(): void;
  /** Deletes the signed-out account's replica. */
  forget(): Promise<void>;
}

/**
 * `endFirestoreSession` for `session`; the fresh page starts `here` (the same address: an invite's page stays one
 * after signing out) or on the sign-in page (the account was deleted).
 */
export async function endSessionOf(session: DeviceSession, next: 'here' | 'signIn'): Promise<void> {
  // The service worker shows no push from now on (issue 15 item 7), until the next account is signed in.
  await recordPushRecipient(null);
  await endFirestoreSession({
    forget: forgetKeptSignIn,
    terminate: async () => {
      session.close();
      await terminate(session.db);
    },
    clear: () => session.forget(),
    reload: () => (next === 'here' ? location.reload() : location.replace(paths.signIn.href())),
  });
}

/**
 * The Firebase backend's sign-out: push off, `signOut`, then `endSessionOf(session, 'here')`, which reloads the
 * page; `session` null keeps Firestore running (tests that sign in again on the same backend), the replica is then
 * only closed.
 */
export async function signOutOf(
  push: Pick<PushPort, 'disable'>,
  signOut: () => Promise<void>,
  session: DeviceSession | null,
): Promise<void> {
  await signOutWithPushOff(push, signOut);
  if (session) await endSessionOf(session, 'here');
}

/** Deletes the account (`deleteAccount`), then ends its session on the sign-in page unless `session` is null. */
export async function deleteAccountOf(
  deleteAccount: () => Promise<void>,
  session: DeviceSession | null,
): Promise<void> {
  await deleteAccount();
  if (session) await endSessionOf(session, 'signIn');
}
