import { describe, expect, it } from 'vitest';
import { deleteBoard } from './delete-board';
import {
  boardDoc,
  call,
  ctxOf,
  dump,
  EVERYONE,
  refusal,
  seedBoardContent,
  storeWithBoard,
  type Who,
} from './test-fixtures';
import { paths } from './tx';

/** Board b1 full of content, and board b10 (a prefix look-alike) that must survive. */
function populated() {
  const store = storeWithBoard('b1').seed(paths.board('b10'), boardDoc('b10'));
  const storagePaths = seedBoardContent(store, 'b1');
  seedBoardContent(store, 'b10');
  return { store, storagePaths };
}

describe('deleteBoard: who may delete (permissions.ts board.delete)', () => {
  it.each(EVERYONE)('%s', async (who: Who) => {
    const { store } = populated();
    const attempt = call(store, deleteBoard, ctxOf(who), { boardId: 'b1' });
    if (who === 'owner') {
      await expect(attempt).resolves.toMatchObject({ boardId: 'b1' });
    } else {
      const before = dump(store);
      expect((await refusal(attempt)).code).toBe('permission-denied');
      expect(dump(store)).toBe(before);
    }
  });
});

describe('deleteBoard: what goes', () => {
  it('deletes the board, every document under it and its invites, and nothing else', async () => {
    const { store } = populated();
    const otherBoard = store.paths('boards/b10');
    await call(store, deleteBoard, ctxOf('owner'), { boardId: 'b1' });
    expect(store.read(paths.board('b1'))).toBeNull();
    expect(store.paths('boards/b1/')).toEqual([]);
    expect(store.paths('invites/')).toEqual(['invites/inv-b10']);
    expect(store.paths('boards/b10')).toEqual(otherBoard);
  });

  it('returns the Storage paths of uploaded attachments inside the board, not links or outside paths', async () => {
    const { store, storagePaths } = populated();
    const out = await call(store, deleteBoard, ctxOf('owner'), { boardId: 'b1' });
    expect(out.storagePaths.sort()).toEqual(storagePaths.sort());
    expect(JSON.parse(JSON.stringify(out))).toEqual(out);
  });

  it('deletes an empty board', async () => {
    const store = storeWithBoard('b1');
    await expect(call(store, deleteBoard, ctxOf('owner'), { boardId: 'b1' })).resolves.toEqual({
      boardId: 'b1',
      storagePaths: [],
    });
    expect(store.paths()).toEqual([]);
  });
});

describe('deleteBoard: refusals', () => {
  it('refuses a signed-out caller and a missing board', async () => {
    const { store } = populated();
    expect((await refusal(call(store, deleteBoard, ctxOf(null), { boardId: 'b1' }))).code).toBe(
      'unauthenticated',
    );
    expect((await refusal(call(store, deleteBoard, ctxOf('owner'), { boardId: 'b2' }))).code).toBe(
      'not-found',
    );
  });

  it.each([
    ['no input', undefined],
    ['a missing board', {}],
    ['a board of the wrong type', { boardId: { id: 'b1' } }],
    ['a path', { boardId: 'b1/cards/c1' }],
    ['an extra key', { boardId: 'b1', cascade: false }],
  ])('refuses %s with invalid-argument', async (_, input) => {
    const { store } = populated();
    expect((await refusal(call(store, deleteBoard, ctxOf('owner'), input))).code).toBe('invalid-argument');
  });
});
