/**
 * The calendar subscription as deployed (issue 18): a member makes a link through the app's CallsPort (the
 * createCalendarFeed callable in the Functions emulator), a plain GET of it — as a calendar app sends — answers the
 * board's due dates from the calendarFeed HTTP function, and after revokeCalendarFeed the same GET is a 404.
 * Runs in `npm run test:firebase`.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorAdmin } from './admin';
import { newId } from '../../src/domain/ids';
import { createFirebaseCalls } from '../../src/backend/firebase/calls';
import { EMULATORS, emulatorConfig } from '../../src/backend/firebase/config';
import { isAppError } from '../../src/domain/errors';

const apps: FirebaseApp[] = [];
let admin: Firestore;

beforeAll(() => {
  admin = emulatorAdmin('seed');
});
afterAll(async () => {
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
});

async function person(name: string) {
  const app = initializeApp(emulatorConfig(), `${name}-${newId()}`);
  apps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${EMULATORS.host}:${EMULATORS.auth}`, { disableWarnings: true });
  const { user } = await createUserWithEmailAndPassword(
    auth,
    `${name}-${newId()}@example.test`,
    'secret-password',
  );
  return { uid: user.uid, calls: createFirebaseCalls(app, true) };
}

/** A board of `ownerUid` with one open card due on 1 December 2026, 09:00 UTC, and one archived. */
async function boardWithDueCard(ownerUid: string): Promise<string> {
  const id = newId();
  const now = Timestamp.now();
  await admin.doc(`boards/${id}`).set({
    title: 'Launch',
    description: '',
    background: 'blue',
    labels: [],
    roles: { [ownerUid]: 'owner' },
    memberIds: [ownerUid],
    createdBy: ownerUid,
    createdAt: now,
    updatedAt: now,
    archivedAt: null,
    importState: null,
  });
  const card = (title: string, archivedAt: Timestamp | null) => ({
    listId: 'l1',
    rank: 'a0',
    title,
    description: '',
    labelIds: [],
    assigneeIds: [],
    memberNames: [],
    startAt: null,
    dueAt: Timestamp.fromMillis(Date.UTC(2026, 11, 1, 9)),
    dueDone: false,
    checklists: [],
    coverAttachmentId: null,
    counts: { comments: 0, attachments: 0, checkItems: 0, checkItemsDone: 0 },
    archivedAt,
    createdBy: ownerUid,
    createdAt: now,
    updatedAt: now,
  });
  await admin.doc(`boards/${id}/cards/c1`).set(card('Press release', null));
  await admin.doc(`boards/${id}/cards/c2`).set(card('Old news', now));
  return id;
}

describe('calendar subscription (createCalendarFeed, calendarFeed, revokeCalendarFeed)', () => {
  it('serves the board’s due dates at the link until it is revoked', async () => {
    const ann = await person('ann');
    const boardId = await boardWithDueCard(ann.uid);
    const feed = await ann.calls.createCalendarFeed?.({ boardId });
    if (!feed) throw new Error('the Firebase CallsPort has no createCalendarFeed');
    expect(feed.url).toMatch(/\/calendarFeed\/[A-Za-z0-9_-]{32}\.ics$/);
    // Only the token's hash is stored.
    const stored = await admin.collection('calendarFeeds').where('uid', '==', ann.uid).get();
    expect(stored.docs.map((d) => d.data().boardId)).toEqual([boardId]);
    expect(stored.docs[0]?.id).not.toBe(feed.url.split('/').at(-1)?.replace('.ics', ''));

    const answer = await fetch(feed.url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/calendar');
    const text = await answer.text();
    expect(text).toContain('SUMMARY:Press release');
    expect(text).toContain('DTEND:20261201T090000Z');
    expect(text).not.toContain('Old news');

    expect(await ann.calls.revokeCalendarFeed?.({ boardId })).toEqual({ revoked: 1 });
    expect((await fetch(feed.url)).status).toBe(404);
  });

  it('refuses a link to a board the caller is not on', async () => {
    const ann = await person('ann');
    const bob = await person('bob');
    const boardId = await boardWithDueCard(ann.uid);
    try {
      await bob.calls.createCalendarFeed?.({ boardId });
      throw new Error('expected a refusal');
    } catch (e) {
      expect(isAppError(e) ? e.code : String(e)).toBe('permission-denied');
    }
  });
});
