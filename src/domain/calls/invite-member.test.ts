import { describe, expect, it } from 'vitest';
import { inviteMember } from './invite-member';
import { INVITE_EXPIRY_DEFAULT_MS, INVITE_EXPIRY_MAX_MS, INVITE_EXPIRY_MIN_MS } from './schemas';
import {
  call,
  ctxOf,
  dump,
  EVERYONE,
  MAY_INVITE,
  NOW,
  refusal,
  storeWithBoard,
  type Who,
} from './test-fixtures';
import { inviteIdForToken } from './token';
import { paths } from './tx';

const invite = (who: Who | null, input: unknown, store = storeWithBoard()) =>
  call(store, inviteMember, ctxOf(who), input);

describe('inviteMember: who may invite (permissions.ts member.invite)', () => {
  it.each(EVERYONE)('%s', async (who) => {
    const store = storeWithBoard();
    const attempt = invite(who, { boardId: 'b1', role: 'member' }, store);
    if (MAY_INVITE[who]) {
      await expect(attempt).resolves.toMatchObject({
        inviteId: expect.any(String),
        token: expect.any(String),
      });
    } else {
      const before = dump(store);
      expect((await refusal(attempt)).code).toBe('permission-denied');
      expect(dump(store)).toBe(before);
    }
  });

  it('lets an admin invite admins, members and observers', async () => {
    for (const role of ['admin', 'member', 'observer']) {
      await expect(invite('admin', { boardId: 'b1', role })).resolves.toBeDefined();
    }
  });
});

describe('inviteMember: the invite and its token', () => {
  it('stores the invite under the SHA-256 of the token, never the token itself', async () => {
    const store = storeWithBoard();
    const out = await invite('admin', { boardId: 'b1', role: 'observer' }, store);
    expect(out.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(out.inviteId).toBe(await inviteIdForToken(out.token));
    expect(store.read(paths.invite(out.inviteId))).toEqual({
      boardId: 'b1',
      role: 'observer',
      emailLower: null,
      createdBy: 'u-admin',
      createdAt: NOW,
      expiresAt: NOW + INVITE_EXPIRY_DEFAULT_MS,
      acceptedBy: null,
      acceptedAt: null,
    });
    expect(out.expiresAt).toBe(NOW + INVITE_EXPIRY_DEFAULT_MS);
    expect(dump(store)).not.toContain(out.token);
  });

  it('makes a different token every time', async () => {
    const store = storeWithBoard();
    const tokens = new Set<string>();
    for (let i = 0; i < 20; i += 1)
      tokens.add((await invite('owner', { boardId: 'b1', role: 'member' }, store)).token);
    expect(tokens.size).toBe(20);
    expect(store.paths('invites/')).toHaveLength(20);
  });

  it('binds the invite to an e-mail address, in lower case', async () => {
    const store = storeWithBoard();
    const out = await invite('owner', { boardId: 'b1', role: 'member', email: '  Ana@Example.COM ' }, store);
    expect(store.read(paths.invite(out.inviteId))?.emailLower).toBe('ana@example.com');
  });

  it('takes an expiry from 1 hour to 30 days', async () => {
    const store = storeWithBoard();
    for (const expiresInMs of [INVITE_EXPIRY_MIN_MS, INVITE_EXPIRY_MAX_MS]) {
      const out = await invite('owner', { boardId: 'b1', role: 'member', expiresInMs }, store);
      expect(out.expiresAt).toBe(NOW + expiresInMs);
    }
    const short = await refusal(invite('owner', { boardId: 'b1', role: 'member', expiresInMs: 60_000 }));
    expect(short.code).toBe('invalid-argument');
    const long = await refusal(
      invite('owner', { boardId: 'b1', role: 'member', expiresInMs: INVITE_EXPIRY_MAX_MS + 1 }),
    );
    expect(long.code).toBe('limit-exceeded');
  });
});

describe('inviteMember: refusals', () => {
  it('refuses a signed-out caller with unauthenticated, before reading the input', async () => {
    expect((await refusal(invite(null, { boardId: 'b1', role: 'member' }))).code).toBe('unauthenticated');
    expect((await refusal(invite(null, 'garbage'))).code).toBe('unauthenticated');
  });

  it('refuses a board that does not exist with not-found', async () => {
    expect((await refusal(invite('owner', { boardId: 'nope', role: 'member' }))).code).toBe('not-found');
  });

  it.each([
    ['no input', undefined],
    ['not an object', 'b1'],
    ['an array', ['b1', 'member']],
    ['a missing role', { boardId: 'b1' }],
    ['a missing board', { role: 'member' }],
    ['role owner', { boardId: 'b1', role: 'owner' }],
    ['an unknown role', { boardId: 'b1', role: 'superuser' }],
    ['a number for the board', { boardId: 42, role: 'member' }],
    ['a path in the board id', { boardId: 'b1/lists/l1', role: 'member' }],
    ['a reserved id', { boardId: '__name__', role: 'member' }],
    ['a malformed e-mail', { boardId: 'b1', role: 'member', email: 'not-an-address' }],
    ['a fractional expiry', { boardId: 'b1', role: 'member', expiresInMs: 3_600_000.5 }],
    ['an extra key with a huge string', { boardId: 'b1', role: 'member', note: 'x'.repeat(1_000_000) }],
  ])('refuses %s with invalid-argument', async (_, input) => {
    const store = storeWithBoard();
    const before = dump(store);
    expect((await refusal(invite('owner', input, store))).code).toBe('invalid-argument');
    expect(dump(store)).toBe(before);
  });

  it('refuses a huge id with limit-exceeded (validate.ts names the limit)', async () => {
    const error = await refusal(invite('owner', { boardId: 'b'.repeat(100_000), role: 'member' }));
    expect(error.code).toBe('limit-exceeded');
    expect(error.message).toContain('128');
  });
});
