/**
 * The Firebase InboxPort whose implementation (inbox.ts, with the notification schemas) loads at the first call:
 * the inbox is not on the path to the first board render, and the Firebase start-up chunk is at its budget
 * (issue J: 330 KB gzip). Behaviour, errors and reads are inbox.ts's; a failed download reaches the observer or
 * the caller as `unavailable` and the next call tries again.
 */
import type { Firestore } from 'firebase/firestore';
import { AppError, isAppError } from '../../domain/errors';
import { loadOnce, subscribeWhenLoaded } from '../load-once';
import type { InboxPort, PushPort, Unsubscribe, User } from '../ports';

type LoadedInbox = ReturnType<typeof import('./inbox').createFirebaseInbox>;

const UNAVAILABLE = 'Lanes could not load the inbox: check the connection.';

/** `createFirebaseInbox(db, currentUser, push)`, loaded on first use; `push` is returned as given. */
export function lazyFirebaseInbox(db: Firestore, currentUser: () => User | null, push?: PushPort): InboxPort {
  const load = loadOnce(
    () => import('./inbox').then((m) => m.createFirebaseInbox(db, currentUser, push)),
    UNAVAILABLE,
  );
  const later = (subscribe: (p: LoadedInbox) => Unsubscribe, fail: (e: AppError) => void): Unsubscribe =>
    subscribeWhenLoaded(load(), subscribe, (cause) =>
      fail(isAppError(cause) ? cause : new AppError('unavailable', UNAVAILABLE, { cause })),
    );
  return {
    watchInbox: (observer) => later((p) => p.watchInbox(observer), observer.error),
    markRead: async (id) => (await load()).markRead(id),
    markAllRead: async () => (await load()).markAllRead(),
    watchSettings: (observer) => later((p) => p.watchSettings(observer), observer.error),
    setSettings: async (settings) => (await load()).setSettings(settings),
    ...(push ? { push } : {}),
  };
}
