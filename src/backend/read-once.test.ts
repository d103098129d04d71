// One-time reads over subscriptions, and the bounded task runner used for per-card reads.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../domain/errors';
import type { Observer } from './ports';
import { mapLimited, readOnce } from './read-once';

afterEach(() => vi.useRealTimers());

describe('readOnce', () => {
  it('resolves with the first server snapshot and unsubscribes, even when it arrives synchronously', async () => {
    const stop = vi.fn();
    const value = await readOnce<number>((o) => {
      o.next({ data: 1, pending: false, fromCache: false });
      return stop;
    });
    expect(value).toBe(1);
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('waits for the server after a cached snapshot, then settles for the cache', async () => {
    vi.useFakeTimers();
    let observer: Observer<string> | null = null;
    const promise = readOnce<string>((o) => {
      observer = o;
      return () => undefined;
    }, 1000);
    (observer as Observer<string> | null)?.next({ data: 'cached', pending: false, fromCache: true });
    (observer as Observer<string> | null)?.next({ data: 'cached 2', pending: false, fromCache: true });
    await vi.advanceTimersByTimeAsync(1000);
    await expect(promise).resolves.toBe('cached 2');
  });

  it('rejects with the subscription error', async () => {
    const error = new AppError('permission-denied', 'no');
    await expect(
      readOnce<number>((o) => {
        queueMicrotask(() => o.error(error));
        return () => undefined;
      }),
    ).rejects.toBe(error);
  });
});

describe('mapLimited', () => {
  it('keeps order, reports progress and never runs more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const progress: number[] = [];
    const results = await mapLimited(
      [1, 2, 3, 4, 5],
      2,
      async (n) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 6 - n));
        running -= 1;
        return n * 10;
      },
      (done) => progress.push(done),
    );
    expect(results).toEqual([10, 20, 30, 40, 50]);
    expect(most).toBe(2);
    expect(progress).toEqual([1, 2, 3, 4, 5]);
  });
});
