/**
 * An InboxPort whose implementation loads on first use, for both adapters (local/lazy-inbox.ts,
 * firebase/lazy-inbox.ts): neither start-up chunk carries the inbox, which is not on the path to the first board.
 */
import { AppError, isAppError } from '../domain/errors';
import { subscribeWhenLoaded } from './load-once';
import type { InboxPort, Unsubscribe } from './ports';

/**
 * The inbox methods (all but `push`) on the port `load()` gives, and `later` for any other subscription on it.
 * `load` is a `loadOnce` getter; a failed download reaches observers as AppError `unavailable` (`unavailable`,
 * the message) and callers as `load`'s rejection, and the next call tries again.
 */
export function lazyInboxPort<P extends InboxPort>(
  load: () => Promise<P>,
  unavailable: string,
): {
  inbox: Omit<InboxPort, 'push'>;
  later: (subscribe: (port: P) => Unsubscribe, fail: (e: AppError) => void) => Unsubscribe;
} {
  const later = (subscribe: (port: P) => Unsubscribe, fail: (e: AppError) => void): Unsubscribe =>
    subscribeWhenLoaded(load(), subscribe, (cause) =>
      fail(isAppError(cause) ? cause : new AppError('unavailable', unavailable, { cause })),
    );
  return {
    inbox: {
      watchInbox: (observer) => later((p) => p.watchInbox(observer), observer.error),
      markRead: async (id) => (await load()).markRead(id),
      markAllRead: async () => (await load()).markAllRead(),
      watchSettings: (observer) => later((p) => p.watchSettings(observer), observer.error),
      setSettings: async (settings) => (await load()).setSettings(settings),
    },
    later,
  };
}
