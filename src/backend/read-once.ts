/**
 * One-time reads over the ports' subscriptions, for work that needs data once (an export, searching comments)
 * rather than live: subscribe, take a snapshot, unsubscribe.
 */
import type { AppError } from '../domain/errors';
import type { Observer, Unsubscribe } from './ports';

/** How long a one-time read waits for the server after a cached snapshot (ms) before settling for the cache. */
export const READ_ONCE_CACHE_WAIT_MS = 3_000;

/**
 * Resolves with the first snapshot that came from the server, or, when only cached ones arrive (offline), with the
 * latest of those after `cacheWaitMs`. Rejects with the subscription's AppError. Always unsubscribes.
 */
export function readOnce<T>(
  subscribe: (observer: Observer<T>) => Unsubscribe,
  cacheWaitMs = READ_ONCE_CACHE_WAIT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    let unsubscribe: Unsubscribe | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let cached: { data: T } | null = null;
    const finish = (settle: () => void) => {
      if (settled) return;
      settled = true;
      if (timer !== null) clearTimeout(timer);
      settle();
      // A subscription may deliver before `subscribe` returns: then unsubscribe right after it does.
      unsubscribe?.();
    };
    unsubscribe = subscribe({
      next: (snapshot) => {
        if (!snapshot.fromCache) return finish(() => resolve(snapshot.data));
        cached = { data: snapshot.data };
        timer ??= setTimeout(() => finish(() => resolve((cached as { data: T }).data)), cacheWaitMs);
      },
      error: (error: AppError) => finish(() => reject(error)),
    });
    if (settled) unsubscribe();
  });
}

/**
 * Runs `task` on every item with at most `concurrency` at a time, calling `onDone(done, total)` after each, and
 * resolves with the results in item order. Rejects with the first failure (tasks already started still finish).
 */
export async function mapLimited<T, R>(
  items: readonly T[],
  concurrency: number,
  task: (item: T) => Promise<R>,
  onDone?: (done: number, total: number) => void,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
      done += 1;
      onDone?.(done, items.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
