/**
 * The Firestore triggers firing for real: people write through the web adapter (src/backend/firebase, signed in on
 * the Auth emulator), the Cloud Firestore emulator delivers each change to the Functions emulator
 * (scripts/emulators/register-triggers.ts wires them), and functions/lib's triggers write the inbox. Nothing here
 * calls a trigger directly: an entry appears only if the trigger ran.
 *
 * The member mirror's trigger runs too, but its target, the Realtime Database, has no emulator here (Java 21): the
 * trigger says so in the function log (LANES_EMULATOR_LOG, firebase-tools' output), which is what is checked; the
 * mirror's writes themselves are NOT tested here.
 */
import { readFileSync } from 'node:fs';
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorAdmin } from './admin';
import { contractSignUp } from '../../src/backend/contract/harness';
import { newId } from '../../src/domain/ids';
import type { User } from '../../src/backend/ports';
import type { FirebaseBackend } from '../../src/backend/firebase/index';
import { emulatorBackend } from '../../src/backend/firebase/emulator-tests/harness';

const backends: FirebaseBackend[] = [];
let admin: Firestore;

beforeAll(() => {
  admin = emulatorAdmin('triggers');
});
afterAll(async () => {
  await Promise.all(backends.splice(0).map((b) => b.dispose()));
});

/** Someone signed up and signed in on a device of their own. */
async function person(name: string): Promise<{ backend: FirebaseBackend; user: User }> {
  const backend = await emulatorBackend();
  backends.push(backend);
  return { backend, user: await contractSignUp(backend, name) };
}

/** Polls until `read` returns something `done` accepts (trigger runs are asynchronous), failing after 20 s. */
async function eventually<T>(read: () => Promise<T> | T, done: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 20_000;
  let last = await read();
  while (!done(last)) {
    if (Date.now() > until) throw new Error(`gave up waiting; last: ${JSON.stringify(last).slice(0, 300)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
    last = await read();
  }
  return last;
}

async function inboxOf(uid: string): Promise<Record<string, unknown>[]> {
  const entries = await admin.collection(`users/${uid}/inbox`).get();
  return entries.docs.map((doc) => doc.data());
}

describe('Firestore triggers in the Functions emulator', () => {
  it('tells the invited person they joined, the assignee and the @mentioned member, not the author', async () => {
    const ana = await person('Ana');
    const bea = await person('Bea');
    const boardId = newId();
    const listId = newId();
    const cardId = newId();
    const boards = ana.backend.boards;
    await boards.createBoard({ id: boardId, title: 'Launch' });
    await boards.createList(boardId, { id: listId, title: 'To do', rank: 'a0' });
    await boards.createCard(boardId, { id: cardId, listId, title: 'Write the post', rank: 'a0' });
    const calls = ana.backend.calls;
    const beaCalls = bea.backend.calls;
    if (!calls || !beaCalls) throw new Error('the Firebase backend has no calls port');
    const invite = await calls.inviteMember({ boardId, role: 'member' });
    await beaCalls.acceptInvite({ token: invite.token });

    // acceptInvite's `member.join` activity entry → notifyMemberJoined.
    const joined = await eventually(
      () => inboxOf(bea.user.uid),
      (inbox) => inbox.some((e) => e.type === 'addedToBoard'),
    );
    expect(joined.find((e) => e.type === 'addedToBoard')).toMatchObject({ boardId, actorName: 'Ana' });

    // A card update → notifyAssignments. (Who made it, the trigger's auth context, the emulator does not tell:
    // it sends authtype `unknown`; that the actor is left out is tested in notifications.emulator-test.ts.)
    await boards.updateCard(boardId, cardId, { assigneeIds: [bea.user.uid] });
    // A comment → notifyMentions.
    await boards.addComment(boardId, cardId, { id: newId(), text: '@Bea can you review? cc @Ana' });
    const inbox = await eventually(
      () => inboxOf(bea.user.uid),
      (entries) => ['assigned', 'mentioned'].every((type) => entries.some((e) => e.type === type)),
    );
    expect(inbox.find((e) => e.type === 'assigned')).toMatchObject({
      boardId,
      cardId,
      cardTitle: 'Write the post',
    });
    expect(inbox.find((e) => e.type === 'mentioned')).toMatchObject({
      boardId,
      cardId,
      actorName: 'Ana',
      excerpt: '@Bea can you review? cc @Ana',
    });
    expect(await inboxOf(ana.user.uid)).toEqual([]);
  });

  it('runs the member mirror on every change of a board’s roles (its Realtime Database write cannot run here)', async () => {
    const log = process.env.LANES_EMULATOR_LOG;
    if (!log) throw new Error('LANES_EMULATOR_LOG is not set: run under scripts/emulators/run.ts.');
    const ana = await person('Ana');
    const boardId = newId();
    await ana.backend.boards.createBoard({ id: boardId, title: 'Mirrored' });
    const said = `mirror of ${boardId} skipped: no Realtime Database emulator`;
    const text = await eventually(
      () => readFileSync(log, 'utf8'),
      (logged) => logged.includes(said),
    );
    expect(text).toContain(said);
  });

  it('a rename rebuilds the member mirror of each board of the person (issue 15 item 9)', async () => {
    const log = process.env.LANES_EMULATOR_LOG;
    if (!log) throw new Error('LANES_EMULATOR_LOG is not set: run under scripts/emulators/run.ts.');
    const ana = await person('Ana');
    await ana.backend.boards.createBoard({ id: newId(), title: 'One' });
    await ana.backend.boards.createBoard({ id: newId(), title: 'Two' });
    await ana.backend.auth.updateProfile?.({ displayName: 'Ana Renamed' });
    const said = `rename of ${ana.user.uid} mirrored on 2 boards`;
    const text = await eventually(
      () => readFileSync(log, 'utf8'),
      (logged) => logged.includes(said),
    );
    expect(text).toContain(said);
  });
});
