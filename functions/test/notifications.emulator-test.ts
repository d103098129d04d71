/**
 * The notification triggers' wiring (issue D item 4): notify.ts against a Firestore emulator through the Admin SDK
 * — reading the board, card and settings, running the pure handlers, creating `users/{uid}/inbox/{id}` once — and
 * one trigger run end to end through its CloudEvent. Names come from the Auth emulator. Pushes are skipped under
 * the emulator (no Cloud Messaging emulator).
 *
 * Runs in `npm run test:firebase`; functions/test/triggers.emulator-test.ts has the triggers fired by the Firestore
 * emulator itself.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/domain/ids';
import { DEMO_PROJECT_ID } from '../../src/backend/firebase/config';
import {
  cardOf,
  deliver,
  notifyActivityCreated,
  notifyCardUpdated,
  notifyCommentCreated,
  sweepDueSoon,
} from '../src/notify';
import { currentRoles } from '../src/mirror';
import { notifyAssignments } from '../src/notify-triggers';
import { assignmentNotifications, readSettings, type Delivery } from '../../src/domain/notifications';
import { boardSchema } from '../../src/domain/model';

let db: Firestore;

beforeAll(() => {
  if (!process.env.FIRESTORE_EMULATOR_HOST)
    throw new Error('FIRESTORE_EMULATOR_HOST is not set: run under an emulator.');
  // notify.ts uses the default app, as the deployed functions do.
  if (!getApps().some((app) => app.name === '[DEFAULT]')) initializeApp({ projectId: DEMO_PROJECT_ID });
  db = getFirestore();
});

/**
 * A batch (not yet committed) of `count` copies of `card` on board `boardId`, ids `{prefix}-0…`, with
 * `assigneeIds`, due 1, 2, … minutes after `now` (epoch ms).
 */
function addDueCards(
  boardId: string,
  card: Record<string, unknown>,
  options: { prefix: string; count: number; assigneeIds: string[]; now: number },
) {
  const batch = db.batch();
  for (let i = 0; i < options.count; i += 1) {
    const dueAt = Timestamp.fromMillis(options.now + (i + 1) * 60_000);
    batch.set(db.doc(`boards/${boardId}/cards/${options.prefix}-${i}`), {
      ...card,
      assigneeIds: options.assigneeIds,
      dueAt,
    });
  }
  return batch;
}

/** Two people in the Auth emulator and a board they share, with one card. */
async function boardOfTwo() {
  const ana = `ana-${newId()}`;
  const bea = `bea-${newId()}`;
  await getAuth().createUser({ uid: ana, displayName: 'Ana Owner' });
  await getAuth().createUser({ uid: bea, displayName: 'Bea Member' });
  const boardId = newId();
  const cardId = newId();
  const roles = { [ana]: 'owner', [bea]: 'member' };
  await db.doc(`boards/${boardId}`).set({
    title: 'Team plans',
    description: '',
    background: 'blue',
    labels: [],
    roles,
    memberIds: Object.keys(roles),
    createdBy: ana,
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
    archivedAt: null,
    importState: null,
  });
  const card = {
    listId: 'l1',
    rank: 'a0',
    title: 'Paint the fence',
    description: '',
    labelIds: [],
    assigneeIds: [] as string[],
    memberNames: [],
    startAt: null,
    dueAt: null as Timestamp | null,
    dueDone: false,
    checklists: [],
    coverAttachmentId: null,
    counts: { comments: 0, attachments: 0, checkItems: 0, checkItemsDone: 0 },
    archivedAt: null,
    createdBy: ana,
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
  };
  await db.doc(`boards/${boardId}/cards/${cardId}`).set(card);
  return { ana, bea, boardId, cardId, card };
}

/** The assignment notices of a change by `actor` (Ana unless said) on the fixture's board, everyone's settings on. */
function assignmentNotificationsOf(
  f: Awaited<ReturnType<typeof boardOfTwo>>,
  before: NonNullable<ReturnType<typeof cardOf>>,
  after: NonNullable<ReturnType<typeof cardOf>>,
  actor = f.ana,
): Delivery[] {
  const board = boardSchema.parse({
    id: f.boardId,
    title: 'Team plans',
    description: '',
    background: 'blue',
    labels: [],
    roles: { [f.ana]: 'owner', [f.bea]: 'member' },
    memberIds: [f.ana, f.bea],
    createdBy: f.ana,
    createdAt: 1,
    updatedAt: 1,
    archivedAt: null,
    importState: null,
  });
  const name = actor === f.ana ? 'Ana Owner' : 'Bea Member';
  return assignmentNotifications(
    { board, before, after, actor: { uid: actor, name }, at: after.updatedAt },
    () => readSettings(undefined),
  );
}

async function inboxOf(uid: string) {
  const entries = await db.collection(`users/${uid}/inbox`).get();
  return entries.docs.map((doc): Record<string, unknown> => ({ id: doc.id, ...doc.data() }));
}

