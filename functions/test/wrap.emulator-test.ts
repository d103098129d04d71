/**
 * The callables' shared wrapper (functions/src/wrap.ts) as plain functions: no emulator needed, it runs with
 * functions/' other tests in `npm run test:firebase`.
 */
import { describe, expect, it } from 'vitest';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { RECENT_SIGN_IN_MS, requireRecentSignIn } from '../../src/domain/calls/access';
import { callableOptions, contextOf } from '../src/wrap';

describe('callableOptions', () => {
  // Issue 15 item 5: the one App Check enforcement this repository can check; the console's (Firestore, Storage,
  // Realtime Database, Authentication) is README step 7.
  it('enforces App Check everywhere but under the Functions emulator', () => {
    expect(callableOptions({}).enforceAppCheck).toBe(true);
    expect(callableOptions({ FUNCTIONS_EMULATOR: 'false' }).enforceAppCheck).toBe(true);
    expect(callableOptions({ FUNCTIONS_EMULATOR: 'true' }).enforceAppCheck).toBe(false);
  });
});

describe('contextOf', () => {
  const NOW = 1_800_000_000_000;
  /** A request whose verified ID token says the user signed in `ago` ms before NOW. */
  const signedIn = (ago: number | null) =>
    ({
      auth: {
        uid: 'u1',
        token: {
          email: 'u1@example.com',
          email_verified: true,
          ...(ago === null ? {} : { auth_time: (NOW - ago) / 1000 }),
        },
      },
    }) as unknown as Pick<CallableRequest, 'auth'>;

  // Issue 15 item 13: the handlers' recent-sign-in rule sees the token's auth_time (seconds), not the token's age.
  it('carries the ID token’s auth_time as ms, so a stale sign-in is refused and a fresh one passes', () => {
    expect(contextOf(signedIn(60_000), NOW).authTime).toBe(NOW - 60_000);
    expect(() => requireRecentSignIn(contextOf(signedIn(60_000), NOW))).not.toThrow();
    expect(() => requireRecentSignIn(contextOf(signedIn(RECENT_SIGN_IN_MS + 1_000), NOW))).toThrow(
      expect.objectContaining({ code: 'auth/requires-recent-login' }),
    );
    expect(() => requireRecentSignIn(contextOf(signedIn(null), NOW))).toThrow(
      expect.objectContaining({ code: 'auth/requires-recent-login' }),
    );
  });
});
