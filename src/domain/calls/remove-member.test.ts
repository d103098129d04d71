import { describe, expect, it } from 'vitest';
import type { Role } from '../permissions';
import { removeMember } from './remove-member';
import {
  activityOf,
  call,
  ctxOf,
  DEFAULT_ROLES,
  dump,
  EVERYONE,
  membership,
  refusal,
  storeWithBoard,
  U,
  type Who,
} from './test-fixtures';

const OWNER2 = 'u-owner2';
const ADMIN2 = 'u-admin2';
/** Two of the strong roles, so removing "another owner" or "another admin" can be tried by every role. */
const TWO_OWNERS: Record<string, Role> = { ...DEFAULT_ROLES, [OWNER2]: 'owner', [ADMIN2]: 'admin' };

const remove = (who: Who | string | null, input: unknown, store = storeWithBoard('b1', TWO_OWNERS)) =>
  call(store, removeMember, ctxOf(who), input);

/** Whom each role may remove (other than themselves), written out by hand. */
const TARGETS: { target: string; uid: string; allowed: readonly Who[] }[] = [
  { target: 'another owner', uid: OWNER2, allowed: ['owner'] },
  { target: 'another admin', uid: ADMIN2, allowed: ['owner', 'admin'] },
  { target: 'the member', uid: U.member, allowed: ['owner', 'admin'] },
  { target: 'the observer', uid: U.observer, allowed: ['owner', 'admin'] },
];

/** Removes `uid` from `roles`, as every expected membership below is built. */
function without(roles: Record<string, Role>, uid: string): Record<string, Role> {
  return Object.fromEntries(Object.entries(roles).filter(([id]) => id !== uid));
}

describe('removeMember: the role × target matrix', () => {
  // Removing oneself is leaving: that is the next block.
  const cases = TARGETS.flatMap((t) =>
    EVERYONE.filter((who) => U[who] !== t.uid).map((who) => ({ ...t, who, ok: t.allowed.includes(who) })),
  );
  it.each(cases)('$who removes $target → $ok', async ({ who, uid, ok }) => {
    const store = storeWithBoard('b1', TWO_OWNERS);
    const attempt = remove(who, { boardId: 'b1', uid }, store);
    if (ok) {
      await expect(attempt).resolves.toEqual({ boardId: 'b1', uid, left: false });
      const remaining = without(TWO_OWNERS, uid);
      expect(membership(store)).toEqual({ roles: remaining, memberIds: Object.keys(remaining) });
      expect(activityOf(store)).toEqual([
        expect.objectContaining({ type: 'member.remove', actorUid: U[who], data: { uid } }),
      ]);
    } else {
      const before = dump(store);
      expect((await refusal(attempt)).code).toBe('permission-denied');
      expect(dump(store)).toBe(before);
    }
  });
});

describe('removeMember: leaving', () => {
  it.each(['owner', 'admin', 'member', 'observer'] as const)('a %s may leave', async (who) => {
    const store = storeWithBoard('b1', TWO_OWNERS);
    await expect(remove(who, { boardId: 'b1', uid: U[who] }, store)).resolves.toEqual({
      boardId: 'b1',
      uid: U[who],
      left: true,
    });
    const remaining = without(TWO_OWNERS, U[who]);
    expect(membership(store)).toEqual({ roles: remaining, memberIds: Object.keys(remaining) });
    expect(activityOf(store)).toEqual([expect.objectContaining({ type: 'member.leave', actorUid: U[who] })]);
  });

  it('a non-member cannot “leave” (permission-denied)', async () => {
    expect((await refusal(remove('outsider', { boardId: 'b1', uid: U.outsider }))).code).toBe(
      'permission-denied',
    );
  });

  it('the last owner can neither leave nor be removed', async () => {
    const store = storeWithBoard();
    const before = dump(store);
    const leave = await refusal(remove('owner', { boardId: 'b1', uid: U.owner }, store));
    expect(leave.code).toBe('invalid-argument');
    expect(leave.message).toMatch(/keeps an owner/);
    expect((await refusal(remove('admin', { boardId: 'b1', uid: U.owner }, store))).code).toBe(
      'permission-denied',
    );
    expect(dump(store)).toBe(before);
  });

  it('one of two owners may remove the other, and then cannot leave', async () => {
    const store = storeWithBoard('b1', TWO_OWNERS);
    await remove('owner', { boardId: 'b1', uid: OWNER2 }, store);
    expect((await refusal(remove('owner', { boardId: 'b1', uid: U.owner }, store))).code).toBe(
      'invalid-argument',
    );
  });
});

describe('removeMember: refusals', () => {
  it('refuses a target who is not a member, and a missing board, with not-found', async () => {
    expect((await refusal(remove('owner', { boardId: 'b1', uid: U.outsider }))).code).toBe('not-found');
    expect((await refusal(remove('owner', { boardId: 'nope', uid: U.member }))).code).toBe('not-found');
  });

  it('refuses a signed-out caller', async () => {
    expect((await refusal(remove(null, { boardId: 'b1', uid: U.member }))).code).toBe('unauthenticated');
  });

  it.each([
    ['a missing uid', { boardId: 'b1' }],
    ['a uid of the wrong type', { boardId: 'b1', uid: ['u-member'] }],
    ['an empty uid', { boardId: 'b1', uid: '' }],
    ['an extra key', { boardId: 'b1', uid: U.member, force: true }],
  ])('refuses %s with invalid-argument', async (_, input) => {
    expect((await refusal(remove('owner', input))).code).toBe('invalid-argument');
  });
});