describe('notification triggers', () => {
  it('assignment: the new assignee gets one entry, however often the change is handled; the actor none', async () => {
    const { ana, bea, boardId, cardId, card } = await boardOfTwo();
    const before = cardOf(boardId, cardId, card);
    const after = cardOf(boardId, cardId, { ...card, assigneeIds: [ana, bea], updatedAt: Timestamp.now() });
    if (!before || !after) throw new Error('fixture card does not parse');
    expect(await notifyCardUpdated(db, { boardId, before, after, actorUid: ana })).toBe(1);
    expect(await notifyCardUpdated(db, { boardId, before, after, actorUid: ana })).toBe(0);
    const inbox = await inboxOf(bea);
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({
      type: 'assigned',
      boardId,
      cardId,
      actorName: 'Ana Owner',
      readAt: null,
    });
    expect(inbox[0]?.createdAt).toBeInstanceOf(Timestamp);
    expect(await inboxOf(ana)).toEqual([]);
  });

  it('assignment through the trigger itself (its CloudEvent, the actor from the auth context)', async () => {
    const { ana, bea, boardId, cardId, card } = await boardOfTwo();
    const ref = db.doc(`boards/${boardId}/cards/${cardId}`);
    const before = await ref.get();
    await ref.update({ assigneeIds: [bea], updatedAt: Timestamp.now() });
    const after = await ref.get();
    const event = {
      specversion: '1.0' as const,
      id: newId(),
      source: 'test',
      type: 'google.cloud.firestore.document.v1.updated.withAuthContext',
      time: new Date().toISOString(),
      location: 'us-central1',
      project: DEMO_PROJECT_ID,
      database: '(default)',
      namespace: '(default)',
      document: ref.path,
      params: { boardId, cardId },
      data: { before, after },
      authType: 'unknown' as const,
      authId: ana,
    };
    await notifyAssignments.run(event as Parameters<typeof notifyAssignments.run>[0]);
    expect((await inboxOf(bea)).map((e) => e.type)).toEqual(['assigned']);
    expect(card.assigneeIds).toEqual([]);
  });

  it('mention: the member named in a new comment, not its author', async () => {
    const { ana, bea, boardId, cardId } = await boardOfTwo();
    const data = {
      authorUid: ana,
      authorName: 'Ana Owner',
      text: '@Bea Member and @Ana Owner',
      createdAt: Timestamp.now(),
    };
    expect(await notifyCommentCreated(db, { boardId, cardId, commentId: newId(), data })).toBe(1);
    expect((await inboxOf(bea))[0]).toMatchObject({
      type: 'mentioned',
      excerpt: '@Bea Member and @Ana Owner',
    });
    expect(await inboxOf(ana)).toEqual([]);
  });

  it('join: the new member hears who let them in', async () => {
    const { ana, bea, boardId } = await boardOfTwo();
    const data = {
      type: 'member.join',
      actorUid: bea,
      data: { uid: bea, role: 'member', invitedBy: ana },
      createdAt: Timestamp.now(),
    };
    expect(await notifyActivityCreated(db, { boardId, data })).toBe(1);
    expect(await notifyActivityCreated(db, { boardId, data })).toBe(0);
    expect((await inboxOf(bea))[0]).toMatchObject({
      type: 'addedToBoard',
      actorName: 'Ana Owner',
      cardId: null,
    });
  });

  it('due soon: the sweep tells each assignee once per due date', async () => {
    const { bea, boardId, cardId } = await boardOfTwo();
    const now = Date.now();
    await db.doc(`boards/${boardId}/cards/${cardId}`).update({
      assigneeIds: [bea],
      dueAt: Timestamp.fromMillis(now + 60 * 60 * 1000),
    });
    await sweepDueSoon(db, now);
    await sweepDueSoon(db, now + 60_000);
    expect((await inboxOf(bea)).filter((e) => e.type === 'dueSoon')).toHaveLength(1);
  });

  // Issue 15 item 4: the sweep read every card due within 24 hours in one query; it now reads them in pages,
  // delivering each page before reading the next.
  it('due soon: the sweep reads pages of cards, soonest first, and tells every assignee', async () => {
    const { bea, boardId, card } = await boardOfTwo();
    const now = Date.now() + 123 * 24 * 60 * 60 * 1000; // a day no other test's card is due
    await addDueCards(boardId, card, { prefix: 'due', count: 5, assigneeIds: [bea], now }).commit();
    await expect(sweepDueSoon(db, now, 2)).resolves.toEqual({ pages: 3, cards: 5, fresh: 5 });
    expect((await inboxOf(bea)).filter((e) => e.type === 'dueSoon')).toHaveLength(5);
  });

  // Issue 15 item 4: a guest's flood of cards due soon with nobody on them is not even read.
  it('due soon: the sweep reads only cards with assignees', async () => {
    const { bea, boardId, card } = await boardOfTwo();
    const now = Date.now() + 321 * 24 * 60 * 60 * 1000; // a day no other test's card is due
    const batch = addDueCards(boardId, card, { prefix: 'nobody', count: 40, assigneeIds: [], now });
    batch.set(db.doc(`boards/${boardId}/cards/someone`), {
      ...card,
      assigneeIds: [bea],
      dueAt: Timestamp.fromMillis(now + 30 * 60_000),
    });
    await batch.commit();
    await expect(sweepDueSoon(db, now, 10)).resolves.toEqual({ pages: 1, cards: 1, fresh: 1 });
  });

  it('settings: no entry for an event turned off', async () => {
    const { ana, bea, boardId, cardId, card } = await boardOfTwo();
    await db.doc(`users/${bea}/settings/notifications`).set({ assigned: { inApp: false, push: false } });
    const before = cardOf(boardId, cardId, card);
    const after = cardOf(boardId, cardId, { ...card, assigneeIds: [bea] });
    if (!before || !after) throw new Error('fixture card does not parse');
    expect(await notifyCardUpdated(db, { boardId, before, after, actorUid: ana })).toBe(0);
  });
});

