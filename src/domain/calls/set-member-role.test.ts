import { describe, expect, it } from 'vitest';
import type { Role } from '../permissions';
import { setMemberRole } from './set-member-role';
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
  type Who,
} from './test-fixtures';

const OWNER2 = 'u-owner2';
const TWO_OWNERS: Record<string, Role> = { ...DEFAULT_ROLES, [OWNER2]: 'owner' };

const setRole = (who: Who | string | null, input: unknown, store = storeWithBoard('b1', TWO_OWNERS)) =>
  call(store, setMemberRole, ctxOf(who), input);

/** The changes tried by every role, and who may make each (canAssignRole), written out by hand. */
const CHANGES: { change: string; uid: string; role: Role; allowed: readonly Who[] }[] = [
  { change: 'member → observer', uid: U.member, role: 'observer', allowed: ['owner', 'admin'] },
  { change: 'observer → admin', uid: U.observer, role: 'admin', allowed: ['owner', 'admin'] },
  { change: 'admin → member', uid: U.admin, role: 'member', allowed: ['owner', 'admin'] },
  { change: 'member → owner', uid: U.member, role: 'owner', allowed: ['owner'] },
  { change: 'other owner → admin', uid: OWNER2, role: 'admin', allowed: ['owner'] },
];

describe('setMemberRole: the role × change matrix', () => {
  const cases = CHANGES.flatMap((c) => EVERYONE.map((who) => ({ ...c, who, ok: c.allowed.includes(who) })));
  it.each(cases)('$who: $change → $ok', async ({ who, uid, role, ok }) => {
    const store = storeWithBoard('b1', TWO_OWNERS);
    const attempt = setRole(who, { boardId: 'b1', uid, role }, store);
    if (ok) {
      await expect(attempt).resolves.toEqual({ boardId: 'b1', uid, role, changed: true });
      const { roles, memberIds } = membership(store);
      expect(roles).toEqual({ ...TWO_OWNERS, [uid]: role });
      expect(memberIds).toEqual(Object.keys(TWO_OWNERS));
    } else {
      const before = dump(store);
      expect((await refusal(attempt)).code).toBe('permission-denied');
      expect(dump(store)).toBe(before);
    }
  });
});

describe('setMemberRole: rules', () => {
  it('writes a member.role activity entry', async () => {
    const store = storeWithBoard();
    await setRole('admin', { boardId: 'b1', uid: U.member, role: 'observer' }, store);
    expect(activityOf(store)).toEqual([
      expect.objectContaining({
        type: 'member.role',
        actorUid: U.admin,
        data: { uid: U.member, from: 'member', to: 'observer' },
        createdAt: NOW,
      }),
    ]);
    expect(membership(store).memberIds).toEqual(Object.keys(DEFAULT_ROLES));
  });

  it('refuses to demote the last owner, even by themselves', async () => {
    const store = storeWithBoard();
    const before = dump(store);
    const error = await refusal(setRole('owner', { boardId: 'b1', uid: U.owner, role: 'admin' }, store));
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toMatch(/keeps an owner/);
    expect(dump(store)).toBe(before);
  });

  it('lets an owner step down when another owner remains', async () => {
    const store = storeWithBoard('b1', TWO_OWNERS);
    await setRole('owner', { boardId: 'b1', uid: U.owner, role: 'member' }, store);
    expect(membership(store).roles).toMatchObject({ [U.owner]: 'member', [OWNER2]: 'owner' });
  });

  it('lets an admin step down but not promote themselves to owner', async () => {
    await expect(setRole('admin', { boardId: 'b1', uid: U.admin, role: 'observer' })).resolves.toMatchObject({
      changed: true,
    });
    const error = await refusal(setRole('admin', { boardId: 'b1', uid: U.admin, role: 'owner' }));
    expect(error.code).toBe('permission-denied');
  });

  it('changes nothing when the member already has the role', async () => {
    const store = storeWithBoard();
    const before = dump(store);
    await expect(setRole('owner', { boardId: 'b1', uid: U.member, role: 'member' }, store)).resolves.toEqual({
      boardId: 'b1',
      uid: U.member,
      role: 'member',
      changed: false,
    });
    expect(dump(store)).toBe(before);
  });

  it('refuses a target who is not a member with not-found, and a missing board likewise', async () => {
    expect((await refusal(setRole('owner', { boardId: 'b1', uid: U.outsider, role: 'member' }))).code).toBe(
      'not-found',
    );
    expect((await refusal(setRole('owner', { boardId: 'b2', uid: U.member, role: 'admin' }))).code).toBe(
      'not-found',
    );
  });

  it('refuses a signed-out caller', async () => {
    expect((await refusal(setRole(null, { boardId: 'b1', uid: U.member, role: 'admin' }))).code).toBe(
      'unauthenticated',
    );
  });

  it.each([
    ['no input', null],
    ['a missing uid', { boardId: 'b1', role: 'admin' }],
    ['a missing role', { boardId: 'b1', uid: U.member }],
    ['an unknown role', { boardId: 'b1', uid: U.member, role: 'god' }],
    ['a role of the wrong type', { boardId: 'b1', uid: U.member, role: 1 }],
    ['a uid with a slash', { boardId: 'b1', uid: 'a/b', role: 'admin' }],
    [
      'an extra key with a huge string',
      { boardId: 'b1', uid: U.member, role: 'admin', x: 'y'.repeat(500_000) },
    ],
  ])('refuses %s with invalid-argument', async (_, input) => {
    expect((await refusal(setRole('owner', input))).code).toBe('invalid-argument');
  });
});
