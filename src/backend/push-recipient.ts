/**
 * Tells the service worker who is signed in on this browser (issue 15 item 7), so that it shows a push only to that
 * account (src/domain/push-link.ts `pushAllowed`): a small record in Cache Storage, which the page and the worker
 * both reach, and which outlives the worker's restarts and the page. Written while an account is signed in
 * (features/inbox), deleted on sign-out (src/backend/firebase/sign-out.ts).
 */
import type { PushRecipient } from '../domain/push-link';

/** The Cache Storage cache and the request key of the record. */
export const PUSH_RECIPIENT_CACHE = 'lanes-push-recipient';
const KEY = '/lanes/push-recipient';

/** Records `recipient` (null: nobody signed in). Never throws: without Cache Storage the worker shows nothing. */
export async function recordPushRecipient(recipient: PushRecipient | null): Promise<void> {
  try {
    if (!recipient) {
      await caches.delete(PUSH_RECIPIENT_CACHE);
      return;
    }
    const cache = await caches.open(PUSH_RECIPIENT_CACHE);
    await cache.put(KEY, new Response(JSON.stringify(recipient)));
  } catch (e) {
    console.warn('Lanes: could not tell the service worker who is signed in', e);
  }
}

/** The record, or null when there is none or it cannot be read (the service worker then shows no push). */
export async function readPushRecipient(): Promise<PushRecipient | null> {
  try {
    const response = await (await caches.open(PUSH_RECIPIENT_CACHE)).match(KEY);
    const value: unknown = response ? await response.json() : null;
    if (typeof value !== 'object' || value === null) return null;
    const { uid, kept } = value as Record<string, unknown>;
    return typeof uid === 'string' && uid !== '' ? { uid, kept: kept === true } : null;
  } catch {
    return null;
  }
}
