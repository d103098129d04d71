/**
 * Keeps the service worker's record of who is signed in (push-recipient.ts) up to date while `uid` is signed in.
 * A sign-in counts as kept unless the backend started this page on the memory cache for a sign-in not kept
 * (`offlineCache: 'session'`); right after a kept sign-in that is still so until the next page load, which only
 * makes the worker stricter (pushes shown while a Lanes window is open).
 */
import { useEffect } from 'react';
import { useBackend } from './context';
import { recordPushRecipient } from './push-recipient';

export function usePushRecipient(uid: string): void {
  const { offlineCache } = useBackend();
  useEffect(() => {
    void recordPushRecipient({ uid, kept: offlineCache !== 'session' });
  }, [uid, offlineCache]);
}
