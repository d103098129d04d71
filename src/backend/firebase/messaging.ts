/**
 * Cloud Messaging registration (ARCHITECTURE.md §8), loaded by push-port.ts with `import()` only when someone turns
 * notifications on in Settings — never on the path to the first render. Firebase 12.14+ registers by Installation
 * ID: `register(messaging, {vapidKey, serviceWorkerRegistration})` with the app's one service worker (src/sw.ts),
 * and the functions send to `users/{uid}/devices/{installationId}`.
 */
import type { FirebaseApp } from 'firebase/app';
import { doc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import { getMessaging, isSupported, register, unregister } from 'firebase/messaging';
import { AppError } from '../../domain/errors';

/** How long to wait for the service worker to be active, in milliseconds. */
const WORKER_WAIT_MS = 10_000;

/** The active registration of the one service worker, or `unavailable`. */
async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  if (!('serviceWorker' in navigator))
    throw new AppError('unavailable', 'This browser has no service worker.');
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(
      () => reject(new AppError('unavailable', 'The offline worker is not running: reload the page.')),
      WORKER_WAIT_MS,
    ),
  );
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** `users/{uid}/devices/{installationId}` with `pushEnabled` (firestore.rules checks exactly these two fields). */
function writeDevice(
  db: Firestore,
  uid: string,
  installationId: string,
  pushEnabled: boolean,
): Promise<void> {
  return setDoc(doc(db, 'users', uid, 'devices', installationId), {
    pushEnabled,
    updatedAt: serverTimestamp(),
  });
}

/**
 * Registers this installation with Cloud Messaging and records it for `uid`. Throws `unavailable` when messaging
 * is not supported here (no Push API, e.g. some private windows) or no service worker is active.
 */
export async function registerPush(
  app: FirebaseApp,
  db: Firestore,
  target: { uid: string; installationId: string; vapidKey: string },
): Promise<void> {
  if (!(await isSupported())) throw new AppError('unavailable', 'This browser cannot receive push messages.');
  const serviceWorkerRegistration = await workerRegistration();
  await register(getMessaging(app), { vapidKey: target.vapidKey, serviceWorkerRegistration });
  await writeDevice(db, target.uid, target.installationId, true);
}

/** Unregisters this installation and marks its device record off (what the functions skip). */
export async function unregisterPush(
  app: FirebaseApp,
  db: Firestore,
  target: { uid: string; installationId: string },
): Promise<void> {
  await writeDevice(db, target.uid, target.installationId, false);
  if (await isSupported()) await unregister(getMessaging(app));
}
