/**
 * The callables as deployed: functions/lib/index.js in the Functions emulator, called through the app's own
 * Firebase CallsPort (src/backend/firebase/calls.ts) by users of the Auth emulator, with documents seeded and
 * checked through the Admin SDK.
 *
 * Runs in `npm run test:firebase` (the Cloud Firestore emulator from its Debian package, Auth and Functions from
 * firebase-tools: scripts/emulators/run.ts).
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth, signOut } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emulatorAdmin } from './admin';
import { newId } from '../../src/domain/ids';
import type { CallsPort } from '../../src/backend/ports';
import { createFirebaseCalls } from '../../src/backend/firebase/calls';
import { EMULATORS, emulatorConfig } from '../../src/backend/firebase/config';
import { isAppError } from '../../src/domain/errors';
import { purgeExpired } from '../src/invites';

const apps: FirebaseApp[] = [];
let admin: Firestore;

beforeAll(() => {
  admin = emulatorAdmin('seed');
});
afterAll(async () => {
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
});

/** A new user of the Auth emulator, signed in on an app of their own, with the CallsPort on it. */
async function person(
  name: string,
): Promise<{ uid: string; email: string; calls: CallsPort; signOut: () => Promise<void> }> {
  const app = initializeApp(emulatorConfig(), `${name}-${newId()}`);
  apps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${EMULATORS.host}:${EMULATORS.auth}`, { disableWarnings: true });
  const email = `${name.toLowerCase()}-${newId()}@example.test`;
  const { user } = await createUserWithEmailAndPassword(auth, email, 'secret-password');
  return { uid: user.uid, email, calls: createFirebaseCalls(app, true), signOut: () => signOut(auth) };
}

/** A board owned by `ownerUid` (and `others`), written as the web adapter writes boards. */
async function board(ownerUid: string, others: Record<string, string> = {}): Promise<string> {
  const id = newId();
  const roles = { [ownerUid]: 'owner', ...others };
  await admin.doc(`boards/${id}`).set({
    title: 'Emulated',
    description: '',
    background: 'blue',
    labels: [],
    roles,
    memberIds: Object.keys(roles),
    createdBy: ownerUid,
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
    archivedAt: null,
    importState: null,
  });
  return id;
}

async function code(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (e) {
    if (isAppError(e)) return e.code;
    throw e;
  }
  return 'resolved';
}

const TOKEN = 'A'.repeat(32);

describe('every callable refuses the signed-out, malformed input and non-members', () => {
  it('unauthenticated: a call without a signed-in user', async () => {
    const someone = await person('Gone');
    await someone.signOut();
    const c = someone.calls;
    const codes = await Promise.all([
      code(c.inviteMember({ boardId: 'b1', role: 'member' })),
      code(c.acceptInvite({ token: TOKEN })),
      code(c.setMemberRole({ boardId: 'b1', uid: 'u1', role: 'member' })),
      code(c.removeMember({ boardId: 'b1', uid: 'u1' })),
      code(c.deleteBoard({ boardId: 'b1' })),
      code(c.deleteAccountData({ confirm: true })),
    ]);
    expect(codes).toEqual(Array(6).fill('unauthenticated'));
  });

  it('invalid-argument: malformed input, with the handler’s message', async () => {
    const { calls: c } = await person('Sloppy');
    const malformed = (input: unknown) => input as never;
    const codes = await Promise.all([
      code(c.inviteMember(malformed({ boardId: 'b1', role: 'owner' }))),
      code(c.acceptInvite(malformed({ token: 'short' }))),
      code(c.setMemberRole(malformed({ boardId: 'b1/lists/x', uid: 'u1', role: 'member' }))),
      code(c.removeMember(malformed({ boardId: 'b1' }))),
      code(c.deleteBoard(malformed({ boardId: 'b1', cascade: true }))),
      code(c.deleteAccountData(malformed({ confirm: false }))),
    ]);
    expect(codes).toEqual(Array(6).fill('invalid-argument'));
  });

  it('permission-denied: a non-member, and an invite bound to another address', async () => {
    const owner = await person('Owner');
    const stranger = await person('Stranger');
    const boardId = await board(owner.uid, { 'u-other': 'member' });
    const codes = await Promise.all([
      code(stranger.calls.inviteMember({ boardId, role: 'member' })),
      code(stranger.calls.setMemberRole({ boardId, uid: 'u-other', role: 'observer' })),
      code(stranger.calls.removeMember({ boardId, uid: 'u-other' })),
      code(stranger.calls.deleteBoard({ boardId })),
    ]);
    expect(codes).toEqual(Array(4).fill('permission-denied'));
    const bound = await owner.calls.inviteMember({
      boardId,
      role: 'member',
      email: 'someone-else@example.test',
    });
    expect(await code(stranger.calls.acceptInvite({ token: bound.token }))).toBe('permission-denied');
  });
});

describe('membership through the callables', () => {
  it('invites, joins, changes a role and leaves, writing Firestore as the web adapter reads it', async () => {
    const owner = await person('Owner');
    const bob = await person('Bob');
    const boardId = await board(owner.uid);

    const invite = await owner.calls.inviteMember({ boardId, role: 'member' });
    const stored = await admin.doc(`invites/${invite.inviteId}`).get();
    expect(stored.get('expiresAt')).toBeInstanceOf(Timestamp);
    expect(stored.get('expiresAt').toMillis()).toBe(invite.expiresAt);

    expect(await bob.calls.acceptInvite({ token: invite.token })).toEqual({
      boardId,
      role: 'member',
      joined: true,
    });
    expect(await code(bob.calls.acceptInvite({ token: invite.token }))).toBe('resolved');
    const joined = await admin.doc(`boards/${boardId}`).get();
    expect(joined.get('roles')).toEqual({ [owner.uid]: 'owner', [bob.uid]: 'member' });
    expect(joined.get('memberIds')).toEqual([owner.uid, bob.uid]);
    const activity = await admin.collection(`boards/${boardId}/activity`).get();
    expect(activity.docs.map((d) => d.get('type'))).toEqual(['member.join']);
    expect(activity.docs[0]?.get('createdAt')).toBeInstanceOf(Timestamp);
    expect(activity.docs[0]?.data()).not.toHaveProperty('boardId');

    await expect(
      owner.calls.setMemberRole({ boardId, uid: bob.uid, role: 'observer' }),
    ).resolves.toMatchObject({
      changed: true,
    });
    expect(await code(bob.calls.inviteMember({ boardId, role: 'member' }))).toBe('permission-denied');
    expect(await code(owner.calls.removeMember({ boardId, uid: owner.uid }))).toBe('invalid-argument');
    await expect(bob.calls.removeMember({ boardId, uid: bob.uid })).resolves.toMatchObject({ left: true });
    expect((await admin.doc(`boards/${boardId}`).get()).get('memberIds')).toEqual([owner.uid]);
  });

  it('reports an account’s boards in a dry run without changing anything', async () => {
    const me = await person('Me');
    const alone = await board(me.uid);
    const out = await me.calls.deleteAccountData({ confirm: true, dryRun: true });
    expect(out.deletedBoards.map((b) => b.id)).toEqual([alone]);
    expect((await admin.doc(`boards/${alone}`).get()).exists).toBe(true);
  });

  it('deletes a board with everything under it', async () => {
    const owner = await person('Owner');
    const boardId = await board(owner.uid);
    await admin.doc(`boards/${boardId}/lists/l1`).set({ title: 'L' });
    await admin.doc(`boards/${boardId}/cards/c1/comments/m1`).set({ text: 'hi' });
    await expect(owner.calls.deleteBoard({ boardId })).resolves.toMatchObject({ boardId });
    // A tombstone at once (issue 15 items 2 and 3); purgeDeletedBoard empties what was under it.
    expect((await admin.doc(`boards/${boardId}`).get()).data()).toEqual({
      deletedAt: expect.any(Timestamp) as Timestamp,
      deletedBy: owner.uid,
    });
    await vi.waitFor(
      async () => {
        expect((await admin.doc(`boards/${boardId}/cards/c1/comments/m1`).get()).exists).toBe(false);
        expect((await admin.doc(`boards/${boardId}/lists/l1`).get()).exists).toBe(false);
      },
      { timeout: 60_000, interval: 500 },
    );
  });

  it('deletes an account’s data', async () => {
    const me = await person('Me');
    const alone = await board(me.uid);
    const out = await me.calls.deleteAccountData({ confirm: true });
    expect(out.deletedBoards.map((b) => b.id)).toEqual([alone]);
    expect(Object.keys((await admin.doc(`boards/${alone}`).get()).data() ?? {}).sort()).toEqual([
      'deletedAt',
      'deletedBy',
    ]);
    await vi.waitFor(async () => expect((await admin.doc(`users/${me.uid}`).get()).exists).toBe(false), {
      timeout: 60_000,
      interval: 500,
    });
  });
});

describe('open invites: listed for admins, revoked, expired ones purged (issue 15 item 11)', () => {
  it('an owner revokes a link; the invitee is then refused with "revoked or has expired"', async () => {
    const owner = await person('Owner');
    const member = await person('Mia');
    const bob = await person('Bob');
    const boardId = await board(owner.uid, { [member.uid]: 'member' });
    const invite = await owner.calls.inviteMember({ boardId, role: 'member' });

    const listed = await owner.calls.listInvites({ boardId });
    expect(listed.invites.map((i) => i.inviteId)).toEqual([invite.inviteId]);
    expect(await code(member.calls.listInvites({ boardId }))).toBe('permission-denied');
    expect(await code(member.calls.revokeInvite({ boardId, inviteId: invite.inviteId }))).toBe(
      'permission-denied',
    );
    expect(await code(owner.calls.revokeInvite({ boardId, inviteId: 'not/an-id' }))).toBe('invalid-argument');

    await expect(owner.calls.revokeInvite({ boardId, inviteId: invite.inviteId })).resolves.toEqual({
      boardId,
      inviteId: invite.inviteId,
    });
    expect((await admin.doc(`invites/${invite.inviteId}`).get()).exists).toBe(false);
    const refused = await bob.calls.acceptInvite({ token: invite.token }).catch((e: unknown) => e);
    expect(isAppError(refused, 'not-found') && refused.message).toMatch(/revoked or has expired/);
    expect((await admin.doc(`boards/${boardId}`).get()).get('memberIds')).toEqual([owner.uid, member.uid]);
    expect(await code(owner.calls.revokeInvite({ boardId, inviteId: invite.inviteId }))).toBe('not-found');
  });

  it('purges expired invites: the daily purge everywhere, listInvites on its board', async () => {
    const owner = await person('Owner');
    const boardId = await board(owner.uid);
    const old = await owner.calls.inviteMember({ boardId, role: 'member' });
    const fresh = await owner.calls.inviteMember({ boardId, role: 'observer' });
    const gone = Timestamp.fromMillis(Date.now() - 1000);
    await admin.doc(`invites/${old.inviteId}`).update({ expiresAt: gone });

    expect((await owner.calls.listInvites({ boardId })).invites.map((i) => i.inviteId)).toEqual([
      fresh.inviteId,
    ]);
    expect((await admin.doc(`invites/${old.inviteId}`).get()).exists).toBe(false);

    // The scheduled purge, over every board: only what has expired goes.
    await admin.doc(`invites/${fresh.inviteId}`).update({ expiresAt: gone });
    expect(await purgeExpired(admin, Date.now(), 1)).toBeGreaterThanOrEqual(1);
    expect((await admin.doc(`invites/${fresh.inviteId}`).get()).exists).toBe(false);
    const later = await owner.calls.inviteMember({ boardId, role: 'member' });
    await purgeExpired(admin, Date.now());
    expect((await admin.doc(`invites/${later.inviteId}`).get()).exists).toBe(true);
  });
});
