/**
 * The browser's own notification surfaces, shared by the adapters: the Notification permission, and showing a
 * system notification through the one service worker (src/sw.ts), whose `notificationclick` opens the card — or,
 * where no worker is registered (development), through `new Notification` with a click that navigates this tab.
 */
import type { PushNotice } from '../domain/push-link';
import type { PushPermission } from './ports';

/** `Notification.permission`, or `unsupported` where the API is missing. */
export function notificationPermission(): PushPermission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Asks for permission (must run in a click handler: browsers ignore it otherwise). */
export async function askNotificationPermission(): Promise<PushPermission> {
  if (typeof Notification === 'undefined') return 'unsupported';
  return Notification.requestPermission();
}

/** Shows `notice` as a system notification; does nothing without permission. Never throws. */
export async function showSystemNotification(notice: PushNotice): Promise<void> {
  if (notificationPermission() !== 'granted') return;
  const options = {
    body: notice.body,
    tag: notice.tag,
    icon: '/icons/icon-192.png',
    data: { path: notice.path },
  };
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    if (registration) {
      await registration.showNotification(notice.title, options);
      return;
    }
    const shown = new Notification(notice.title, options);
    shown.onclick = () => {
      window.focus();
      window.location.assign(notice.path);
    };
  } catch (e) {
    console.warn('Lanes: a notification could not be shown', e);
  }
}

/** The message src/sw.ts posts to a Lanes window in front instead of showing a push itself. */
export interface ForegroundPushMessage {
  type: 'lanes:push';
  notice: PushNotice;
}

/** Whether a service worker message is a ForegroundPushMessage. */
export function isForegroundPush(data: unknown): data is ForegroundPushMessage {
  const message = data as Partial<ForegroundPushMessage> | null;
  return message?.type === 'lanes:push' && typeof message.notice?.path === 'string';
}
