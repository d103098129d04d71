// Issue 15 item 14: Firestore's persistent cache was used even for a sign-in not kept across restarts.
import { browserSessionPersistence, setPersistence } from 'firebase/auth';
import { describe, expect, it, vi } from 'vitest';
import { memoryStore } from '../device-storage';
import { askCache, keptSignIn, reportedCache } from './cache-choice';
import { forgetKeptSignIn, keepSignedIn, rememberKeptSignIn } from './keep-signed-in';

vi.mock('firebase/auth', async (actual) => ({
  ...(await actual<typeof import('firebase/auth')>()),
  setPersistence: vi.fn(async () => undefined),
}));

const auth = {} as Parameters<typeof keepSignedIn>[0];

/** The cache a page load starting with `store` asks for, and what it reports on the cache it got. */
function startWith(store: Storage | ReturnType<typeof memoryStore>, forced = false) {
  const kept = keptSignIn(store);
  return {
    ask: askCache(kept, forced),
    reported: (got: 'persistent' | 'memory') => reportedCache(kept, forced, got),
  };
}

describe('the Firestore cache a page load starts with', () => {
  it('is the memory cache, reported as this session only, when nobody has chosen "keep me signed in"', () => {
    const start = startWith(memoryStore());
    expect(start.ask).toBe('memory');
    expect(start.reported('memory')).toBe('session');
  });

  it('is the persistent cache after a kept sign-in, and memory again after one that is not kept', async () => {
    const store = memoryStore();
    await keepSignedIn(auth, true, store);
    expect(startWith(store).ask).toBe('persistent');
    expect(startWith(store).reported('persistent')).toBe('persistent');
    // IndexedDB refused (a private window): the memory cache, and the UI's warning about it.
    expect(startWith(store).reported('memory')).toBe('memory');
    await keepSignedIn(auth, false, store);
    expect(startWith(store).ask).toBe('memory');
    // …with Authentication keeping that sign-in for this tab's session only.
    expect(setPersistence).toHaveBeenLastCalledWith(auth, browserSessionPersistence);
  });

  it('forgets a kept sign-in on sign-out', async () => {
    const store = memoryStore();
    await keepSignedIn(auth, true, store);
    rememberKeptSignIn(false, store);
    expect(startWith(store).ask).toBe('memory');
    // The app's own: localStorage (jsdom's here).
    rememberKeptSignIn(true);
    expect(keptSignIn()).toBe(true);
    forgetKeptSignIn();
    expect(keptSignIn()).toBe(false);
  });

  it('stays on memory in a build that forces it (the benchmark variant), kept or not', async () => {
    const store = memoryStore();
    await keepSignedIn(auth, true, store);
    expect(startWith(store, true).ask).toBe('memory');
    expect(startWith(store, true).reported('memory')).toBe('memory');
  });
});
