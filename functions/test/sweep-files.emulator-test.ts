/**
 * The daily sweep of orphaned attachment files (issue 15 item 2) against the Cloud Firestore emulator: records are
 * real documents; the bucket is an in-memory stand-in, because these machines have no Storage emulator (its Java 21
 * runtime cannot be installed here), so Cloud Storage's own listing and deleting are NOT run by this test.
 *
 * Runs in `npm run test:firebase`.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { emulatorAdmin } from './admin';
import { ORPHAN_GRACE_MS, type StoredObject } from '../../src/domain/calls/orphan-files';
import { newId } from '../../src/domain/ids';
import { SWEEP_CURSOR, sweepOrphanFiles, type SweepBucket } from '../src/sweep-files';

let admin: Firestore;

beforeAll(() => {
  admin = emulatorAdmin('sweep');
});

/** A bucket in memory, listed in name order, `size` at a time, as Cloud Storage pages. */
function memoryBucket(objects: StoredObject[]): SweepBucket & { names: () => string[] } {
  const stored = new Map(objects.map((o) => [o.name, o]));
  return {
    names: () => [...stored.keys()].sort(),
    async list(prefix, size, pageToken) {
      const all = [...stored.values()]
        .filter((o) => o.name.startsWith(prefix))
        .sort((a, b) => (a.name < b.name ? -1 : 1));
      const from = pageToken ? all.findIndex((o) => o.name > pageToken) : 0;
      const slice = from < 0 ? [] : all.slice(from, from + size);
      const last = slice.at(-1);
      return { objects: slice, next: from + size < all.length && last ? last.name : undefined };
    },
    async delete(name) {
      stored.delete(name);
    },
  };
}

describe('sweepOrphanFiles', () => {
  it('deletes old files no record names, keeps recorded and recent ones, and resumes where time ran out', async () => {
    const now = Date.now();
    const old = now - ORPHAN_GRACE_MS - 60_000;
    const board = `sweep-${newId()}`;
    const folder = `boards/${board}/cards/c1`;
    await admin.doc(`boards/${board}/cards/c1/attachments/a1`).set({ storagePath: `${folder}/a1/plan.pdf` });
    await admin.doc(`boards/${board}/cards/c1/attachments/a2`).set({ storagePath: `${folder}/a2/photo.jpg` });
    await admin.doc(SWEEP_CURSOR).delete();
    const bucket = memoryBucket([
      { name: `${folder}/a1/plan.pdf`, createdAt: old },
      { name: `${folder}/a1/smuggled.zip`, createdAt: old },
      { name: `${folder}/a2/photo.jpg`, createdAt: old },
      { name: `${folder}/ghost/huge.zip`, createdAt: old },
      { name: `${folder}/queued/notes.txt`, createdAt: now - 60_000 },
      { name: 'users/u1/avatar/me.png', createdAt: old },
    ]);

    // Out of time after the first page of 2: the cursor is kept and the next run goes on from there.
    const first = await sweepOrphanFiles(admin, bucket, now, now - 1, 2);
    expect(first).toEqual({ seen: 2, deleted: 1 });
    expect((await admin.doc(SWEEP_CURSOR).get()).get('pageToken')).toBe(`${folder}/a1/smuggled.zip`);
    const rest = await sweepOrphanFiles(admin, bucket, now, now + 60_000, 2);
    expect(rest).toEqual({ seen: 3, deleted: 1 });
    expect(bucket.names()).toEqual([
      `${folder}/a1/plan.pdf`,
      `${folder}/a2/photo.jpg`,
      `${folder}/queued/notes.txt`,
      'users/u1/avatar/me.png',
    ]);
    // The listing ended: the next sweep starts from the top again.
    expect((await admin.doc(SWEEP_CURSOR).get()).get('pageToken')).toBeNull();
  });
});
