/**
 * Deleting a board or an account that no single transaction can delete (issue 15 items 2 and 3): the deleteBoard
 * and deleteAccountData callables only mark the boards deleted (a tombstone: no member can read them any more,
 * nobody can claim their ids), and the purgeDeletedBoard and purgeDeletedUser triggers empty them in pages.
 *
 * A transaction is one request: production refuses one over 10 MiB, the Cloud Firestore emulator over 4 MiB
 * ("gRPC message exceeds maximum size 4194304", retried by the Admin SDK until the callable times out). The CI
 * case reaches that with 3,500 documents whose ids are 1,200 characters long (ids that firestore.rules now
 * refuses past 128, but that older clients could write): about 4.4 MB of document names to delete. In CI they are
 * lists, which no function is triggered by: as activity entries they would each run notifyMemberJoined in the
 * Functions emulator, whose backlog of thousands of runs starved the suites after this one. Set
 * LANES_DELETION_DOCS=50000 for the realistic variant — 50,000 activity entries with Lanes' own 20-character ids,
 * as a board with years of activity has (seeding takes minutes here, so it is not part of CI). The purge is the
 * same for both: every collection under the board, listed.
 *
 * Runs in `npm run test:firebase` (the Cloud Firestore emulator, Auth and Functions emulators, triggers wired).
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  doc,
  getDoc,
  initializeFirestore,
  memoryLocalCache,
  serverTimestamp,
  setDoc,
  type Firestore as WebFirestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorAdmin } from './admin';
import { createFirebaseCalls } from '../../src/backend/firebase/calls';
import { EMULATORS, emulatorConfig } from '../../src/backend/firebase/config';
import type { CallsPort } from '../../src/backend/ports';
import { isAppError } from '../../src/domain/errors';
import { newId } from '../../src/domain/ids';

const DOCS = Number(process.env.LANES_DELETION_DOCS ?? 3_500);
/** Ids long enough that the CI case passes the emulator's 4 MiB per request with few documents. */
const ID_LENGTH = process.env.LANES_DELETION_DOCS ? 20 : 1_200;
/** Where the bulk goes (see above). */
const BULK = process.env.LANES_DELETION_DOCS ? 'activity' : 'lists';

const apps: FirebaseApp[] = [];
let admin: Firestore;

beforeAll(() => {
  admin = emulatorAdmin('deletion');
});
afterAll(async () => {
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
});

