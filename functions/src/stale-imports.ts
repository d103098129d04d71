/**
 * The hourly sweep of imports that never finished (issue 28 item 7): boards still marked `importState: 'importing'`
 * well past the longest an import may run. The import leaves them when Cloud Firestore stopped answering its
 * writes (import-board.ts): those writes could still land, so only once they cannot is the board deleted, with all
 * it holds. Nobody ever saw such a board: the boards list and the rules hide an importing board from all but its
 * owner's own import.
 */
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { REGION } from './wrap';

/**
 * How old an unfinished import must be to go, in ms: 15 minutes, three times importBoard's 300 s timeout, after
 * which none of its writes is still in flight.
 */
export const STALE_IMPORT_MS = 15 * 60_000;

/** Boards looked at per run: an hourly run keeps up with far more failed imports than a project makes. */
export const STALE_IMPORT_PAGE = 100;

/**
 * Deletes, with everything under them, the boards still importing whose `createdAt` is more than `STALE_IMPORT_MS`
 * before `now` (epoch ms), at most `page` of them. Returns their ids. One equality query (the automatic
 * single-field index on `importState`); the age is checked here, so no composite index is needed.
 */
export async function sweepStaleImports(
  db: Firestore,
  now: number,
  page = STALE_IMPORT_PAGE,
): Promise<string[]> {
  const found = await db
    .collection('boards')
    .where('importState', '==', 'importing')
    .select('createdAt')
    .limit(page)
    .get();
  const stale = found.docs.filter((doc) => {
    const createdAt: unknown = doc.get('createdAt');
    return createdAt instanceof Timestamp && createdAt.toMillis() < now - STALE_IMPORT_MS;
  });
  for (const doc of stale) await db.recursiveDelete(doc.ref);
  return stale.map((doc) => doc.id);
}

export const sweepUnfinishedImports = onSchedule(
  { schedule: 'every 60 minutes', region: REGION },
  async () => {
    const deleted = await sweepStaleImports(getFirestore(), Date.now());
    if (deleted.length > 0) logger.info(`deleted ${deleted.length} unfinished imports`, { boards: deleted });
  },
);
