/**
 * The BoardsPort's access rules (permissions.ts), through the ports: no user means `unauthenticated`; a signed-in
 * non-member cannot write (`permission-denied`) and cannot read (no board, failing subscriptions).
 */
import { describe, expect, it } from 'vitest';
import { newId } from '../../domain/ids';
import { seedBoard } from './fixtures';
import {
  errorCode,
  firstSnapshot,
  nextMatching,
  signInAs,
  subscriptionError,
  useHarness,
  watch,
  type MakeHarness,
} from './harness';

/** Defines the access-rule tests; part of `describeBoardsContract`. */
export function describeAccessContract(make: MakeHarness): void {
  describe('access and activity', () => {
    const harness = useHarness(make);

    it('refuses every write with unauthenticated when nobody is signed in', async () => {
      const { backend, signUpAs } = harness();
      await signUpAs('Ann');
      const { boardId, listIds, cardIds } = await seedBoard(backend, 'Mine', [1]);
      await backend.auth.signOut();
      const { boards } = backend;
      const listId = listIds[0] ?? '';
      const cardId = cardIds[0]?.[0] ?? '';
      const codes = await Promise.all([
        errorCode(boards.createBoard({ id: newId(), title: 'x' })),
        errorCode(boards.createList(boardId, { id: newId(), title: 'x', rank: 'a1' })),
        errorCode(boards.createCard(boardId, { id: newId(), listId, title: 'x', rank: 'a1' })),
        errorCode(boards.moveCard(boardId, cardId, { listId, rank: 'a9' })),
        errorCode(boards.addComment(boardId, cardId, { id: newId(), text: 'x' })),
      ]);
      expect(codes).toEqual(Array(5).fill('unauthenticated'));
    });

    it('refuses a non-member every write with permission-denied and writes nothing', async () => {
      const { backend, signUpAs, documentsWritten } = harness();
      await signUpAs('Owner');
      const { boardId, listIds, cardIds } = await seedBoard(backend, 'Private', [1]);
      const listId = listIds[0] ?? '';
      const cardId = cardIds[0]?.[0] ?? '';
      await signUpAs('Stranger');
      const writes = documentsWritten?.();
      const { boards } = backend;
      const codes = await Promise.all([
        errorCode(boards.updateBoard(boardId, { title: 'Mine now' })),
        errorCode(boards.updateBoard(boardId, { archivedAt: Date.now() })),
        errorCode(boards.createList(boardId, { id: newId(), title: 'x', rank: 'a1' })),
        errorCode(boards.updateList(boardId, listId, { title: 'x' })),
        errorCode(boards.createCard(boardId, { id: newId(), listId, title: 'x', rank: 'a1' })),
        errorCode(boards.updateCard(boardId, cardId, { title: 'x' })),
        errorCode(boards.moveCard(boardId, cardId, { listId, rank: 'a9' })),
        errorCode(boards.addComment(boardId, cardId, { id: newId(), text: 'x' })),
      ]);
      expect(codes).toEqual(Array(8).fill('permission-denied'));
      if (writes !== undefined) expect(documentsWritten?.()).toBe(writes);
    });

    it('shows a non-member nothing of the board', async () => {
      const { backend, signUpAs } = harness();
      const owner = await signUpAs('Owner');
      const { boardId, cardIds } = await seedBoard(backend, 'Private', [1]);
      const cardId = cardIds[0]?.[0] ?? '';
      await signUpAs('Stranger');
      const w = watch(backend);
      expect(await firstSnapshot(w.boards)).toEqual([]);
      expect(await firstSnapshot(w.archivedBoards)).toEqual([]);
      expect(await firstSnapshot(w.board(boardId))).toBeNull();
      expect(await subscriptionError(w.lists(boardId))).toBe('permission-denied');
      expect(await subscriptionError(w.cards(boardId))).toBe('permission-denied');
      expect(await subscriptionError(w.comments(boardId, cardId))).toBe('permission-denied');
      expect(await subscriptionError(w.activity(boardId, 10))).toBe('permission-denied');

      // The owner, signed in again, still sees it all.
      await signInAs(backend, owner);
      const mine = await nextMatching(w.boards, (bs) => bs.length === 1);
      expect(mine[0]?.id).toBe(boardId);
      expect(await firstSnapshot(w.cards(boardId))).toHaveLength(1);
    });

    it('records activity for the board, its lists, cards, moves and comments, newest first', async () => {
      const { backend, signUpAs } = harness();
      const me = await signUpAs('Ann');
      const { boardId, listIds, cardIds } = await seedBoard(backend, 'Log', [1, 0]);
      const cardId = cardIds[0]?.[0] ?? '';
      await backend.boards.moveCard(boardId, cardId, { listId: listIds[1] ?? '', rank: 'a0' });
      await backend.boards.addComment(boardId, cardId, { id: newId(), text: 'done' });
      const activity = await nextMatching(
        watch(backend).activity(boardId, 50),
        (entries) => entries.length >= 6,
      );
      expect(new Set(activity.map((a) => a.type))).toEqual(
        new Set(['board.create', 'list.create', 'card.create', 'card.move', 'comment.create']),
      );
      expect(activity.every((a) => a.actorUid === me.uid)).toBe(true);
      const times = activity.map((a) => a.createdAt);
      expect(times).toEqual([...times].sort((x, y) => y - x));
      const latest = await firstSnapshot(watch(backend).activity(boardId, 2));
      expect(latest).toHaveLength(2);
    });

    it('records archiving and restoring a card or a list, with its title', async () => {
      const { backend, signUpAs } = harness();
      await signUpAs('Ann');
      const { boardId, listIds, cardIds } = await seedBoard(backend, 'Log', [1]);
      const [listId, cardId] = [listIds[0] ?? '', cardIds[0]?.[0] ?? ''];
      await backend.boards.updateCard(boardId, cardId, { archivedAt: Date.now() });
      await backend.boards.updateCard(boardId, cardId, { archivedAt: null });
      await backend.boards.updateList(boardId, listId, { archivedAt: Date.now() });
      await backend.boards.updateList(boardId, listId, { archivedAt: null });
      const activity = await nextMatching(watch(backend).activity(boardId, 50), (entries) =>
        entries.some((a) => a.type === 'list.restore'),
      );
      const logged = activity
        .filter((a) => a.type.endsWith('.archive') || a.type.endsWith('.restore'))
        .map((a) => [
          a.type,
          a.cardId ?? a.listId,
          typeof a.data.title === 'string' && a.data.title.length > 0,
        ]);
      // Entries of one millisecond may come in either order.
      expect(logged.sort()).toEqual([
        ['card.archive', cardId, true],
        ['card.restore', cardId, true],
        ['list.archive', listId, true],
        ['list.restore', listId, true],
      ]);
    });
  });
}
