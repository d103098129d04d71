/**
 * The daily purge of expired invites (issue 15 item 11). acceptInvite already refuses an expired link; deleting it
 * keeps the `invites` collection from growing without end and stops keeping the e-mail addresses of invites
 * nobody used. listInvites also purges one board's expired invites whenever an admin opens the list.
 */
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { paths } from '../../src/domain/calls/tx';
import { deleteInPages } from './delete-pages';
import { REGION } from './wrap';

/** Invites read and deleted at a time: small requests, whatever the backlog. */
export const INVITE_PURGE_PAGE = 500;

/**
 * Deletes every invite whose `expiresAt` is at or before `now` (epoch ms), used or not, `page` at a time (ids
 * only, the automatic single-field index on `expiresAt`). Returns how many were deleted.
 */
export function purgeExpired(db: Firestore, now: number, page = INVITE_PURGE_PAGE): Promise<number> {
  return deleteInPages(
    db,
    db.collection(paths.invites).where('expiresAt', '<=', Timestamp.fromMillis(now)),
    page,
  );
}

/** Once a day: an expired link is already refused, so the purge is housekeeping, not a gate. */
export const purgeExpiredInvites = onSchedule({ schedule: 'every 24 hours', region: REGION }, async () => {
  const deleted = await purgeExpired(getFirestore(), Date.now());
  logger.info(`purged ${deleted} expired invites`);
});
