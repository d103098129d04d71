/**
 * The `boardSnapshot` callable (functions/src/board-snapshot.ts) in the Functions emulator, called over the
 * callable protocol signed out, as a signed-in stranger and as a member: a member reads the whole board; anyone
 * reads a public one (issue 27 item 1) — with `details`, its comments only when `publicView.comments` — and nobody
 * outside it reads a private, importing or deleted one. Seeded through the Admin SDK. Runs in
 * `npm run test:firebase`.
 */
import { gunzipSync } from 'node:zlib';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/domain/ids';
import type { BoardCopyData, BoardDetailsData, BoardSnapshotOutput } from '../../src/domain/sync/board-copy';
import { emulatorAdmin } from './admin';
import type { Caller } from './broken-payloads';
import { call, nameAccount, signUp } from './callable-probe';

let admin: Firestore;
/** Olive owns every board here; Sam is a signed-in stranger. */
let owner: Caller;
let stranger: Caller;
const made: string[] = [];

/** A board of Olive's, as the web adapter writes one, with a list, a card, a comment and an attachment record. */
async function seedBoard(extra: Record<string, unknown> = {}): Promise<string> {
  const id = newId();
  made.push(id);
  const now = Timestamp.now();
  const batch = admin.batch();
  batch.set(admin.doc(`boards/${id}`), {
    title: 'Open plan',
    description: '',
    background: 'blue',
    labels: [],
    roles: { [owner.uid]: 'owner' },
    memberIds: [owner.uid],
    createdBy: owner.uid,
    createdAt: now,
    updatedAt: now,
    archivedAt: null,
    importState: null,
    ...extra,
  });
  batch.set(admin.doc(`boards/${id}/lists/l1`), {
    title: 'To do',
    rank: 'm',
    wipLimit: null,
    archivedAt: null,
    createdAt: now,
    updatedAt: now,
  });
  batch.set(admin.doc(`boards/${id}/cards/c1`), {
    title: 'Paint',
    listId: 'l1',
    rank: 'm',
    archivedAt: null,
    createdAt: now,
    updatedAt: now,
  });
  batch.set(admin.doc(`boards/${id}/cards/c1/comments/m1`), {
    authorUid: owner.uid,
    authorName: null,
    text: 'Blue or green?',
    createdAt: now,
    editedAt: null,
  });
  batch.set(admin.doc(`boards/${id}/cards/c1/attachments/a1`), {
    name: 'plan',
    storagePath: null,
    url: 'https://example.com/plan',
    contentType: 'text/html',
    size: 0,
    uploadedBy: owner.uid,
    createdAt: now,
  });
  await batch.commit();
  return id;
}

/** The call's code, and its answer unpacked when it resolved. */
async function snapshot<T>(caller: Caller | null, input: Record<string, unknown>) {
  const { code, result } = await call('boardSnapshot', caller, input, 60_000);
  const gzip = (result as BoardSnapshotOutput | undefined)?.gzip;
  const value = gzip ? (JSON.parse(gunzipSync(Buffer.from(gzip, 'base64')).toString('utf8')) as T) : null;
  return { code, value };
}

const copyOf = (caller: Caller | null, boardId: string) => snapshot<BoardCopyData>(caller, { boardId });
const detailsOf = (caller: Caller | null, boardId: string) =>
  snapshot<BoardDetailsData>(caller, { boardId, details: true });

beforeAll(async () => {
  admin = emulatorAdmin('board-snapshot');
  const [olive, sam] = await Promise.all([signUp('Olive'), signUp('Sam')]);
  if (!olive || !sam) throw new Error('sign-up failed');
  [owner, stranger] = [olive, sam];
  await nameAccount(owner, 'Olive Owner');
}, 120_000);
afterAll(async () => {
  await Promise.all(made.map((id) => admin.recursiveDelete(admin.doc(`boards/${id}`))));
});

