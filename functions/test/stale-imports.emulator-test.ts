/**
 * The hourly sweep of unfinished imports (issue 28 item 7) against the Cloud Firestore emulator: a board Cloud
 * Firestore stopped answering in the middle of importing is deleted with everything under it once none of its
 * writes can still land, and nothing else is.
 *
 * Runs in `npm run test:firebase`.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { emulatorAdmin } from './admin';
import { newId } from '../../src/domain/ids';
import { STALE_IMPORT_MS, sweepStaleImports } from '../src/stale-imports';

let admin: Firestore;

beforeAll(() => {
  admin = emulatorAdmin('stale-imports');
});

/** A board created `ageMs` before `now`, in `importState`, with a list and two cards under it. Returns its id. */
async function board(now: number, ageMs: number, importState: 'importing' | null): Promise<string> {
  const id = `stale-${newId()}`;
  const ref = admin.doc(`boards/${id}`);
  await ref.set({ title: id, importState, createdAt: Timestamp.fromMillis(now - ageMs) });
  await ref.collection('lists').doc('l1').set({ title: 'Backlog' });
  await ref.collection('cards').doc('c1').set({ title: 'One', listId: 'l1' });
  await ref.collection('cards').doc('c2').set({ title: 'Two', listId: 'l1' });
  return id;
}

/** How many documents board `id` and its lists and cards hold (0: gone whole). */
async function held(id: string): Promise<number> {
  const ref = admin.doc(`boards/${id}`);
  const [self, lists, cards] = await Promise.all([
    ref.get(),
    ref.collection('lists').count().get(),
    ref.collection('cards').count().get(),
  ]);
  return (self.exists ? 1 : 0) + lists.data().count + cards.data().count;
}

describe('sweepStaleImports', () => {
  it('deletes an import left unfinished past the grace, whole, and keeps recent imports and finished boards', async () => {
    const now = Date.now();
    const stale = await board(now, STALE_IMPORT_MS + 60_000, 'importing');
    const recent = await board(now, STALE_IMPORT_MS - 60_000, 'importing');
    const finished = await board(now, STALE_IMPORT_MS * 10, null);

    // Other suites leave importing boards of their own: a page large enough to reach ours.
    const deleted = await sweepStaleImports(admin, now, 10_000);

    expect(deleted).toContain(stale);
    expect(deleted).not.toContain(recent);
    expect(deleted).not.toContain(finished);
    expect(await held(stale)).toBe(0);
    expect(await held(recent)).toBe(4);
    expect(await held(finished)).toBe(4);
  });
});
