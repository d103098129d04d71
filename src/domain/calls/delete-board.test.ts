import { describe, expect, it } from 'vitest';
import { deleteBoard } from './delete-board';
import {
  boardDoc,
  call,
  ctxOf,
  dump,
  EVERYONE,
  NOW,
  refusal,
  seedBoardContent,
  storeWithBoard,
  U,
  type Who,
} from './test-fixtures';
import { paths } from './tx';

/** Board b1 full of content, and board b10 (a prefix look-alike) that must survive. */
function populated() {
  const store = storeWithBoard('b1').seed(paths.board('b10'), boardDoc('b10'));
  seedBoardContent(store, 'b1');
  seedBoardContent(store, 'b10');
  return { store };
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

describe('deleteBoard: what happens in the transaction', () => {
  // Issue 15 items 2 and 3: the transaction writes one document, whatever the board holds; the contents go in
  // pages afterwards (functions/test/deletion.emulator-test.ts, the local adapter's purge).
  it('turns the board into a tombstone and writes nothing else', async () => {
    const { store } = populated();
    const before = store.paths().filter((path) => path !== 'boards/b1');
    const out = await call(store, deleteBoard, ctxOf('owner'), { boardId: 'b1' });
    expect(out).toEqual({ boardId: 'b1' });
    expect(store.read(paths.board('b1'))).toEqual({ deletedAt: NOW, deletedBy: U.owner });
    expect(store.paths().filter((path) => path !== 'boards/b1')).toEqual(before);
  });

  it('treats a deleted board as gone: a second delete, and every other callable, says not-found', async () => {
    const { store } = populated();
    await call(store, deleteBoard, ctxOf('owner'), { boardId: 'b1' });
    expect((await refusal(call(store, deleteBoard, ctxOf('owner'), { boardId: 'b1' }))).code).toBe(
      'not-found',
    );
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
