/**
 * Local notifications, loaded on first use: the handlers, the inbox port and the notifier are a chunk of their
 * own, so the local adapter's start-up chunk stays within issue E's initial-JavaScript budget. Card and comment
 * commands fetch the notifier before their transaction opens (a Dexie transaction cannot wait on a download).
 */
import { lazyInboxPort } from '../lazy-inbox';
import { loadOnce } from '../load-once';
import type { KeyValueStore } from '../device-storage';
import { notificationPermission } from '../browser-notify';
import type { InboxPort, PushPort, User } from '../ports';
import type { LanesDb } from './db';
import { notificationsEnabled } from './notification-flag';

type NotifyModule = typeof import('./notify');
type InboxModule = typeof import('./inbox');

const UNAVAILABLE = 'Lanes could not load what it needs for this: reload the page.';

/** notify.ts, fetched once; a failed download is retried at the next call. Rejects with `unavailable`. */
export const notifier: () => Promise<NotifyModule> = loadOnce(() => import('./notify'), UNAVAILABLE);

/** The local InboxPort whose implementation (inbox.ts) loads at the first call; see that file for behaviour. */
export function lazyLocalInbox(
  db: LanesDb,
  currentUser: () => User | null,
  device: KeyValueStore,
): InboxPort {
  const load = loadOnce(
    () => import('./inbox').then((m: InboxModule) => m.createLocalInbox(db, currentUser, device)),
    UNAVAILABLE,
  );
  const { inbox, later } = lazyInboxPort(load, UNAVAILABLE);
  const push: PushPort = {
    permission: notificationPermission,
    enabled: () => notificationsEnabled(device, currentUser()),
    enable: async () => (await load()).push.enable(),
    disable: async () => (await load()).push.disable(),
    onForeground: (listener) =>
      later(
        (p) => p.push.onForeground(listener),
        () => undefined,
      ),
  };
  return { ...inbox, push };
}
