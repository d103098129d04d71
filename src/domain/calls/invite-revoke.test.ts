// Issue 15 item 11: admins and owners list a board's open invites and revoke them; a revoked or expired link is
// refused by acceptInvite; expired invites are purged when the list is read.
import { describe, expect, it } from 'vitest';
import { acceptInvite } from './accept-invite';
import { inviteMember } from './invite-member';
import { listInvites } from './list-invites';
import { revokeInvite } from './revoke-invite';
import { INVITE_EXPIRY_MIN_MS, listInvitesInputSchema, revokeInviteInputSchema } from './schemas';
import {
  call,
  ctxOf,
  dump,
  EVERYONE,
  MAY_INVITE,
  membership,
  NOW,
  refusal,
  storeWithBoard,
} from './test-fixtures';
import { paths } from './tx';

async function withInvites() {
  const store = storeWithBoard();
  const a = await call(store, inviteMember, ctxOf('admin'), { boardId: 'b1', role: 'member' });
  const b = await call(store, inviteMember, ctxOf('owner', { now: NOW + 1 }), {
    boardId: 'b1',
    role: 'observer',
    email: 'bea@example.com',
    expiresInMs: INVITE_EXPIRY_MIN_MS,
  });
  return { store, a, b };
}

describe('revokeInvite', () => {
  it.each(EVERYONE)('%s may revoke only as an admin or owner (member.invite)', async (who) => {
    const { store, a } = await withInvites();
    const attempt = call(store, revokeInvite, ctxOf(who), { boardId: 'b1', inviteId: a.inviteId });
    if (MAY_INVITE[who]) {
      await expect(attempt).resolves.toEqual({ boardId: 'b1', inviteId: a.inviteId });
      expect(store.read(paths.invite(a.inviteId))).toBeNull();
    } else {
      const before = dump(store);
      expect((await refusal(attempt)).code).toBe('permission-denied');
      expect(dump(store)).toBe(before);
    }
  });

  it('makes the link refused by acceptInvite with a message saying it was revoked or expired', async () => {
    const { store, a } = await withInvites();
    await call(store, revokeInvite, ctxOf('owner'), { boardId: 'b1', inviteId: a.inviteId });
    const refused = await refusal(call(store, acceptInvite, ctxOf('u-new'), { token: a.token }));
    expect(refused.code).toBe('not-found');
    expect(refused.message).toMatch(/revoked or has expired/);
    expect((membership(store).memberIds as string[]).includes('u-new')).toBe(false);
  });

  it('says not-found for a second revoke and for an invite of another board, leaving it alone', async () => {
    const { store, a } = await withInvites();
    store.seed(paths.board('b2'), { ...store.read(paths.board('b1')), id: 'b2' });
    const other = await call(store, inviteMember, ctxOf('owner'), { boardId: 'b2', role: 'member' });
    const wrongBoard = call(store, revokeInvite, ctxOf('owner'), { boardId: 'b1', inviteId: other.inviteId });
    expect((await refusal(wrongBoard)).code).toBe('not-found');
    expect(store.read(paths.invite(other.inviteId))).not.toBeNull();
    await call(store, revokeInvite, ctxOf('owner'), { boardId: 'b1', inviteId: a.inviteId });
    const again = await refusal(
      call(store, revokeInvite, ctxOf('owner'), { boardId: 'b1', inviteId: a.inviteId }),
    );
    expect(again.code).toBe('not-found');
  });

  it('refuses an invite that was already used (the member is removed instead)', async () => {
    const { store, a } = await withInvites();
    await call(store, acceptInvite, ctxOf('u-new'), { token: a.token });
    const used = await refusal(
      call(store, revokeInvite, ctxOf('owner'), { boardId: 'b1', inviteId: a.inviteId }),
    );
    expect(used.code).toBe('invalid-argument');
  });

  it('validates input with the shared schemas: no extra keys, an invite id as inviteIdForToken makes it', () => {
    expect(revokeInviteInputSchema.safeParse({ boardId: 'b1', inviteId: 'x'.repeat(43) }).success).toBe(true);
    expect(revokeInviteInputSchema.safeParse({ boardId: 'b1', inviteId: '../boards/b1' }).success).toBe(
      false,
    );
    expect(revokeInviteInputSchema.safeParse({ boardId: 'b1', inviteId: 'x'.repeat(43), x: 1 }).success).toBe(
      false,
    );
    expect(listInvitesInputSchema.safeParse({ boardId: 'a/b' }).success).toBe(false);
  });

  it('refuses the signed-out and malformed input without writing', async () => {
    const { store, a } = await withInvites();
    const before = dump(store);
    const signedOut = call(store, revokeInvite, ctxOf(null), { boardId: 'b1', inviteId: a.inviteId });
    expect((await refusal(signedOut)).code).toBe('unauthenticated');
    expect((await refusal(call(store, revokeInvite, ctxOf('owner'), { boardId: 'b1' }))).code).toBe(
      'invalid-argument',
    );
    expect(dump(store)).toBe(before);
  });
});

describe('listInvites', () => {
  it('lists open invites newest first, without tokens, to admins and owners only', async () => {
    const { store, a, b } = await withInvites();
    const { invites, purged } = await call(store, listInvites, ctxOf('admin'), { boardId: 'b1' });
    expect(purged).toBe(0);
    expect(invites.map((i) => i.inviteId)).toEqual([b.inviteId, a.inviteId]);
    expect(invites[0]).toEqual({
      inviteId: b.inviteId,
      role: 'observer',
      email: 'bea@example.com',
      createdBy: 'u-owner',
      createdAt: NOW + 1,
      expiresAt: b.expiresAt,
    });
    expect(JSON.stringify(invites)).not.toContain(a.token);
    for (const who of ['member', 'observer', 'outsider'] as const) {
      const denied = await refusal(call(store, listInvites, ctxOf(who), { boardId: 'b1' }));
      expect(denied.code).toBe('permission-denied');
    }
  });

  it('leaves out used invites and purges expired ones, whose links are then refused', async () => {
    const { store, a, b } = await withInvites();
    await call(store, acceptInvite, ctxOf('u-new'), { token: a.token });
    const later = ctxOf('owner', { now: b.expiresAt });
    const { invites, purged } = await call(store, listInvites, later, { boardId: 'b1' });
    expect(invites).toEqual([]);
    expect(purged).toBe(1);
    expect(store.read(paths.invite(b.inviteId))).toBeNull();
    const refused = await refusal(
      call(store, acceptInvite, ctxOf('u-bea', { now: b.expiresAt }), { token: b.token }),
    );
    expect(refused.code).toBe('not-found');
  });

  it('leaves out invites whose maker may no longer invite (acceptInvite refuses those too)', async () => {
    const { store } = await withInvites();
    const board = store.read(paths.board('b1'));
    store.seed(paths.board('b1'), { ...board, roles: { 'u-owner': 'owner', 'u-admin': 'member' } });
    const { invites } = await call(store, listInvites, ctxOf('owner'), { boardId: 'b1' });
    expect(invites.map((i) => i.createdBy)).toEqual(['u-owner']);
  });
});
