// Issue 15 item 14: Firestore's persistent cache was used even for a sign-in not kept across restarts.
import { browserSessionPersistence, setPersistence } from 'firebase/auth';
import { describe, expect, it, vi } from 'vitest';
import { memoryStore } from '../device-storage';
import { cacheChoice } from './cache-choice';
import { keepSignedIn, rememberKeptSignIn } from './keep-signed-in';

vi.mock('firebase/auth', async (actual) => ({
  ...(await actual<typeof import('firebase/auth')>()),
  setPersistence: vi.fn(async () => undefined),
}));

const auth = {} as Parameters<typeof keepSignedIn>[0];

describe('the Firestore cache a page load starts with', () => {
  it('is the memory cache, reported as this session only, when nobody has chosen "keep me signed in"', () => {
    const choice = cacheChoice(false, memoryStore());
    expect(choice.ask).toBe('memory');
    expect(choice.reported('memory')).toBe('session');
  });

  it('is the persistent cache after a kept sign-in, and memory again after one that is not kept', async () => {
    const store = memoryStore();
    await keepSignedIn(auth, true, store);
    expect(cacheChoice(false, store).ask).toBe('persistent');
    expect(cacheChoice(false, store).reported('persistent')).toBe('persistent');
    // IndexedDB refused (a private window): the memory cache, and the UI's warning about it.
    expect(cacheChoice(false, store).reported('memory')).toBe('memory');
    await keepSignedIn(auth, false, store);
    expect(cacheChoice(false, store).ask).toBe('memory');
    // …with Authentication keeping that sign-in for this tab's session only.
    expect(setPersistence).toHaveBeenLastCalledWith(auth, browserSessionPersistence);
  });

  it('forgets a kept sign-in on sign-out', async () => {
    const store = memoryStore();
    await keepSignedIn(auth, true, store);
    rememberKeptSignIn(false, store);
    expect(cacheChoice(false, store).ask).toBe('memory');
  });

  it('stays on memory in a build that forces it (the benchmark variant), kept or not', async () => {
    const store = memoryStore();
    await keepSignedIn(auth, true, store);
    expect(cacheChoice(true, store).ask).toBe('memory');
    expect(cacheChoice(true, store).reported('memory')).toBe('memory');
  });
});
