/** Whether this browser shows system notifications for a user (local mode): a flag per user in device storage. */
import { notificationPermission } from '../browser-notify';
import type { KeyValueStore } from '../device-storage';
import type { User } from '../ports';

/** The device-storage key of `uid`'s flag. */
export const notificationsKey = (uid: string) => `lanes.notifications.${uid}`;

/** True when `user` turned notifications on here and the browser still grants them. */
export function notificationsEnabled(device: KeyValueStore, user: User | null): boolean {
  return (
    !!user && notificationPermission() === 'granted' && device.getItem(notificationsKey(user.uid)) === '1'
  );
}
