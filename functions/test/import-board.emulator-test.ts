/**
 * `importBoard` with the board id and time a device proposes (issue 24: the device stores the board in its replica
 * while the server writes it), against the Cloud Firestore and Functions emulators: the id is taken only for a board
 * that does not exist, and a board that does is left untouched; the time only if it is not after the server's own
 * and at most 10 minutes before it.
 *
 * Runs in `npm run test:firebase`.
 */
import { gzipSync } from 'node:zlib';
import type { Firestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateTrelloExport } from '../../scripts/generate-trello-export';
import { newId } from '../../src/domain/ids';
import { checkImportable } from '../../src/domain/import/check-plan';
import { PROPOSED_AT_WINDOW_MS } from '../../src/domain/import/import-call';
import { mapTrelloExport } from '../../src/domain/import/trello';
import { emulatorAdmin } from './admin';
import type { Caller } from './broken-payloads';
import { call, signUp } from './callable-probe';

let admin: Firestore;
let owner: Caller;
const gzip = gzipSync(
  JSON.stringify(
    checkImportable(mapTrelloExport(generateTrelloExport({ cards: 3, lists: 1, seed: 5 })).plan),
  ),
).toString('base64');

beforeAll(async () => {
  admin = emulatorAdmin('import-board');
  owner = await signUp('importer');
});

const millisOf = (value: unknown): number => (value as { toMillis(): number }).toMillis();

describe('importBoard: the board id and time a device proposes', () => {
  it('takes the id, and a time up to 10 minutes behind the server clock', async () => {
    const boardId = newId();
    const proposedAt = Date.now() - 60_000;
    expect((await call('importBoard', owner, { gzip, boardId, proposedAt }, 30_000)).code).toBe('ok');
    const board = (await admin.doc(`boards/${boardId}`).get()).data() ?? {};
    expect(millisOf(board.createdAt)).toBe(proposedAt);
    expect(board.importState).toBeNull();
    expect(board.roles).toEqual({ [owner.uid]: 'owner' });
    expect((await admin.collection(`boards/${boardId}/cards`).count().get()).data().count).toBe(3);
  });

  it('writes at its own time when the proposed one is after it, or too far before it', async () => {
    for (const proposedAt of [Date.now() + 60_000, Date.now() - PROPOSED_AT_WINDOW_MS - 60_000]) {
      const boardId = newId();
      const before = Date.now();
      expect((await call('importBoard', owner, { gzip, boardId, proposedAt }, 30_000)).code).toBe('ok');
      const createdAt = millisOf((await admin.doc(`boards/${boardId}`).get()).get('createdAt'));
      expect(createdAt).not.toBe(proposedAt);
      expect(createdAt).toBeGreaterThanOrEqual(before - 1_000);
      expect(createdAt).toBeLessThanOrEqual(Date.now());
    }
  });

  it('refuses an id that is taken, and leaves that board and its cards as they were', async () => {
    const victim = await signUp('victim');
    const boardId = newId();
    const board = admin.doc(`boards/${boardId}`);
    await board.set({ title: 'Theirs', roles: { [victim.uid]: 'owner' }, memberIds: [victim.uid] });
    await board.collection('cards').doc('c1').set({ title: 'Keep me' });
    const times = async () => [
      (await board.get()).updateTime?.toMillis(),
      (await board.collection('cards').doc('c1').get()).updateTime?.toMillis(),
    ];
    const before = await times();

    expect(await call('importBoard', owner, { gzip, boardId }, 30_000)).toMatchObject({
      code: 'invalid-argument',
    });
    expect(await times()).toEqual(before);
    expect((await board.get()).get('title')).toBe('Theirs');
    expect((await board.collection('cards').count().get()).data().count).toBe(1);
  });
});
