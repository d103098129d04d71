/** The AuthPort contract: Firebase Authentication's rules on passwords and credentials, in every adapter. */
import { describe, expect, it, vi } from 'vitest';
import type { User } from '../ports';
import { CONTRACT_PASSWORD, errorCode, useHarness, type MakeHarness } from './harness';

let n = 0;
const uniqueEmail = (name: string) => `${name}-${Date.now()}-${++n}@example.test`;

/** Defines the auth contract tests for adapter `name`; `make` builds a fresh harness before each test. */
export function describeAuthContract(name: string, make: MakeHarness): void {
  describe(`AuthPort contract: ${name}`, () => {
    const harness = useHarness(make);

    it('refuses a 5-character password with auth/weak-password and accepts 6', async () => {
      const { auth } = harness().backend;
      const email = uniqueEmail('weak');
      await expect(auth.signUp({ email, password: '12345', displayName: 'Weak' })).rejects.toMatchObject({
        code: 'auth/weak-password',
        message: "Use at least 6 characters (Firebase Authentication's rule).",
      });
      const user = await auth.signUp({ email, password: '123456', displayName: 'Weak' });
      expect(user).toMatchObject({ email, displayName: 'Weak', isAnonymous: false });
    });

    it('refuses a malformed e-mail address with auth/invalid-email', async () => {
      const { auth } = harness().backend;
      expect(await errorCode(auth.signUp({ email: 'nope', password: '123456', displayName: 'X' }))).toBe(
        'auth/invalid-email',
      );
    });

    it('refuses a second account for the same e-mail, whatever its case', async () => {
      const { auth } = harness().backend;
      const email = uniqueEmail('dup');
      await auth.signUp({ email, password: CONTRACT_PASSWORD, displayName: 'First' });
      await auth.signOut();
      const again = auth.signUp({ email: email.toUpperCase(), password: '654321', displayName: 'Second' });
      expect(await errorCode(again)).toBe('auth/email-already-in-use');
    });

    it('signs in with the right password; a wrong one or an unknown e-mail is auth/invalid-credential', async () => {
      const { auth } = harness().backend;
      const email = uniqueEmail('signin');
      const made = await auth.signUp({ email, password: CONTRACT_PASSWORD, displayName: 'Sig' });
      await auth.signOut();
      const wrong = await auth.signIn({ email, password: 'wrong-password' }).catch((e: unknown) => e);
      const unknown = await auth
        .signIn({ email: uniqueEmail('nobody'), password: CONTRACT_PASSWORD })
        .catch((e: unknown) => e);
      expect(wrong).toMatchObject({ code: 'auth/invalid-credential' });
      expect(unknown).toMatchObject({ code: 'auth/invalid-credential' });
      // The same message for both, so the form does not tell who has an account.
      expect((unknown as Error).message).toBe((wrong as Error).message);
      const user = await auth.signIn({ email, password: CONTRACT_PASSWORD });
      expect(user.uid).toBe(made.uid);
    });

    it('tells onUserChanged listeners the current user, then every sign-in and sign-out', async () => {
      const { auth } = harness().backend;
      const seen: (User | null)[] = [];
      const unsubscribe = auth.onUserChanged((user) => seen.push(user));
      // Adapters may call the listener at once or a little later (Firebase waits for its persistence).
      await vi.waitFor(() => expect(seen).toEqual([null]));
      const user = await auth.signUp({ email: uniqueEmail('l'), password: '123456', displayName: 'L' });
      await vi.waitFor(() => expect(seen.at(-1)?.uid).toBe(user.uid));
      await auth.signOut();
      await vi.waitFor(() => expect(seen.at(-1)).toBeNull());
      unsubscribe();
      await auth.signIn({ email: user.email ?? '', password: '123456' });
      expect(seen.map((u) => u?.uid ?? null)).toEqual([null, user.uid, null]);
    });
  });
}
