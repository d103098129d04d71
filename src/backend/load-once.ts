/**
 * Code loaded with `import()` on first use, shared by the adapters: one download for every caller, and a failed one
 * (offline, a deploy that replaced the chunk) forgotten so that the next call tries again.
 */
import { AppError } from '../domain/errors';
import type { Unsubscribe } from './ports';

/**
 * Returns `get()`: the promise of `load()`, made at the first call and shared by later ones. When it fails, it
 * rejects with AppError `unavailable` (`message`, the failure as its cause) and the next `get()` calls `load()` again.
 */
export function loadOnce<T>(load: () => Promise<T>, message: string): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((cause: unknown) => {
      loading = null;
      throw new AppError('unavailable', message, { cause });
    });
    return loading;
  };
}

/**
 * A subscription that can only start once `loaded` resolves: `subscribe` runs then, and the returned unsubscribe,
 * called before that, keeps it from ever starting. A failed load goes to `fail`, unless unsubscribed already.
 */
export function subscribeWhenLoaded<T>(
  loaded: Promise<T>,
  subscribe: (value: T) => Unsubscribe,
  fail: (cause: unknown) => void,
): Unsubscribe {
  let stop: Unsubscribe | null = null;
  let closed = false;
  loaded.then(
    (value) => {
      if (!closed) stop = subscribe(value);
    },
    (cause: unknown) => {
      if (!closed) fail(cause);
    },
  );
  return () => {
    closed = true;
    stop?.();
  };
}
