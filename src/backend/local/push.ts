/**
 * Local mode's PushPort: no server can push, so this browser watches the signed-in user's inbox and, for each new
 * entry whose event has push on (notify.ts keeps the recipient's choice on the row), shows a toast while the tab
 * is in front, or a system notification (the Notification API) while it is hidden — the latter only once the user
 * enabled it in Settings on this device. Permission is asked only by `enable`, never on load.
 */
import { Dexie } from 'dexie';
import { pushData } from '../../domain/notifications';
import { pushNotice } from '../../domain/push-link';
import { askNotificationPermission, notificationPermission, showSystemNotification } from '../browser-notify';
import type { KeyValueStore } from '../device-storage';
import type { PushPort, User } from '../ports';
import { requireUser } from './access';
import type { LanesDb } from './db';
import { notificationsEnabled, notificationsKey } from './notification-flag';
import { entryOf } from './notify';

/** How many of the newest entries are compared between snapshots to spot new ones. */
const RECENT = 20;

/** The PushPort of the local adapter. */
export function createLocalPush(
  db: LanesDb,
  currentUser: () => User | null,
  device: KeyValueStore,
): PushPort {
  const enabled = () => notificationsEnabled(device, currentUser());
  return {
    permission: notificationPermission,
    enabled,
    async enable() {
      const { uid } = requireUser(currentUser);
      const permission = await askNotificationPermission();
      if (permission === 'granted') device.setItem(notificationsKey(uid), '1');
      return permission;
    },
    async disable() {
      const user = currentUser();
      if (user) device.removeItem(notificationsKey(user.uid));
    },
    onForeground(listener) {
      const user = currentUser();
      if (!user) return () => undefined;
      let seen: Set<string> | null = null;
      const subscription = Dexie.liveQuery(() =>
        db.inbox
          .where('[uid+createdAt]')
          .between([user.uid, Dexie.minKey], [user.uid, Dexie.maxKey])
          .reverse()
          .limit(RECENT)
          .toArray(),
      ).subscribe({
        next: (rows) => {
          const before = seen;
          seen = new Set(rows.map((row) => row.id));
          // The first snapshot is what was there already: only later arrivals are news.
          if (!before) return;
          for (const row of rows) {
            const entry = entryOf(row);
            if (!entry || before.has(entry.id) || entry.readAt !== null || row.push !== true) continue;
            const notice = pushNotice({ data: pushData(entry, user.uid) }, window.location.origin);
            if (document.visibilityState === 'visible') listener(notice);
            else if (enabled()) void showSystemNotification(notice);
          }
        },
        error: (e: unknown) => console.warn('Lanes: watching for new notifications failed', e),
      });
      return () => subscription.unsubscribe();
    },
  };
}