/** A user of the Auth emulator with the app's CallsPort and a Firestore client of their own. */
async function person(name: string): Promise<{ uid: string; calls: CallsPort; db: WebFirestore }> {
  const app = initializeApp(emulatorConfig(), `${name}-${newId()}`);
  apps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${EMULATORS.host}:${EMULATORS.auth}`, { disableWarnings: true });
  const db = initializeFirestore(app, { localCache: memoryLocalCache() });
  connectFirestoreEmulator(db, EMULATORS.host, EMULATORS.firestore);
  const { user } = await createUserWithEmailAndPassword(
    auth,
    `${name}-${newId()}@example.test`,
    'secret-password',
  );
  return { uid: user.uid, calls: createFirebaseCalls(app, true), db };
}

/** A board of `roles` with a list, a card with a comment and an attachment record, an invite, and `entries` more documents (BULK). */
async function bigBoard(roles: Record<string, string>, entries: number): Promise<string> {
  const boardId = newId();
  const owner = Object.keys(roles)[0] ?? '';
  await admin.doc(`boards/${boardId}`).set({
    title: 'Years of work',
    description: '',
    background: 'blue',
    labels: [],
    roles,
    memberIds: Object.keys(roles),
    createdBy: owner,
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
    archivedAt: null,
    importState: null,
  });
  const writer = admin.bulkWriter();
  void writer.set(admin.doc(`boards/${boardId}/lists/l1`), { title: 'To do', rank: 'a0' });
  void writer.set(admin.doc(`boards/${boardId}/cards/c1`), { title: 'Card', listId: 'l1' });
  void writer.set(admin.doc(`boards/${boardId}/cards/c1/comments/m1`), { text: 'hi', authorUid: owner });
  void writer.set(admin.doc(`boards/${boardId}/cards/c1/attachments/a1`), {
    name: 'spec.pdf',
    storagePath: `boards/${boardId}/cards/c1/a1/spec.pdf`,
  });
  void writer.set(admin.doc(`invites/inv-${boardId}`), { boardId, role: 'member', createdBy: owner });
  for (let i = 0; i < entries; i += 1) {
    const id = String(i).padStart(ID_LENGTH, 'x');
    void writer.set(admin.doc(`boards/${boardId}/${BULK}/${id}`), {
      type: 'card.move',
      actorUid: owner,
      data: { fromListId: 'l1', toListId: 'l2' },
      createdAt: Timestamp.now(),
    });
  }
  await writer.close();
  return boardId;
}

/** Documents left under board `boardId` (its activity, lists, cards, comments, attachments) and its invites. */
async function leftOf(boardId: string): Promise<number> {
  const counts = await Promise.all([
    ...['activity', 'lists', 'cards'].map((c) => admin.collection(`boards/${boardId}/${c}`).count().get()),
    admin.collection(`boards/${boardId}/cards/c1/comments`).count().get(),
    admin.collection(`boards/${boardId}/cards/c1/attachments`).count().get(),
    admin.collection('invites').where('boardId', '==', boardId).count().get(),
  ]);
  return counts.reduce((sum, c) => sum + c.data().count, 0);
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'resolved';
  } catch (e) {
    return isAppError(e) ? e.code : String((e as { code?: unknown }).code ?? e);
  }
}

/** Polls until `left()` is 0; resolves with how long that took (ms). */
async function emptied(left: () => Promise<number>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    if ((await left()) === 0) return Date.now() - started;
    if (Date.now() - started > timeoutMs)
      throw new Error(`still ${await left()} documents after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

describe(`deleting a board of ${DOCS.toLocaleString('en-US')} ${BULK} (ids of ${ID_LENGTH} characters)`, () => {
  it('marks it deleted at once, then empties it in pages; its id cannot be claimed again', async () => {
    const owner = await person('Owner');
    const member = await person('Member');
    const stranger = await person('Stranger');
    const boardId = await bigBoard({ [owner.uid]: 'owner', [member.uid]: 'member' }, DOCS);
    expect(await codeOf(getDoc(doc(member.db, `boards/${boardId}`)))).toBe('resolved');

    const started = Date.now();
    await expect(owner.calls.deleteBoard({ boardId })).resolves.toEqual({ boardId });
    console.log(`deleteBoard answered in ${Date.now() - started} ms`);

    // The members lose it at once, before the contents are gone.
    expect(await codeOf(getDoc(doc(member.db, `boards/${boardId}`)))).toBe('permission-denied');
    const tombstone = (await admin.doc(`boards/${boardId}`).get()).data();
    expect(Object.keys(tombstone ?? {}).sort()).toEqual(['deletedAt', 'deletedBy']);
    expect(tombstone?.deletedBy).toBe(owner.uid);

    const took = await emptied(() => leftOf(boardId), 240_000);
    console.log(`purged ${DOCS} entries and the rest in ${took} ms after deleteBoard answered`);
    // The tombstone stays: nobody can create a board with this id and so come by what was under it.
    const claim = setDoc(doc(stranger.db, `boards/${boardId}`), {
      title: 'Mine now',
      description: '',
      background: 'blue',
      labels: [],
      roles: { [stranger.uid]: 'owner' },
      memberIds: [stranger.uid],
      createdBy: stranger.uid,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
      archivedAt: null,
      importState: null,
    });
    expect(await codeOf(claim)).toBe('permission-denied');
  }, 600_000);
});

describe('deleting an account whose only board is too big for one transaction', () => {
  it('marks the board deleted with the account’s data, then empties both in pages', async () => {
    const me = await person('Leaver');
    const boardId = await bigBoard({ [me.uid]: 'owner' }, Math.min(DOCS, 3_500));
    const inbox = admin.bulkWriter();
    for (let i = 0; i < 300; i += 1)
      void inbox.set(admin.doc(`users/${me.uid}/inbox/n${i}`), { type: 'assigned', text: 'x', readAt: null });
    await inbox.close();
    await admin.doc(`users/${me.uid}`).set({ displayName: 'Leaver', photoURL: null, emailLower: null });

    await expect(me.calls.deleteAccountData({ confirm: true })).resolves.toMatchObject({
      deletedBoards: [{ id: boardId }],
    });
    expect(Object.keys((await admin.doc(`boards/${boardId}`).get()).data() ?? {}).sort()).toEqual([
      'deletedAt',
      'deletedBy',
    ]);
    // The profile is only marked in the callable's transaction (its name goes at once); the purge removes it last.
    const profile = (await admin.doc(`users/${me.uid}`).get()).data();
    expect(profile === undefined || Object.keys(profile).join() === 'deletedAt').toBe(true);
    await emptied(async () => {
      const [board, mine, left] = await Promise.all([
        leftOf(boardId),
        admin.collection(`users/${me.uid}/inbox`).count().get(),
        admin.doc(`users/${me.uid}`).get(),
      ]);
      return board + mine.data().count + (left.exists ? 1 : 0);
    }, 240_000);
  }, 600_000);
});
