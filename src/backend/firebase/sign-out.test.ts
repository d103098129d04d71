// Issue 15 item 7: signing out left push on, so the next person on this browser got the previous account's notices.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endFirestoreSession, signOutWithPushOff, type FirestoreSessionSteps } from './sign-out';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('signOutWithPushOff', () => {
  it('turns push off on this device before signing out', async () => {
    const steps: string[] = [];
    const push = { disable: vi.fn(async () => void steps.push('push off')) };
    await signOutWithPushOff(push, async () => void steps.push('signed out'));
    expect(steps).toEqual(['push off', 'signed out']);
  });

  it('still signs out when push cannot be turned off, or not in time', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const signOut = vi.fn(async () => undefined);
    await signOutWithPushOff({ disable: () => Promise.reject(new Error('offline')) }, signOut);
    expect(signOut).toHaveBeenCalledTimes(1);

    vi.useFakeTimers();
    const hanging = signOutWithPushOff({ disable: () => new Promise<void>(() => undefined) }, signOut, 3_000);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(signOut).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await hanging;
    expect(signOut).toHaveBeenCalledTimes(2);
  });

  it('passes on the sign-out’s own failure', async () => {
    const failed = signOutWithPushOff({ disable: async () => undefined }, () =>
      Promise.reject(new Error('no')),
    );
    await expect(failed).rejects.toThrow('no');
  });
});

// Issue 15 item 14: Firestore's cache outlived the sign-out.
describe('endFirestoreSession', () => {
  function recorder(overrides: Partial<FirestoreSessionSteps> = {}) {
    const steps: string[] = [];
    const session: FirestoreSessionSteps = {
      forget: () => void steps.push('forget'),
      terminate: async () => void steps.push('terminate'),
      clear: async () => void steps.push('clear'),
      reload: () => void steps.push('reload'),
      ...overrides,
    };
    return { steps, session };
  }

  it('forgets "keep me signed in", stops Firestore, deletes its cache, then reloads the page', async () => {
    const { steps, session } = recorder();
    await endFirestoreSession(session);
    expect(steps).toEqual(['forget', 'terminate', 'clear', 'reload']);
  });

  it('still reloads when the cache cannot be deleted, or another tab blocks it past the wait', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = recorder({ clear: () => Promise.reject(new Error('failed-precondition')) });
    await endFirestoreSession(failing.session);
    expect(failing.steps).toEqual(['forget', 'terminate', 'reload']);

    vi.useFakeTimers();
    const blocked = recorder({ clear: () => new Promise<void>(() => undefined) });
    const ending = endFirestoreSession(blocked.session, 3_000);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(blocked.steps).toEqual(['forget', 'terminate']);
    await vi.advanceTimersByTimeAsync(1);
    await ending;
    expect(blocked.steps).toEqual(['forget', 'terminate', 'reload']);
  });

  it('does not clear a cache Firestore still holds when it could not be stopped', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { steps, session } = recorder({ terminate: () => Promise.reject(new Error('stuck')) });
    await endFirestoreSession(session);
    expect(steps).toEqual(['forget', 'reload']);
  });
});
