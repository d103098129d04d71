import { describe, expect, it } from 'vitest';
import type { Role } from '../permissions';
import { copyMembers } from './copy-members';
import {
  activityOf,
  boardDoc,
  call,
  ctxOf,
  DEFAULT_ROLES,
  dump,
  EVERYONE,
  MAY_INVITE,
  membership,
  refusal,
  storeWithBoard,
  U,
  type Who,
} from './test-fixtures';
import { paths } from './tx';

/** Board b1 (one member per role) and `copy`, a board of `owner`'s alone (or with `roles`). */
function stores(owner: string = U.admin, roles: Record<string, Role> = { [owner]: 'owner' }) {
  return storeWithBoard('b1').seed(paths.board('copy'), boardDoc('copy', roles));
}

const copy = (
  who: Who | string | null,
  store = stores(),
  input: unknown = { fromBoardId: 'b1', toBoardId: 'copy' },
) => call(store, copyMembers, ctxOf(who), input);

describe('copyMembers: the members of a board join its copy', () => {
  it('adds everyone else with their role, owners as admins, each with a member.join entry', async () => {
    const store = stores(U.admin);
    await expect(copy('admin', store)).resolves.toEqual({
      boardId: 'copy',
      added: [U.owner, U.member, U.observer],
    });
    const { roles, memberIds } = membership(store, 'copy');
    expect(roles).toEqual({
      [U.admin]: 'owner',
      [U.owner]: 'admin',
      [U.member]: 'member',
      [U.observer]: 'observer',
    });
    expect(memberIds).toEqual([U.admin, U.owner, U.member, U.observer]);
    const joined = activityOf(store, 'copy').map((a) => [a.type, a.actorUid, a.data]);
    expect(joined).toHaveLength(3);
    expect(joined).toContainEqual([
      'member.join',
      U.member,
      { uid: U.member, role: 'member', invitedBy: U.admin },
    ]);
    // The board copied is left as it was.
    expect(membership(store, 'b1').roles).toEqual(DEFAULT_ROLES);
  });

  it.each(EVERYONE)(
    '%s may copy the members only with the right to invite on the board copied',
    async (who) => {
      const store = stores(U[who]);
      const attempt = copy(who, store);
      if (MAY_INVITE[who]) await expect(attempt).resolves.toMatchObject({ boardId: 'copy' });
      else {
        const before = dump(store);
        expect((await refusal(attempt)).code).toBe('permission-denied');
        expect(dump(store)).toBe(before);
      }
    },
  );

  it('refuses a board the caller does not own, one with other members, the same board twice, and signed out', async () => {
    // Someone else's board: never a way to put people on it.
    const theirs = stores(U.admin, { [U.outsider]: 'owner' });
    expect((await refusal(copy('admin', theirs))).code).toBe('permission-denied');
    // A board of the caller's that already has others: not a copy just made.
    const shared = stores(U.admin, { [U.admin]: 'owner', [U.outsider]: 'member' });
    const before = dump(shared);
    expect((await refusal(copy('admin', shared))).code).toBe('invalid-argument');
    expect(dump(shared)).toBe(before);
    expect((await refusal(copy('admin', stores(), { fromBoardId: 'b1', toBoardId: 'b1' }))).code).toBe(
      'invalid-argument',
    );
    expect((await refusal(copy('admin', stores(), { fromBoardId: 'b1', toBoardId: 'gone' }))).code).toBe(
      'not-found',
    );
    expect((await refusal(copy(null))).code).toBe('unauthenticated');
    expect((await refusal(copy('admin', stores(), { fromBoardId: 'b1' }))).code).toBe('invalid-argument');
  });
});
