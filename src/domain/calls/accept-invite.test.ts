import { describe, expect, it } from 'vitest';
import type { MemoryStore } from './memory-tx';
import { acceptInvite } from './accept-invite';
import { inviteMember } from './invite-member';
import { removeMember } from './remove-member';
import { INVITE_EXPIRY_DEFAULT_MS } from './schemas';
import {
  activityOf,
  call,
  ctxOf,
  DEFAULT_ROLES,
  dump,
  EVERYONE,
  membership,
  NOW,
  refusal,
  storeWithBoard,
  U,
} from './test-fixtures';
import { paths } from './tx';

/** A store with board b1 and an invite to it made by its admin; returns both and the token. */
async function withInvite(extra: Record<string, unknown> = {}, by: keyof typeof U = 'admin') {
  const store = storeWithBoard();
  const out = await call(store, inviteMember, ctxOf(by), { boardId: 'b1', role: 'member', ...extra });
  return { store, token: out.token, inviteId: out.inviteId };
}

const accept = (store: MemoryStore, token: string, who: string | null = 'u-new', extra = {}) =>
  call(store, acceptInvite, ctxOf(who, extra), { token });

describe('acceptInvite: joining', () => {
  it('adds the caller with the invite role, in roles and memberIds, and marks the invite used', async () => {
    const { store, token, inviteId } = await withInvite({ role: 'observer' });
    await expect(accept(store, token)).resolves.toEqual({ boardId: 'b1', role: 'observer', joined: true });
    expect(membership(store)).toEqual({
      roles: { ...DEFAULT_ROLES, 'u-new': 'observer' },
      memberIds: [...Object.keys(DEFAULT_ROLES), 'u-new'],
    });
    expect(store.read(paths.invite(inviteId))).toMatchObject({ acceptedBy: 'u-new', acceptedAt: NOW });
    expect(store.read(paths.board('b1'))?.updatedAt).toBe(NOW);
    expect(activityOf(store)).toEqual([
      expect.objectContaining({
        boardId: 'b1',
        type: 'member.join',
        actorUid: 'u-new',
        data: { uid: 'u-new', role: 'observer', invitedBy: U.admin },
        createdAt: NOW,
      }),
    ]);
  });

  // The role × action row: a member of any role keeps it; only a non-member joins.
  it.each(EVERYONE)('as %s', async (who) => {
    const { store, token, inviteId } = await withInvite({ role: 'admin' });
    const out = await accept(store, token, U[who]);
    if (who === 'outsider') {
      expect(out).toEqual({ boardId: 'b1', role: 'admin', joined: true });
    } else {
      expect(out).toEqual({ boardId: 'b1', role: DEFAULT_ROLES[U[who]], joined: false });
      // Never downgraded (an owner stays owner), and the link is still there for the person it was meant for.
      expect(membership(store).roles).toEqual(DEFAULT_ROLES);
      expect(store.read(paths.invite(inviteId))?.acceptedBy).toBeNull();
    }
  });
});

describe('acceptInvite: used, expired and e-mail-bound invites', () => {
  it('is single use: a second person is refused', async () => {
    const { store, token } = await withInvite();
    await accept(store, token, 'u-first');
    const before = dump(store);
    const error = await refusal(accept(store, token, 'u-second'));
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toMatch(/already been used/);
    expect(dump(store)).toBe(before);
  });

  it('answers a retry by the person who used it with their membership', async () => {
    const { store, token } = await withInvite();
    await accept(store, token, 'u-first');
    await expect(accept(store, token, 'u-first')).resolves.toEqual({
      boardId: 'b1',
      role: 'member',
      joined: false,
    });
  });

  it('works until it expires and is refused from then on', async () => {
    const { store, token } = await withInvite();
    const expiresAt = NOW + INVITE_EXPIRY_DEFAULT_MS;
    const error = await refusal(accept(store, token, 'u-late', { now: expiresAt }));
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toMatch(/has expired/);
    await expect(accept(store, token, 'u-on-time', { now: expiresAt - 1 })).resolves.toMatchObject({
      joined: true,
    });
  });

  it('lets only the named, verified address accept an e-mail-bound invite', async () => {
    const { store, token } = await withInvite({ email: 'ana@example.com' });
    const as = (email: string | null, emailVerified: boolean) =>
      accept(store, token, 'u-ana', { email, emailVerified });
    for (const [email, verified] of [
      ['bob@example.com', true],
      ['ana@example.com', false],
      [null, true],
    ] as const) {
      expect((await refusal(as(email, verified))).code).toBe('permission-denied');
    }
    await expect(as('Ana@Example.com', true)).resolves.toMatchObject({ joined: true });
  });

  it('dies with its maker’s right to invite', async () => {
    const { store, token } = await withInvite({}, 'admin');
    await call(store, removeMember, ctxOf('owner'), { boardId: 'b1', uid: U.admin });
    const error = await refusal(accept(store, token));
    expect(error.code).toBe('permission-denied');
    expect(error.message).toMatch(/no longer valid/);
  });
});

describe('acceptInvite: refusals', () => {
  it('refuses a signed-out caller', async () => {
    const { store, token } = await withInvite();
    expect((await refusal(accept(store, token, null))).code).toBe('unauthenticated');
  });

  it('refuses an unknown token with not-found', async () => {
    const { store } = await withInvite();
    expect((await refusal(accept(store, 'A'.repeat(32)))).code).toBe('not-found');
  });

  it('refuses an invite whose board is gone with not-found', async () => {
    const { store, token } = await withInvite();
    await store.run(async (tx) => tx.delete(paths.board('b1')));
    const error = await refusal(accept(store, token));
    expect(error.code).toBe('not-found');
    expect(error.message).toMatch(/no longer exists/);
  });

  it.each([
    ['no input', undefined],
    ['a missing token', {}],
    ['a number', { token: 42 }],
    ['a short token', { token: 'abc' }],
    ['a path', { token: '../boards/b1/lists/l1/xxxxxxxxxxxxx' }],
    ['a huge token', { token: 'A'.repeat(1_000_000) }],
    ['an extra key', { token: 'A'.repeat(32), boardId: 'b1' }],
  ])('refuses %s with invalid-argument', async (_, input) => {
    const { store } = await withInvite();
    expect((await refusal(call(store, acceptInvite, ctxOf('u-new'), input))).code).toBe('invalid-argument');
  });
});
