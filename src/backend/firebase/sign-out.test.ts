// Issue 15 item 7: signing out left push on, so the next person on this browser got the previous account's notices.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signOutWithPushOff } from './sign-out';

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
