/**
 * The local InboxPort: the `inbox` and `settings` tables for the signed-in user, filled by notify.ts where this
 * adapter writes. While the inbox is watched (the bell is on screen), the due-date sweep runs every 5 minutes.
 */
import { Dexie } from 'dexie';
import { AppError } from '../../domain/errors';
import { parseOrThrow } from '../../domain/validate';
import {
  INBOX_LIST_MAX,
  notificationSettingsSchema,
  readSettings,
  type NotificationSettings,
} from '../../domain/notifications';
import type { InboxPort, InboxView, Observer, PushPort, Unsubscribe, User } from '../ports';
import type { KeyValueStore } from '../device-storage';
import { requireUser } from './access';
import { toLocalAppError } from './errors';
import type { LanesDb } from './db';
import { entryOf, SETTINGS_ID, sweepDueSoon } from './notify';
import { createLocalPush } from './push';
import { trackWrite } from './pending-writes';
import { watchQuery } from './watch';

/** How often the due-date sweep runs while the inbox is watched: 5 minutes, so "due in 24 h" is at most 5 late. */
export const SWEEP_MS = 5 * 60 * 1000;

/** The inbox of `uid`: the latest INBOX_LIST_MAX entries, newest first, and the unread count. */
async function readInbox(db: LanesDb, uid: string): Promise<InboxView> {
  const rows = await db.inbox
    .where('[uid+createdAt]')
    .between([uid, Dexie.minKey], [uid, Dexie.maxKey])
    .reverse()
    .limit(INBOX_LIST_MAX)
    .toArray();
  const unread = await db.inbox
    .where('uid')
    .equals(uid)
    .filter((row) => row.readAt === null || row.readAt === undefined)
    .count();
  return { entries: rows.flatMap((row) => entryOf(row) ?? []), unread };
}

/** Fails `observer` asynchronously (as a subscription fails) when nobody is signed in; else the user. */
function userOr<T>(currentUser: () => User | null, observer: Observer<T>): User | null {
  const user = currentUser();
  if (!user) queueMicrotask(() => observer.error(new AppError('unauthenticated', 'Sign in first.')));
  return user;
}

/** Runs a command, its Dexie errors mapped to AppErrors (errors.ts). */
async function mapped(work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (e) {
    throw toLocalAppError(e);
  }
}

/** Runs the due-date sweep for `uid` now; logged, never thrown (the inbox works without it). */
function sweep(db: LanesDb, uid: string): void {
  const tables = [db.cards, db.boards, db.settings, db.inbox];
  db.transaction('rw', tables, async () => await sweepDueSoon(db, uid, Date.now())).catch((e: unknown) =>
    console.warn('Lanes: the due-date check failed', e),
  );
}

/** The local InboxPort over `db`, for `currentUser()`; `device` keeps whether this browser shows notifications. */
export function createLocalInbox(
  db: LanesDb,
  currentUser: () => User | null,
  device: KeyValueStore,
): InboxPort & { push: PushPort } {
  const watchInbox = (observer: Observer<InboxView>): Unsubscribe => {
    const user = userOr(currentUser, observer);
    if (!user) return () => undefined;
    sweep(db, user.uid);
    const timer = setInterval(() => sweep(db, user.uid), SWEEP_MS);
    const stop = watchQuery(() => readInbox(db, user.uid), observer);
    return () => {
      clearInterval(timer);
      stop();
    };
  };
  return {
    watchInbox,
    async markRead(id) {
      const { uid } = requireUser(currentUser);
      await mapped(() =>
        db.inbox
          .where('[uid+id]')
          .equals([uid, id])
          .filter((row) => row.readAt === null || row.readAt === undefined)
          .modify({ readAt: Date.now() }),
      );
    },
    async markAllRead() {
      const { uid } = requireUser(currentUser);
      const now = Date.now();
      await mapped(() =>
        db.inbox
          .where('uid')
          .equals(uid)
          .filter((row) => row.readAt === null || row.readAt === undefined)
          .modify({ readAt: now }),
      );
    },
    watchSettings(observer: Observer<NotificationSettings>) {
      const user = userOr(currentUser, observer);
      if (!user) return () => undefined;
      return watchQuery(async () => readSettings(await db.settings.get([user.uid, SETTINGS_ID])), observer);
    },
    async setSettings(settings) {
      const { uid } = requireUser(currentUser);
      const valid = parseOrThrow(notificationSettingsSchema, settings, 'Notification settings');
      // Tracked as the commands' transactions are (pending-writes.ts): a reload right after a box is ticked
      // aborted the write (seen once in e2e/notifications.spec.ts on a loaded machine).
      await mapped(() => trackWrite(db.settings.put({ ...valid, uid, id: SETTINGS_ID })));
    },
    push: createLocalPush(db, currentUser, device),
  };
}
