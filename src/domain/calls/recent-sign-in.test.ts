// Issue 15 item 13: the callables that destroy or hand over a board — deleteBoard, deleteAccountData and role
// changes — refuse an ID token whose sign-in (`auth_time`) is more than 5 minutes old, whatever the client checked.
import { describe, expect, it } from 'vitest';
import { deleteAccountData } from './delete-account-data';
import { deleteBoard } from './delete-board';
import { setMemberRole } from './set-member-role';
import { boardDoc, call, ctxOf, dump, NOW, refusal, storeWithBoard, U } from './test-fixtures';
import { paths } from './tx';

const MINUTE = 60_000;
const stale = { authTime: NOW - 5 * MINUTE - 1 };
const fresh = { authTime: NOW - 5 * MINUTE };

const CASES = [
  ['deleteBoard', () => call(storeWithBoard('b1'), deleteBoard, ctxOf('owner', stale), { boardId: 'b1' })],
  [
    'deleteAccountData',
    () => call(storeWithBoard('b1'), deleteAccountData, ctxOf('owner', stale), { confirm: true }),
  ],
  [
    'setMemberRole',
    () =>
      call(storeWithBoard('b1'), setMemberRole, ctxOf('owner', stale), {
        boardId: 'b1',
        uid: U.member,
        role: 'admin',
      }),
  ],
] as const;

describe('a sign-in more than 5 minutes old', () => {
  it.each(CASES)('%s refuses it with auth/requires-recent-login', async (_, attempt) => {
    expect((await refusal(attempt())).code).toBe('auth/requires-recent-login');
  });

  it('refuses a token without auth_time, and changes nothing', async () => {
    const store = storeWithBoard('b1');
    const before = dump(store);
    const attempt = call(store, deleteBoard, ctxOf('owner', { authTime: undefined }), { boardId: 'b1' });
    expect((await refusal(attempt)).code).toBe('auth/requires-recent-login');
    expect(dump(store)).toBe(before);
  });

  it('is fine for a dry run of deleteAccountData, which changes nothing', async () => {
    const out = call(storeWithBoard('b1'), deleteAccountData, ctxOf('owner', stale), {
      confirm: true,
      dryRun: true,
    });
    await expect(out).resolves.toMatchObject({ dryRun: true });
  });

  it('is fine for deleting a board still being imported: that is the import rolling back', async () => {
    const store = storeWithBoard('b1').seed(paths.board('b1'), {
      ...boardDoc('b1'),
      importState: 'importing',
    });
    await expect(call(store, deleteBoard, ctxOf('owner', stale), { boardId: 'b1' })).resolves.toEqual({
      boardId: 'b1',
    });
  });
});

describe('a sign-in exactly 5 minutes old', () => {
  it('is recent enough for all three', async () => {
    await expect(
      call(storeWithBoard('b1'), deleteBoard, ctxOf('owner', fresh), { boardId: 'b1' }),
    ).resolves.toBeTruthy();
    await expect(
      call(storeWithBoard('b1'), setMemberRole, ctxOf('owner', fresh), {
        boardId: 'b1',
        uid: U.member,
        role: 'admin',
      }),
    ).resolves.toMatchObject({ changed: true });
    await expect(
      call(storeWithBoard('b1'), deleteAccountData, ctxOf('owner', fresh), { confirm: true }),
    ).resolves.toMatchObject({ dryRun: false });
  });
});
