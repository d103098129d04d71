import { describe, expect, it } from 'vitest';
import { can, canAssignRole, PERMISSIONS, ROLES, type BoardAction, type Role } from './permissions';

type Who = Role | undefined;
const EVERYONE: readonly Who[] = [...ROLES, undefined];

/** The table as a person reads it (ARCHITECTURE.md §4: observers read and comment), written out by hand. */
const EXPECTED: Record<BoardAction, readonly Role[]> = {
  'board.read': ['owner', 'admin', 'member', 'observer'],
  'board.update': ['owner', 'admin'],
  'board.archive': ['owner', 'admin'],
  'board.delete': ['owner'],
  'list.write': ['owner', 'admin', 'member'],
  'card.write': ['owner', 'admin', 'member'],
  'comment.create': ['owner', 'admin', 'member', 'observer'],
  'comment.editOwn': ['owner', 'admin', 'member', 'observer'],
  'comment.deleteAny': ['owner', 'admin'],
  'attachment.write': ['owner', 'admin', 'member'],
  'member.invite': ['owner', 'admin'],
  'member.setRole': ['owner', 'admin'],
  'member.remove': ['owner', 'admin'],
  'member.leave': ['owner', 'admin', 'member', 'observer'],
};

describe('can: the role × action table', () => {
  it('covers exactly the actions this test knows, so a new action needs a decision here', () => {
    expect(Object.keys(PERMISSIONS).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  const cases = (Object.keys(EXPECTED) as BoardAction[]).flatMap((action) =>
    EVERYONE.map((role) => ({
      action,
      role: role ?? 'non-member',
      raw: role,
      allowed: EXPECTED[action].includes(role as Role),
    })),
  );
  it.each(cases)('$role may $action: $allowed', ({ action, raw, allowed }) => {
    expect(can(raw, action)).toBe(allowed);
  });

  it('observers may read and comment but not change cards, lists or attachments', () => {
    expect(can('observer', 'board.read')).toBe(true);
    expect(can('observer', 'comment.create')).toBe(true);
    expect(can('observer', 'card.write')).toBe(false);
    expect(can('observer', 'list.write')).toBe(false);
    expect(can('observer', 'attachment.write')).toBe(false);
  });

  it('only the owner deletes a board', () => {
    expect(EVERYONE.filter((role) => can(role, 'board.delete'))).toEqual(['owner']);
  });

  it('a non-member can do nothing at all, not even read', () => {
    for (const action of Object.keys(EXPECTED) as BoardAction[]) expect(can(undefined, action)).toBe(false);
  });

  it('members write cards but do not manage the board or its people', () => {
    expect(can('member', 'card.write')).toBe(true);
    expect(can('member', 'board.update')).toBe(false);
    expect(can('member', 'member.invite')).toBe(false);
    expect(can('member', 'comment.deleteAny')).toBe(false);
  });
});

describe('canAssignRole', () => {
  it('lets an owner make and unmake owners, and give any role', () => {
    for (const from of ROLES)
      for (const to of ROLES) expect(canAssignRole('owner', from, to), `${from}→${to}`).toBe(true);
  });

  it('does not let an admin make an owner', () => {
    for (const from of ['admin', 'member', 'observer'] as const)
      expect(canAssignRole('admin', from, 'owner')).toBe(false);
  });

  it('does not let an admin unmake an owner', () => {
    for (const to of ROLES) expect(canAssignRole('admin', 'owner', to)).toBe(false);
  });

  it('lets an admin move people among admin, member and observer', () => {
    expect(canAssignRole('admin', 'member', 'admin')).toBe(true);
    expect(canAssignRole('admin', 'admin', 'member')).toBe(true);
    expect(canAssignRole('admin', 'observer', 'member')).toBe(true);
    expect(canAssignRole('admin', 'member', 'observer')).toBe(true);
  });

  it('gives members, observers and non-members no say in roles', () => {
    for (const actor of ['member', 'observer', undefined] as const)
      for (const from of ROLES)
        for (const to of ROLES)
          expect(canAssignRole(actor, from, to), `${String(actor)}: ${from}→${to}`).toBe(false);
  });
});