// Issue 15 item 9: the member mirror was written from the trigger event's `after`; a late event for an older change
// would bring back a removed member. It is written from the board as stored when the trigger runs.
describe('notice limits per actor and recipient (issue 15 item 10)', () => {
  /** The card `card` of the fixture with `assigneeIds`, saved at `at` (ms): a change a trigger would see. */
  const cardAt = (
    f: Awaited<ReturnType<typeof boardOfTwo>>,
    assigneeIds: string[],
    at: number,
    cardId = f.cardId,
  ) => cardOf(f.boardId, cardId, { ...f.card, assigneeIds, updatedAt: Timestamp.fromMillis(at) });

  it('unassign + reassign within 10 minutes updates the one notice (unread again), with no second one', async () => {
    const f = await boardOfTwo();
    const none = cardAt(f, [], 1000);
    const first = cardAt(f, [f.bea], 2000);
    const again = cardAt(f, [f.bea], 4000);
    if (!none || !first || !again) throw new Error('fixture card does not parse');
    const t0 = Date.now();
    expect(
      await notifyCardUpdated(db, { boardId: f.boardId, before: none, after: first, actorUid: f.ana }),
    ).toBe(1);
    const [entry] = await inboxOf(f.bea);
    await db.doc(`users/${f.bea}/inbox/${String(entry?.id)}`).update({ readAt: Timestamp.now() });
    // Unassigning notifies nobody; assigning again is a repeat of the same notice.
    expect(await deliver(db, [], t0 + 1000)).toBe(0);
    const repeat = assignmentNotificationsOf(f, none, again);
    expect(await deliver(db, repeat, t0 + 60_000)).toBe(0);
    const inbox = await inboxOf(f.bea);
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({ id: entry?.id, type: 'assigned', readAt: null });
    expect((inbox[0]?.createdAt as Timestamp).toMillis()).toBe(4000);
    // After the window, the same card makes a notice of its own again.
    expect(
      await deliver(db, assignmentNotificationsOf(f, none, cardAt(f, [f.bea], 9000)!), t0 + 11 * 60_000),
    ).toBe(1);
    expect(await inboxOf(f.bea)).toHaveLength(2);
  });

  it('at most 10 notices a minute from one actor to one person; others and the next minute are not held back', async () => {
    const f = await boardOfTwo();
    const t0 = Date.now();
    const cardIds = Array.from({ length: 12 }, (_, i) => `flood-${i}`);
    let made = 0;
    for (const [i, cardId] of cardIds.entries()) {
      const before = cardAt(f, [], 1000, cardId);
      const after = cardAt(f, [f.bea], 2000 + i, cardId);
      if (!before || !after) throw new Error('fixture card does not parse');
      made += await deliver(db, assignmentNotificationsOf(f, before, after), t0 + i);
    }
    expect(made).toBe(10);
    expect(await inboxOf(f.bea)).toHaveLength(10);
    // Bea assigning Ana is another pair, with a budget of its own.
    const toAna = assignmentNotificationsOf(
      f,
      cardAt(f, [], 1, 'back')!,
      cardAt(f, [f.ana], 2, 'back')!,
      f.bea,
    );
    expect(await deliver(db, toAna, t0 + 20)).toBe(1);
    const nextMinute = assignmentNotificationsOf(
      f,
      cardAt(f, [], 1, 'late')!,
      cardAt(f, [f.bea], 2, 'late')!,
    );
    expect(await deliver(db, nextMinute, t0 + 60_000)).toBe(1);
  });
});

describe('the member mirror’s source', () => {
  it('is the board’s roles as stored now, and nothing for a deleted board', async () => {
    const { ana, bea, boardId } = await boardOfTwo();
    await db.doc(`boards/${boardId}`).update({ roles: { [ana]: 'owner' }, memberIds: [ana] });
    expect(await currentRoles(db, boardId)).toEqual({ [ana]: 'owner' });
    expect(await currentRoles(db, boardId)).not.toHaveProperty(bea);
    await db.doc(`boards/${boardId}`).set({ deletedAt: Timestamp.now(), deletedBy: ana });
    expect(await currentRoles(db, boardId)).toBeNull();
    expect(await currentRoles(db, 'no-such-board')).toBeNull();
  });
});
