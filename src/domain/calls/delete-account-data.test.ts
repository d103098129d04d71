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
    expect(out).toEqual({ dryRun: true, deletedBoards: EXPECTED_DELETED, leftBoards: EXPECTED_LEFT });
    expect(dump(store)).toBe(before);
  });
});

describe('deleteAccountData: the real run', () => {
  // Issue 15 item 3: one write per board and one for the profile, whatever they hold; the contents, the inbox, the
  // devices and the invites made go in pages afterwards (functions/test/deletion.emulator-test.ts, local purge).
  it('leaves a tombstone of each sole-owner board and marks the profile, touching nothing under them', async () => {
    const { store } = world();
    const under = (prefix: string) => store.paths(prefix).length;
    const before = { sole: under('boards/sole/'), inbox: under(`users/${ME}/`), invites: under('invites/') };
    const out = await run(store, { confirm: true });
    expect(out).toEqual({ dryRun: false, deletedBoards: EXPECTED_DELETED, leftBoards: EXPECTED_LEFT });
    for (const id of ['sole', 'alone']) {
      expect(store.read(paths.board(id))).toEqual({ deletedAt: NOW, deletedBy: ME });
    }
    expect(store.read(paths.user(ME))).toEqual({ deletedAt: NOW });
    expect({ sole: under('boards/sole/'), inbox: under(`users/${ME}/`), invites: under('invites/') }).toEqual(
      before,
    );
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
    if (fate === 'deleted') expect(store.read(paths.board('b'))).toEqual({ deletedAt: NOW, deletedBy: ME });
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
