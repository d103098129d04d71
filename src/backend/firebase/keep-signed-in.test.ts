// Issue 15 item 14: Firestore's persistent cache was used even for a sign-in not kept across restarts. Since issue 24
// the account's replica replaces that cache: kept, it stays until sign-out; not kept, only for the session.
import { browserSessionPersistence, setPersistence } from 'firebase/auth';
import { describe, expect, it, vi } from 'vitest';
import { memoryStore } from '../device-storage';
import { keptSignIn, reportedCache } from './cache-choice';
import { forgetKeptSignIn, keepSignedIn, rememberKeptSignIn } from './keep-signed-in';

vi.mock('firebase/auth', async (actual) => ({
  ...(await actual<typeof import('firebase/auth')>()),
  setPersistence: vi.fn(async () => undefined),
}));

const auth = {} as Parameters<typeof keepSignedIn>[0];

/** What a page load starting with `store` reports keeping of the account on the device. */
const startWith = (store: Storage | ReturnType<typeof memoryStore>) => reportedCache(keptSignIn(store));

describe('what a page load keeps of the account', () => {
  it('is this session only when nobody has chosen "keep me signed in"', () => {
    expect(startWith(memoryStore())).toBe('session');
  });

  it('is kept after a kept sign-in, and this session only again after one that is not kept', async () => {
    const store = memoryStore();
    await keepSignedIn(auth, true, store);
    expect(startWith(store)).toBe('persistent');
    await keepSignedIn(auth, false, store);
    expect(startWith(store)).toBe('session');
    // …with Authentication keeping that sign-in for this tab's session only.
    expect(setPersistence).toHaveBeenLastCalledWith(auth, browserSessionPersistence);
  });

  it('forgets a kept sign-in on sign-out', async () => {
    const store = memoryStore();
    await keepSignedIn(auth, true, store);
    rememberKeptSignIn(false, store);
    expect(startWith(store)).toBe('session');
    // The app's own: localStorage (jsdom's here).
    rememberKeptSignIn(true);
    expect(keptSignIn()).toBe(true);
    forgetKeptSignIn();
    expect(keptSignIn()).toBe(false);
  });
});
