/**
 * The Firebase InboxPort: `users/{uid}/inbox` (written by Cloud Functions; the owner may only set `readAt`,
 * firestore.rules) and `users/{uid}/settings/notifications` (the owner's). The unread count comes from a listener
 * on the unread entries, capped at UNREAD_COUNT_MAX documents so a neglected inbox costs a bounded read.
 */
import {
  collection,
  doc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { AppError } from '../../domain/errors';
import {
  inboxEntrySchema,
  INBOX_LIST_MAX,
  notificationSettingsSchema,
  readSettings,
  type InboxEntry,
  type NotificationSettings,
} from '../../domain/notifications';
import { parseOrThrow } from '../../domain/validate';
import type { InboxPort, InboxView, Observer, PushPort, Unsubscribe, User } from '../ports';
import { fromDoc } from './convert';
import { toFirebaseAppError } from './errors';
import { watchDoc, watchQuery } from './watch';

/** The most unread entries counted: beyond it the bell says "99+" anyway (UI), and reads stay bounded. */
export const UNREAD_COUNT_MAX = 100;

const inboxCol = (db: Firestore, uid: string) => collection(db, 'users', uid, 'inbox');
const settingsRef = (db: Firestore, uid: string) => doc(db, 'users', uid, 'settings', 'notifications');

/** Both listeners' latest results, delivered together once each has arrived. */
function watchView(db: Firestore, uid: string, observer: Observer<InboxView>): Unsubscribe {
  let entries: InboxEntry[] | null = null;
  let unread: number | null = null;
  let failed = false;
  const state = { pending: false, fromCache: false };
  const emit = () => {
    if (entries !== null && unread !== null && !failed)
      observer.next({ data: { entries, unread }, ...state });
  };
  const fail = (error: AppError) => {
    if (failed) return;
    failed = true;
    stop();
    observer.error(error);
  };
  const latest = query(inboxCol(db, uid), orderBy('createdAt', 'desc'), limit(INBOX_LIST_MAX));
  const stopEntries = watchQuery(latest, (s) => fromDoc(inboxEntrySchema, s, { id: s.id }), {
    next: (snapshot) => {
      entries = snapshot.data;
      state.pending = snapshot.pending;
      state.fromCache = snapshot.fromCache;
      emit();
    },
    error: fail,
  });
  const unreadQuery = query(inboxCol(db, uid), where('readAt', '==', null), limit(UNREAD_COUNT_MAX));
  const stopUnread = onSnapshot(unreadQuery, {
    next: (snapshot) => {
      unread = snapshot.size;
      emit();
    },
    error: (e) => fail(toFirebaseAppError(e)),
  });
  function stop() {
    stopEntries();
    stopUnread();
  }
  return stop;
}

/** Fails `observer` asynchronously when nobody is signed in; else the user. */
function userOr<T>(currentUser: () => User | null, observer: Observer<T>): User | null {
  const user = currentUser();
  if (!user) queueMicrotask(() => observer.error(new AppError('unauthenticated', 'Sign in first.')));
  return user;
}

function requireUid(currentUser: () => User | null): string {
  const user = currentUser();
  if (!user) throw new AppError('unauthenticated', 'Sign in first.');
  return user.uid;
}

/** Runs a write, Firebase's errors translated at this edge. */
async function mapped(work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (e) {
    throw toFirebaseAppError(e);
  }
}

/** The InboxPort on `db` for `currentUser()`, with `push` (Cloud Messaging) when the caller has one. */
export function createFirebaseInbox(
  db: Firestore,
  currentUser: () => User | null,
  push?: PushPort,
): InboxPort {
  return {
    watchInbox(observer) {
      const user = userOr(currentUser, observer);
      return user ? watchView(db, user.uid, observer) : () => undefined;
    },
    async markRead(id) {
      const uid = requireUid(currentUser);
      await mapped(() => updateDoc(doc(inboxCol(db, uid), id), { readAt: serverTimestamp() })).catch(
        (e: unknown) => {
          // An unknown id is ignored, as the port promises.
          if (!(e instanceof AppError && e.code === 'not-found')) throw e;
        },
      );
    },
    async markAllRead() {
      const uid = requireUid(currentUser);
      await mapped(async () => {
        const unread = await getDocs(query(inboxCol(db, uid), where('readAt', '==', null)));
        // One batch per 400 entries: a batch is at most 10 MiB (ARCHITECTURE.md §8), these are tiny.
        for (let i = 0; i < unread.docs.length; i += 400) {
          const batch = writeBatch(db);
          for (const entry of unread.docs.slice(i, i + 400))
            batch.update(entry.ref, { readAt: serverTimestamp() });
          await batch.commit();
        }
      });
    },
    watchSettings(observer: Observer<NotificationSettings>) {
      const user = userOr(currentUser, observer);
      if (!user) return () => undefined;
      return watchDoc(settingsRef(db, user.uid), (s) => readSettings(s.data()), {
        next: (snapshot) => observer.next({ ...snapshot, data: snapshot.data ?? readSettings(undefined) }),
        error: observer.error,
      });
    },
    async setSettings(settings) {
      const uid = requireUid(currentUser);
      const valid = parseOrThrow(notificationSettingsSchema, settings, 'Notification settings');
      await mapped(() => setDoc(settingsRef(db, uid), { ...valid, updatedAt: serverTimestamp() }));
    },
    push,
  };
}
