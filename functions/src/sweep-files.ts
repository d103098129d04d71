/**
 * The daily sweep of attachment files that belong to nothing (issue 15 item 2; the rule is in
 * src/domain/calls/orphan-files.ts): uploads whose record never came, or that sit beside the recorded file in an
 * attachment's folder. It pages through `boards/` in Cloud Storage, a page at a time, and keeps where it stopped in
 * `config/fileSweep` (no client rule reaches `config/`), so a bucket too large for one run is finished by the next.
 */
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import {
  orphanedObjects,
  type AttachmentObjectPlace,
  type StoredObject,
} from '../../src/domain/calls/orphan-files';
import { available } from './mirror';
import { REGION } from './wrap';

/** Objects listed (and records read) at a time. */
export const SWEEP_PAGE = 500;

/** Where a sweep that ran out of time resumes. */
export const SWEEP_CURSOR = 'config/fileSweep';

/** The Storage operations the sweep needs: Cloud Storage's in production, an in-memory one in tests. */
export interface SweepBucket {
  /** One page of objects under `prefix`, and the token of the next page (undefined after the last). */
  list(prefix: string, size: number, pageToken?: string): Promise<{ objects: StoredObject[]; next?: string }>;
  /** Deletes object `name`; nothing happens if it is gone already. */
  delete(name: string): Promise<void>;
}

/** The default bucket of this project as a SweepBucket. */
function cloudBucket(): SweepBucket {
  const bucket = getStorage().bucket();
  return {
    async list(prefix, size, pageToken) {
      const [files, nextQuery] = await bucket.getFiles({
        prefix,
        maxResults: size,
        pageToken,
        autoPaginate: false,
      });
      const next = (nextQuery as { pageToken?: string } | null | undefined)?.pageToken;
      return {
        objects: files.map((file) => ({
          name: file.name,
          createdAt: Date.parse(String(file.metadata.timeCreated ?? '')) || Date.now(),
        })),
        next,
      };
    },
    async delete(name) {
      await bucket.file(name).delete({ ignoreNotFound: true });
    },
  };
}

/** The `storagePath` of each place's attachment record (null: no record, or a link attachment). */
async function recordedPaths(
  db: Firestore,
  places: readonly AttachmentObjectPlace[],
): Promise<(string | null)[]> {
  const refs = places.map((p) =>
    db.doc(`boards/${p.boardId}/cards/${p.cardId}/attachments/${p.attachmentId}`),
  );
  const snapshots = await db.getAll(...refs, { fieldMask: ['storagePath'] });
  return snapshots.map((s) => {
    const path: unknown = s.get('storagePath');
    return s.exists && typeof path === 'string' ? path : null;
  });
}

/**
 * Deletes the orphaned attachment files under `boards/` at `now` (epoch ms), from the saved cursor on, until the
 * listing ends (the cursor is cleared) or `deadline` (epoch ms) passes (the cursor is saved). Returns how many
 * objects it looked at and deleted. A failed delete is logged and left for the next sweep.
 */
export async function sweepOrphanFiles(
  db: Firestore,
  bucket: SweepBucket,
  now: number,
  deadline: number,
  page = SWEEP_PAGE,
): Promise<{ seen: number; deleted: number }> {
  const cursor = db.doc(SWEEP_CURSOR);
  let token = ((await cursor.get()).get('pageToken') as string | undefined) ?? undefined;
  let seen = 0;
  let deleted = 0;
  for (;;) {
    const { objects, next } = await bucket.list('boards/', page, token);
    seen += objects.length;
    const orphans = await orphanedObjects(objects, (places) => recordedPaths(db, places), now);
    const results = await Promise.allSettled(orphans.map((name) => bucket.delete(name)));
    for (const [i, result] of results.entries()) {
      if (result.status === 'fulfilled') deleted += 1;
      else logger.warn(`could not delete orphaned file ${orphans[i]}`, result.reason);
    }
    token = next;
    if (!token || Date.now() > deadline) break;
  }
  await cursor.set({ pageToken: token ?? null, sweptAt: now });
  return { seen, deleted };
}

/** Once a day, for up to 8 of its 9 minutes. */
export const sweepOrphanedFiles = onSchedule(
  { schedule: 'every 24 hours', region: REGION, timeoutSeconds: 540 },
  async () => {
    if (!available('FIREBASE_STORAGE_EMULATOR_HOST')) {
      logger.info('file sweep skipped: no Storage emulator');
      return;
    }
    const started = Date.now();
    const { seen, deleted } = await sweepOrphanFiles(
      getFirestore(),
      cloudBucket(),
      started,
      started + 480_000,
    );
    logger.info(`file sweep: ${deleted} orphaned of ${seen} files, in ${Date.now() - started} ms`);
  },
);
