/**
 * The daily purge of tombstones (docs/sync.md): each deleted list's or card's id stays under its board for
 * TOMBSTONE_HORIZON_MS (30 days) so devices that were away learn it went; a device away longer copies the board
 * whole again (RESYNC_AFTER_MS), so older tombstones serve nobody.
 */
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { TOMBSTONE_HORIZON_MS } from '../../src/domain/sync/horizon';
import { deleteInPages } from './delete-pages';
import { REGION } from './wrap';

/** Tombstones read and deleted at a time. */
export const TOMBSTONE_PURGE_PAGE = 500;

/**
 * Deletes every tombstone of every board deleted at or before `now` − TOMBSTONE_HORIZON_MS (epoch ms), `page` at a
 * time (the collection-group index on `deletedAt`, firestore.indexes.json). Returns how many were deleted.
 */
export function purgeOldTombstones(db: Firestore, now: number, page = TOMBSTONE_PURGE_PAGE): Promise<number> {
  const cutoff = Timestamp.fromMillis(now - TOMBSTONE_HORIZON_MS);
  return deleteInPages(db, db.collectionGroup('tombstones').where('deletedAt', '<=', cutoff), page);
}

export const purgeTombstones = onSchedule({ schedule: 'every 24 hours', region: REGION }, async () => {
  const deleted = await purgeOldTombstones(getFirestore(), Date.now());
  logger.info(`purged ${deleted} tombstones past the sync horizon`);
});
