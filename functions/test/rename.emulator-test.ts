/**
 * A rename reaches the membership mirror of every board of the person (issue 15 item 9): which boards those are,
 * read from the Cloud Firestore emulator. The mirror itself lives in the Realtime Database, which has no emulator
 * on these machines: rewriting it is NOT run here (mirror.ts skips it and logs so).
 *
 * Runs in `npm run test:firebase`.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { emulatorAdmin } from './admin';
import { newId } from '../../src/domain/ids';
import { boardIdsOf } from '../src/rename';

let admin: Firestore;

beforeAll(() => {
  admin = emulatorAdmin('rename');
});

describe('boardIdsOf', () => {
  it("finds every board the person is a member of, and neither others' boards nor deleted ones", async () => {
    const bea = `bea-${newId()}`;
    const [shared, own, others, deleted] = [newId(), newId(), newId(), newId()];
    await admin
      .doc(`boards/${shared}`)
      .set({ memberIds: ['ana', bea], roles: { ana: 'owner', [bea]: 'member' } });
    await admin.doc(`boards/${own}`).set({ memberIds: [bea], roles: { [bea]: 'owner' } });
    await admin.doc(`boards/${others}`).set({ memberIds: ['ana'], roles: { ana: 'owner' } });
    // A deleted board's tombstone keeps no members.
    await admin.doc(`boards/${deleted}`).set({ deletedAt: Date.now(), deletedBy: bea });
    expect((await boardIdsOf(admin, bea)).sort()).toEqual([shared, own].sort());
  });
});