describe('boardSnapshot: members, and anyone for a public board (issue 27 item 1)', () => {
  it('gives a public board, its lists and cards to anyone, signed out or a stranger', async () => {
    const boardId = await seedBoard({ publicView: { comments: false, searchEngines: true } });
    for (const caller of [null, stranger, owner]) {
      const { code, value } = await copyOf(caller, boardId);
      expect(code).toBe('ok');
      expect(value?.board).toMatchObject({
        title: 'Open plan',
        publicView: { comments: false, searchEngines: true },
      });
      expect(value?.lists.map(([id]) => id)).toEqual(['l1']);
      expect(value?.cards.map(([id, data]) => [id, data.title])).toEqual([['c1', 'Paint']]);
    }
  });

  it('names a public board’s members for a reader by the names they gave their accounts, and nobody else', async () => {
    // Sam is no member: a board naming Olive only, as owner.
    const boardId = await seedBoard({ publicView: { comments: false, searchEngines: false } });
    for (const caller of [null, stranger]) {
      const { value } = await copyOf(caller, boardId);
      expect(value?.names).toEqual({ [owner.uid]: 'Olive Owner' });
      expect(JSON.stringify(value)).not.toContain('@');
    }
    // A member reads the names from boardMembers itself.
    expect((await copyOf(owner, boardId)).value?.names).toBeUndefined();
  });

  it('refuses a private board to anyone but its members, signed out too, with permission-denied', async () => {
    const boardId = await seedBoard();
    expect((await copyOf(owner, boardId)).code).toBe('ok');
    expect((await copyOf(null, boardId)).code).toBe('permission-denied');
    expect((await copyOf(stranger, boardId)).code).toBe('permission-denied');
    expect((await detailsOf(null, boardId)).code).toBe('permission-denied');
    // Made private again (null), as the owner's board update does: refused at once.
    const once = await seedBoard({ publicView: { comments: true, searchEngines: false } });
    expect((await copyOf(null, once)).code).toBe('ok');
    await admin.doc(`boards/${once}`).update({ publicView: null });
    expect((await copyOf(null, once)).code).toBe('permission-denied');
    expect((await copyOf(stranger, once)).code).toBe('permission-denied');
  });

  it('refuses a public board while it is being imported, and a deleted one (not-found)', async () => {
    const importing = await seedBoard({
      publicView: { comments: true, searchEngines: true },
      importState: 'importing',
    });
    expect((await copyOf(null, importing)).code).toBe('permission-denied');
    expect((await copyOf(owner, importing)).code).toBe('ok');
    const deleted = await seedBoard();
    await admin.doc(`boards/${deleted}`).set({ deletedAt: Timestamp.now(), deletedBy: owner.uid });
    expect((await copyOf(null, deleted)).code).toBe('not-found');
    expect((await copyOf(null, newId())).code).toBe('not-found');
    expect((await copyOf(null, 'a/b')).code).toBe('invalid-argument');
  });

  it('with details: attachments always, comments only when the board shows them; members all of it', async () => {
    const quiet = await seedBoard({ publicView: { comments: false, searchEngines: false } });
    const signedOut = await detailsOf(null, quiet);
    expect(signedOut.code).toBe('ok');
    expect(signedOut.value?.comments).toEqual([]);
    expect(signedOut.value?.attachments.map(([cardId, id]) => [cardId, id])).toEqual([['c1', 'a1']]);
    expect((await detailsOf(stranger, quiet)).value?.comments).toEqual([]);
    const mine = await detailsOf(owner, quiet);
    expect(mine.value?.comments.map(([cardId, id, data]) => [cardId, id, data.text])).toEqual([
      ['c1', 'm1', 'Blue or green?'],
    ]);

    const talking = await seedBoard({ publicView: { comments: true, searchEngines: false } });
    const shown = await detailsOf(null, talking);
    expect(shown.value?.comments.map(([cardId, id, data]) => [cardId, id, data.text])).toEqual([
      ['c1', 'm1', 'Blue or green?'],
    ]);
    expect(shown.value?.attachments).toHaveLength(1);
  });
});
