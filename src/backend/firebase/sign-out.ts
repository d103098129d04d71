/**
 * Signing out of a Firebase backend turns push off on this device first (issue 15 item 7): the device record's
 * `pushEnabled` becomes false (the functions skip it) and the Cloud Messaging registration is deleted, so the next
 * person on this browser does not receive the previous account's notices. A no-op for an account that never turned
 * push on here (push-port.ts `disable`).
 */
import type { PushPort } from '../ports';

/** How long the sign-out waits for push to be turned off (ms): offline, the device write is never acknowledged. */
export const PUSH_OFF_WAIT_MS = 3_000;

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
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), waitMs);
  });
  try {
    const outcome = await Promise.race([push.disable().then(() => 'off' as const), waited]);
    if (outcome === 'late')
      console.warn(`Lanes: push not turned off within ${waitMs} ms; signing out anyway`);
  } catch (e) {
    console.warn('Lanes: could not turn push off before signing out', e);
  } finally {
    clearTimeout(timer);
  }
  await signOut();
}
