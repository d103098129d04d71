/**
 * The Firebase AuthPort against the Auth emulator (plain Node, no Java; `npm run test:auth-emulator`): the shared
 * auth contract, then what only Firebase does — its own weak-password refusal, reset e-mails, guests kept by
 * linking, account deletion with re-authentication.
 */
import { createUserWithEmailAndPassword } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeAuthContract } from '../../contract/auth.contract';
import { errorCode } from '../../contract/harness';
import type { User } from '../../ports';
import { toFirebaseAppError } from '../errors';
import type { FirebaseBackend } from '../index';
import { emulatorBackend, emulatorHarness, queuedEmails, recordingProfiles, uniqueEmail } from './harness';

describeAuthContract('firebase (Auth emulator)', () => emulatorHarness(recordingProfiles()));

describe('Firebase AuthPort beyond the contract (Auth emulator)', () => {
  let backend: FirebaseBackend;
  let profiles: ReturnType<typeof recordingProfiles>;

  beforeEach(async () => {
    profiles = recordingProfiles();
    backend = await emulatorBackend(profiles);
  });
  afterEach(async () => {
    await backend.dispose();
  });

  it('refuses a 5-character password before sending anything', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const signUp = backend.auth.signUp({ email: uniqueEmail('five'), password: '12345', displayName: 'F' });
    expect(await errorCode(signUp)).toBe('auth/weak-password');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("translates Firebase's own weak-password refusal when 5 characters reach it", async () => {
    const refused = await createUserWithEmailAndPassword(
      backend.services.auth,
      uniqueEmail('sdk'),
      '12345',
    ).then(
      () => null,
      (e: unknown) => e,
    );
    expect(refused).toMatchObject({ code: 'auth/weak-password' });
    expect(toFirebaseAppError(refused)).toMatchObject({
      code: 'auth/weak-password',
      message: "Use at least 6 characters (Firebase Authentication's rule).",
    });
  });

  it('accepts 6 characters and writes the users/{uid} profile with the lower-cased e-mail', async () => {
    const email = uniqueEmail('Six');
    const user = await backend.auth.signUp({ email, password: '123456', displayName: ' Six ' });
    expect(user).toMatchObject({ email: email.toLowerCase(), displayName: 'Six', isAnonymous: false });
    expect(profiles.calls).toEqual([
      {
        op: 'create',
        uid: user.uid,
        fields: { displayName: 'Six', photoURL: null, emailLower: email.toLowerCase() },
      },
    ]);
  });

  it('says auth/email-already-in-use and auth/invalid-credential as the emulator reports them', async () => {
    const email = uniqueEmail('dup');
    await backend.auth.signUp({ email, password: '123456', displayName: 'D' });
    await backend.auth.signOut();
    const again = backend.auth.signUp({ email, password: '1234567', displayName: 'D2' });
    expect(await errorCode(again)).toBe('auth/email-already-in-use');
    expect(await errorCode(backend.auth.signIn({ email, password: 'not-it' }))).toBe(
      'auth/invalid-credential',
    );
  });

  it('queues a password-reset e-mail, readable through the emulator REST API', async () => {
    const email = uniqueEmail('reset');
    await backend.auth.signUp({ email, password: '123456', displayName: 'R' });
    await backend.auth.signOut();
    await backend.auth.sendPasswordReset(email);
    const codes = await queuedEmails();
    const mine = codes.filter((c) => c.email === email);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ requestType: 'PASSWORD_RESET' });
    expect(mine[0]?.oobLink).toContain('mode=resetPassword');
    expect(await errorCode(backend.auth.sendPasswordReset('not-an-address'))).toBe('auth/invalid-email');
  });

  it('queues a verification e-mail for the signed-in user', async () => {
    const email = uniqueEmail('verify');
    const user = await backend.auth.signUp({ email, password: '123456', displayName: 'V' });
    expect(user.emailVerified).toBe(false);
    await backend.auth.sendEmailVerification();
    const mine = (await queuedEmails()).filter((c) => c.email === email);
    expect(mine.map((c) => c.requestType)).toEqual(['VERIFY_EMAIL']);
  });

  it('keeps the uid when a guest is linked to an e-mail and password', async () => {
    const seen: (User | null)[] = [];
    const stop = backend.auth.onUserChanged((u) => seen.push(u));
    const guest = await backend.auth.signInAsGuest();
    expect(guest).toMatchObject({ isAnonymous: true, email: null });
    const email = uniqueEmail('guest');
    const linked = await backend.auth.linkWithEmail({ email, password: '123456', displayName: 'Gus' });
    expect(linked).toMatchObject({ uid: guest.uid, isAnonymous: false, email, displayName: 'Gus' });
    await vi.waitFor(() => expect(seen.at(-1)).toMatchObject({ uid: guest.uid, isAnonymous: false }));
    stop();
    await backend.auth.signOut();
    const again = await backend.auth.signIn({ email, password: '123456' });
    expect(again.uid).toBe(guest.uid);
    expect(profiles.calls.map((c) => [c.op, c.uid])).toEqual([
      ['create', guest.uid],
      ['update', guest.uid],
    ]);
    // Linking twice is refused: the account is no guest any more.
    const twice = backend.auth.linkWithEmail({
      email: uniqueEmail('x'),
      password: '123456',
      displayName: 'X',
    });
    expect(await errorCode(twice)).toBe('unauthenticated');
  });

  it('refuses to link a guest to an e-mail that already has an account', async () => {
    const email = uniqueEmail('taken');
    await backend.auth.signUp({ email, password: '123456', displayName: 'T' });
    await backend.auth.signOut();
    await backend.auth.signInAsGuest();
    const link = backend.auth.linkWithEmail({ email, password: '123456', displayName: 'T2' });
    expect(await errorCode(link)).toBe('auth/email-already-in-use');
  });

  it('reauthenticates: a stale sign-in is refused until the password is given again; a wrong one is refused', async () => {
    const email = uniqueEmail('again');
    await backend.auth.signUp({ email, password: '123456', displayName: 'R' });
    // What ReauthDialog offers this account: its password, not Google.
    expect(backend.auth.reauthMethods?.()).toEqual(['password']);
    await backend.auth.reauthenticate();
    const later = Date.now() + 10 * 60_000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    expect(await errorCode(backend.auth.reauthenticate())).toBe('auth/requires-recent-login');
    vi.mocked(Date.now).mockRestore();
    expect(await errorCode(backend.auth.reauthenticate({ password: 'wrong-one' }))).toBe(
      'auth/invalid-credential',
    );
    await backend.auth.reauthenticate({ password: '123456' });
    expect(backend.auth.currentUser()?.email).toBe(email);
  });

  it('deletes an account: asks for a recent sign-in first, then accepts the password', async () => {
    const email = uniqueEmail('bye');
    const user = await backend.auth.signUp({ email, password: '123456', displayName: 'B' });
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 10 * 60_000);
    expect(await errorCode(backend.auth.deleteAccount())).toBe('auth/requires-recent-login');
    vi.mocked(Date.now).mockRestore();
    expect(profiles.calls.some((c) => c.op === 'remove')).toBe(false);
    expect(await errorCode(backend.auth.deleteAccount({ password: 'wrong-one' }))).toBe(
      'auth/invalid-credential',
    );
    await backend.auth.deleteAccount({ password: '123456' });
    expect(profiles.calls.at(-1)).toEqual({ op: 'remove', uid: user.uid });
    expect(backend.auth.currentUser()).toBeNull();
    expect(await errorCode(backend.auth.signIn({ email, password: '123456' }))).toBe(
      'auth/invalid-credential',
    );
  });

  it('updates the display name and tells listeners', async () => {
    await backend.auth.signUp({ email: uniqueEmail('name'), password: '123456', displayName: 'Old' });
    const seen: (User | null)[] = [];
    const stop = backend.auth.onUserChanged((u) => seen.push(u));
    const user = await backend.auth.updateProfile({ displayName: 'New' });
    expect(user.displayName).toBe('New');
    await vi.waitFor(() => expect(seen.at(-1)?.displayName).toBe('New'));
    stop();
    expect(await errorCode(backend.auth.updateProfile({ displayName: '  ' }))).toBe('invalid-argument');
  });
});
