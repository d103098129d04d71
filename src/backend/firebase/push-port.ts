/**
 * The Firebase PushPort: permission and the on/off switch per user on this device, the Cloud Messaging part loaded
 * on demand (messaging.ts), and foreground messages — src/sw.ts hands a push to a Lanes window in front instead
 * of showing it, and this turns that message into the port's `onForeground` call (the UI shows a toast).
 */
import type { FirebaseApp } from 'firebase/app';
import type { Firestore } from 'firebase/firestore';
import { AppError } from '../../domain/errors';
import { askNotificationPermission, isForegroundPush, notificationPermission } from '../browser-notify';
import { deviceStorage, type KeyValueStore } from '../device-storage';
import type { DevicePort, PushPort, User } from '../ports';

/** What the port needs: the app and Firestore, the installation id, the VAPID key (absent: push unavailable). */
export interface FirebasePushOptions {
  app: FirebaseApp;
  /** The app's Firestore, loaded on demand. */
  firestore: () => Promise<Firestore>;
  device: DevicePort;
  currentUser: () => User | null;
  /** `VITE_FIREBASE_VAPID_KEY` (Cloud Messaging > Web Push certificates); an identifier, not a secret. */
  vapidKey: string | undefined;
  /** Where the per-user on/off flag is kept; default localStorage. */
  storage?: KeyValueStore;
}

const enabledKey = (uid: string) => `lanes.push.${uid}`;

/** The PushPort of a Firebase backend. */
export function createFirebasePush(options: FirebasePushOptions): PushPort {
  const { app, firestore, device, currentUser, vapidKey } = options;
  const storage = options.storage ?? deviceStorage();
  const requireUid = () => {
    const user = currentUser();
    if (!user) throw new AppError('unauthenticated', 'Sign in first.');
    return user.uid;
  };
  const load = () =>
    import('./messaging').catch((cause: unknown) => {
      throw new AppError(
        'unavailable',
        'Lanes could not load what it needs for this: check the connection.',
        {
          cause,
        },
      );
    });
  return {
    permission: notificationPermission,
    enabled() {
      const user = currentUser();
      return (
        !!user && notificationPermission() === 'granted' && storage.getItem(enabledKey(user.uid)) === '1'
      );
    },
    async enable() {
      const uid = requireUid();
      if (!vapidKey) throw new AppError('unavailable', 'Push messages are not set up for this site.');
      const permission = await askNotificationPermission();
      if (permission !== 'granted') return permission;
      const [{ registerPush }, installationId] = await Promise.all([load(), device.installationId()]);
      await registerPush(app, await firestore(), { uid, installationId, vapidKey });
      storage.setItem(enabledKey(uid), '1');
      return permission;
    },
    async disable() {
      const user = currentUser();
      if (!user || storage.getItem(enabledKey(user.uid)) !== '1') return;
      storage.removeItem(enabledKey(user.uid));
      const [{ unregisterPush }, installationId] = await Promise.all([load(), device.installationId()]);
      await unregisterPush(app, await firestore(), { uid: user.uid, installationId });
    },
    onForeground(listener) {
      const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
      if (!worker) return () => undefined;
      const onMessage = (event: MessageEvent) => {
        if (isForegroundPush(event.data)) listener(event.data.notice);
      };
      worker.addEventListener('message', onMessage);
      return () => worker.removeEventListener('message', onMessage);
    },
  };
}
