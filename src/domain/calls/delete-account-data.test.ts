import { describe, expect, it } from 'vitest';
import type { Role } from '../permissions';
import { deleteAccountData } from './delete-account-data';
import {
  activityOf,
  boardDoc,
  call,
  ctxOf,
  dump,
  membership,
  NOW,
  refusal,
  seedBoardContent,
} from './test-fixtures';
import { MemoryStore } from './memory-tx';
import { paths } from './tx';

const ME = 'u-me';

/** The caller's boards of every kind, their personal documents, and someone else's that must survive. */
function world() {
  const store = new MemoryStore();
  const board = (id: string, roles: Record<string, Role>) =>
    store.seed(paths.board(id), boardDoc(id, roles, `Title ${id}`));
  board('sole', { [ME]: 'owner', 'u-a': 'member', 'u-b': 'observer' });
  board('alone', { [ME]: 'owner' });
  board('coowned', { 'u-c': 'owner', [ME]: 'owner' });
  board('admin', { 'u-d': 'owner', [ME]: 'admin' });
  board('member', { 'u-d': 'owner', [ME]: 'member' });
  board('observer', { 'u-d': 'owner', [ME]: 'observer' });
  board('foreign', { 'u-d': 'owner' });
  const storagePaths = seedBoardContent(store, 'sole');
  seedBoardContent(store, 'foreign');
  store
    .seed(paths.user(ME), {
      uid: ME,
      displayName: 'Me',
      photoURL: null,
      emailLower: 'me@example.com',
      createdAt: 1,
    })
    .seed(`users/${ME}/inbox/n1`, { type: 'invite', text: 'hello' })
    .seed(`users/${ME}/inbox/n2`, { type: 'mention', text: 'hi' })
    .seed(`users/${ME}/devices/inst1`, { pushEnabled: true, updatedAt: 1 })
    .seed(paths.user('u-d'), { uid: 'u-d', displayName: 'D', photoURL: null, emailLower: null, createdAt: 1 })
    .seed('users/u-d/inbox/n1', { type: 'invite', text: 'hello' })
    .seed('invites/mine', {
      boardId: 'coowned',
      role: 'member',
      createdBy: ME,
      createdAt: NOW,
      expiresAt: NOW + 1,
    })
    .seed('invites/theirs', {
      boardId: 'coowned',
      role: 'member',
      createdBy: 'u-c',
      createdAt: NOW,
      expiresAt: NOW + 1,
    });
  return { store, storagePaths };
}

const run = (store: MemoryStore, input: unknown, who: string | null = ME) =>
  call(store, deleteAccountData, ctxOf(who), input);

const EXPECTED_DELETED = [
  { id: 'alone', title: 'Title alone', otherMembers: [] },
  { id: 'sole', title: 'Title sole', otherMembers: ['u-a', 'u-b'] },
];
const EXPECTED_LEFT = ['admin', 'coowned', 'member', 'observer'].map((id) => ({ id, title: `Title ${id}` }));

describe('deleteAccountData: dry run', () => {
  it('names the boards that would go (with who else loses them) and those it would leave, writing nothing', async () => {
    const { store } = world();
    const before = dump(store);
    const out = await run(store, { confirm: true, dryRun: true });
    expect(out).toEqual({
      dryRun: true,
      deletedBoards: EXPECTED_DELETED,
      leftBoards: EXPECTED_LEFT,
      storagePaths: [],
      storageFolders: [],
    });
    expect(dump(store)).toBe(before);
  });
});

describe('deleteAccountData: the real run', () => {
  it('deletes the sole-owner boards with all their content, the profile, inbox, devices and own invites', async () => {
    const { store, storagePaths } = world();
    const out = await run(store, { confirm: true });
    expect(out).toEqual({
      dryRun: false,
      deletedBoards: EXPECTED_DELETED,
      leftBoards: EXPECTED_LEFT,
      storagePaths: expect.arrayContaining(storagePaths) as string[],
      storageFolders: [`users/${ME}/avatar/`],
    });
    expect(out.storagePaths).toHaveLength(storagePaths.length);
    for (const gone of ['boards/sole', 'boards/alone', `users/${ME}`]) expect(store.paths(gone)).toEqual([]);
    expect(store.paths('invites/')).toEqual(['invites/inv-foreign', 'invites/theirs']);
    // Someone else's data stays whole.
    expect(store.paths('users/u-d')).toEqual(['users/u-d', 'users/u-d/inbox/n1']);
    expect(store.paths('boards/foreign/')).toHaveLength(11);
  });

  it('takes the caller off every shared board, keeping roles and memberIds in step, with a leave entry', async () => {
    const { store } = world();
    await run(store, { confirm: true });
    expect(membership(store, 'coowned')).toEqual({ roles: { 'u-c': 'owner' }, memberIds: ['u-c'] });
    for (const id of ['admin', 'member', 'observer']) {
      expect(membership(store, id)).toEqual({ roles: { 'u-d': 'owner' }, memberIds: ['u-d'] });
      expect(activityOf(store, id)).toEqual([
        expect.objectContaining({ type: 'member.leave', actorUid: ME, data: { uid: ME } }),
      ]);
    }
    expect(membership(store, 'foreign')).toEqual({ roles: { 'u-d': 'owner' }, memberIds: ['u-d'] });
  });

  // The role × action row: what the caller's role on a board means for that board.
  it.each([
    ['the only owner', { [ME]: 'owner', 'u-x': 'admin' }, 'deleted'],
    ['one of two owners', { [ME]: 'owner', 'u-x': 'owner' }, 'left'],
    ['admin', { 'u-x': 'owner', [ME]: 'admin' }, 'left'],
    ['member', { 'u-x': 'owner', [ME]: 'member' }, 'left'],
    ['observer', { 'u-x': 'owner', [ME]: 'observer' }, 'left'],
    ['not a member', { 'u-x': 'owner' }, 'untouched'],
  ] as const)('as %s, the board is %s', async (_, roles, fate) => {
    const store = new MemoryStore().seed(paths.board('b'), boardDoc('b', roles));
    await run(store, { confirm: true });
    const after = membership(store, 'b');
    if (fate === 'deleted') expect(store.paths()).toEqual([]);
    else if (fate === 'left') expect(after.memberIds).toEqual(Object.keys(roles).filter((uid) => uid !== ME));
    else expect(after).toEqual({ roles, memberIds: Object.keys(roles) });
  });

  it('works for a caller with no data at all', async () => {
    const store = new MemoryStore();
    await expect(run(store, { confirm: true })).resolves.toMatchObject({ deletedBoards: [], leftBoards: [] });
  });
});

describe('deleteAccountData: refusals', () => {
  it('refuses a signed-out caller', async () => {
    expect((await refusal(run(world().store, { confirm: true }, null))).code).toBe('unauthenticated');
  });

  it.each([
    ['no input', undefined],
    ['no confirm', { dryRun: true }],
    ['confirm false', { confirm: false }],
    ['confirm as a string', { confirm: 'true' }],
    ['dryRun as a string', { confirm: true, dryRun: 'yes' }],
    ['an extra key', { confirm: true, uid: 'u-d' }],
  ])('refuses %s with invalid-argument, deleting nothing', async (_, input) => {
    const { store } = world();
    const before = dump(store);
    expect((await refusal(run(store, input))).code).toBe('invalid-argument');
    expect(dump(store)).toBe(before);
  });
});
