/**
 * Sends a push to every device a user turned notifications on for (`users/{uid}/devices/{installationId}` with
 * `pushEnabled`), addressed by Firebase Installation ID. firebase-admin 13 (the last on Node 20, TOOLCHAIN.md) has
 * no FID target yet, so this calls the FCM HTTP v1 API itself, which takes `message.fid`, with the Admin SDK's
 * own credential. A device FCM no longer knows is switched off. Skipped under the emulator (no FCM emulator).
 */
import { applicationDefault, getApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { InboxEntry } from '../../src/domain/notifications/types';
import { pushData } from '../../src/domain/notifications/push-message';

/** An access token for FCM from the app's credential (the function's service account when deployed). */
async function accessToken(): Promise<string> {
  const credential = getApp().options.credential ?? applicationDefault();
  return (await credential.getAccessToken()).access_token;
}

function projectId(): string {
  return getApp().options.projectId ?? process.env.GCLOUD_PROJECT ?? process.env.GCP_PROJECT ?? '';
}

/** One send; true when FCM says the installation is gone (HTTP 404, `UNREGISTERED`). */
async function sendOne(token: string, fid: string, data: Record<string, string>): Promise<boolean> {
  const response = await fetch(`https://fcm.googleapis.com/v1/projects/${projectId()}/messages:send`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      message: {
        fid,
        // Data only: src/sw.ts decides between a notification and a toast in a window in front.
        data,
        webpush: { headers: { Urgency: 'high', TTL: String(24 * 60 * 60) }, fcm_options: { link: data.url } },
      },
    }),
  });
  if (response.ok) return false;
  const said = await response.text();
  if (response.status === 404 || said.includes('UNREGISTERED')) return true;
  logger.warn(`push to ${fid} failed: HTTP ${response.status}`, said.slice(0, 500));
  return false;
}

/** Pushes `entry` to the enabled devices of `uid`; never throws (the inbox entry is already written). */
export async function pushToUser(uid: string, entry: InboxEntry): Promise<void> {
  if (process.env.FUNCTIONS_EMULATOR === 'true') {
    logger.info(`push of ${entry.id} to ${uid} skipped: no Cloud Messaging emulator`);
    return;
  }
  try {
    const devices = await getFirestore()
      .collection(`users/${uid}/devices`)
      .where('pushEnabled', '==', true)
      .get();
    if (devices.empty) return;
    const token = await accessToken();
    const data = pushData(entry, uid);
    await Promise.all(
      devices.docs.map(async (device) => {
        if (await sendOne(token, device.id, data)) await device.ref.update({ pushEnabled: false });
      }),
    );
  } catch (e) {
    logger.error(`push of ${entry.id} to ${uid} failed`, e);
  }
}
