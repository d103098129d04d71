// Local-only auth behaviour: sessions per tab, "remember me", the sign-in lock-out. Each backend plays one tab:
// its own sessionStorage, the browser's shared localStorage and database.
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../ports';
import { MAX_FAILED_SIGN_INS, SIGN_IN_LOCK_MS } from './auth';
import { createLocalBackend, memoryStorage, type StorageLike } from './index';
import { REMEMBERED_KEY, SESSION_KEY } from './session';

let n = 0;
const names: string[] = [];

function browser() {
  const dbName = `lanes-auth-${++n}`;
  names.push(dbName);
  const local = memoryStorage();
  const openTab = (session: StorageLike = memoryStorage()) =>
    createLocalBackend({ dbName, passwordIterations: 1_000, sessionStorage: session, localStorage: local });
  return { local, openTab };
}

function currentUser(tab: ReturnType<ReturnType<typeof browser>['openTab']>): User | null {
  let user: User | null = null;
  tab.auth.onUserChanged((u) => (user = u))();
  return user;
}

afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(names.splice(0).map((name) => Dexie.delete(name)));
});

describe('local sessions', () => {
  it('keeps one user per tab: two tabs can be two people', async () => {
    const { openTab } = browser();
    const tabA = openTab();
    const tabB = openTab();
    const ann = await tabA.auth.signUp({ email: 'ann@example.test', password: '123456', displayName: 'Ann' });
    const bob = await tabB.auth.signUp({ email: 'bob@example.test', password: '123456', displayName: 'Bob' });
    expect(currentUser(tabA)?.uid).toBe(ann.uid);
    expect(currentUser(tabB)?.uid).toBe(bob.uid);
  });

  it('survives a reload of the tab (same sessionStorage) but not a new tab, unless remembered', async () => {
    const { openTab, local } = browser();
    const session = memoryStorage();
    const ann = await openTab(session).auth.signUp({
      email: 'a@example.test',
      password: '123456',
      displayName: 'A',
    });
    expect(currentUser(openTab(session))?.uid).toBe(ann.uid);
    expect(currentUser(openTab())).toBeNull();
    expect(local.getItem(REMEMBERED_KEY)).toBeNull();

    await openTab().auth.signIn({ email: 'a@example.test', password: '123456', remember: true });
    expect(currentUser(openTab())?.uid).toBe(ann.uid);
  });

  it('signs out of this tab and forgets a remembered session of the same user', async () => {
    const { openTab, local } = browser();
    const tab = openTab();
    await tab.auth.signUp({ email: 'a@example.test', password: '123456', displayName: 'A', remember: true });
    await tab.auth.signOut();
    expect(currentUser(tab)).toBeNull();
    expect(local.getItem(REMEMBERED_KEY)).toBeNull();
    expect(currentUser(openTab())).toBeNull();
  });

  it("leaves another person's remembered session alone when someone else signs out", async () => {
    const { openTab } = browser();
    const bobTab = openTab();
    const ann = await openTab().auth.signUp({
      email: 'a@x.test',
      password: '123456',
      displayName: 'A',
      remember: true,
    });
    await bobTab.auth.signUp({ email: 'b@x.test', password: '123456', displayName: 'B' });
    await bobTab.auth.signOut();
    expect(currentUser(openTab())?.uid).toBe(ann.uid);
  });

  it('uses sessionStorage "lanes.session" and localStorage "lanes.rememberedSession" by default', async () => {
    const dbName = `lanes-auth-${++n}`;
    names.push(dbName);
    const backend = createLocalBackend({ dbName, passwordIterations: 1_000 });
    const user = await backend.auth.signUp({
      email: 'd@x.test',
      password: '123456',
      displayName: 'D',
      remember: true,
    });
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? 'null')).toEqual(user);
    expect(JSON.parse(localStorage.getItem(REMEMBERED_KEY) ?? 'null')).toEqual(user);
    await backend.auth.signOut();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
    expect(localStorage.getItem(REMEMBERED_KEY)).toBeNull();
  });

  it('treats an unreadable stored session as signed out', () => {
    const { openTab } = browser();
    const session = memoryStorage();
    session.setItem(SESSION_KEY, '{not json');
    expect(currentUser(openTab(session))).toBeNull();
  });

  it('calls onUserChanged listeners synchronously with the current user', async () => {
    const { openTab } = browser();
    const tab = openTab();
    const seen: (string | null)[] = [];
    const stop = tab.auth.onUserChanged((u) => seen.push(u?.uid ?? null));
    expect(seen).toEqual([null]);
    const user = await tab.auth.signUp({ email: 's@x.test', password: '123456', displayName: 'S' });
    expect(seen).toEqual([null, user.uid]);
    stop();
  });

  it('writes the users/{uid} profile on sign-up', async () => {
    const { openTab } = browser();
    const tab = openTab();
    const user = await tab.auth.signUp({ email: ' Pat@X.test ', password: '123456', displayName: ' Pat ' });
    expect(user).toMatchObject({ email: 'pat@x.test', displayName: 'Pat', isAnonymous: false });
    const db = new Dexie(names.at(-1) ?? '');
    await db.open();
    const profile: unknown = await db.table('users').get(user.uid);
    db.close();
    expect(profile).toMatchObject({
      uid: user.uid,
      displayName: 'Pat',
      photoURL: null,
      emailLower: 'pat@x.test',
    });
  });
});

describe('sign-in lock-out', () => {
  async function withAccount() {
    const tab = browser().openTab();
    await tab.auth.signUp({ email: 'lock@x.test', password: 'right-password', displayName: 'L' });
    await tab.auth.signOut();
    const attempt = (password: string) =>
      tab.auth.signIn({ email: 'lock@x.test', password }).then(
        () => 'ok',
        (e: { code: string }) => e.code,
      );
    return attempt;
  }

  it(`locks the e-mail for ${SIGN_IN_LOCK_MS / 1000} s after ${MAX_FAILED_SIGN_INS} wrong passwords in a row`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const attempt = await withAccount();
    for (let i = 0; i < MAX_FAILED_SIGN_INS; i++)
      expect(await attempt('wrong')).toBe('auth/invalid-credential');
    expect(await attempt('right-password')).toBe('auth/too-many-requests');
    vi.setSystemTime(Date.now() + SIGN_IN_LOCK_MS - 1_000);
    expect(await attempt('right-password')).toBe('auth/too-many-requests');
    vi.setSystemTime(Date.now() + 2_000);
    expect(await attempt('right-password')).toBe('ok');
  });

  it('counts only failures within the window, and a success starts the count again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const attempt = await withAccount();
    for (let i = 0; i < MAX_FAILED_SIGN_INS - 1; i++) await attempt('wrong');
    vi.setSystemTime(Date.now() + SIGN_IN_LOCK_MS + 1);
    expect(await attempt('wrong')).toBe('auth/invalid-credential');
    expect(await attempt('right-password')).toBe('ok');
    for (let i = 0; i < MAX_FAILED_SIGN_INS - 1; i++) await attempt('wrong');
    expect(await attempt('right-password')).toBe('ok');
  });
});
