/**
 * importBoard's contract: an imported board shows whole and in order; a refused or failed import leaves no board
 * (ARCHITECTURE.md §4: an import is never half-visible).
 */
import { describe, expect, it } from 'vitest';
import type { ImportProgress } from '../../domain/import/plan';
import { bigPlan, planCard, smallPlan } from './fixtures';
import type { Backend } from '../ports';
import { errorCode, firstSnapshot, nextMatching, useHarness, watch, type MakeHarness } from './harness';

async function expectNoBoards(backend: Backend): Promise<void> {
  expect(await firstSnapshot(watch(backend).boards)).toEqual([]);
  expect(await firstSnapshot(watch(backend).archivedBoards)).toEqual([]);
}

/** Defines the import tests; part of `describeBoardsContract`. */
export function describeImportContract(make: MakeHarness): void {
  describe('importBoard', () => {
    const harness = useHarness(make);

    it('shows the whole imported board: open lists and cards in order, counts, comments, attachments', async () => {
      const { backend, signUpAs } = harness();
      const me = await signUpAs('Ann');
      const progress: ImportProgress[] = [];
      const boardId = await backend.boards.importBoard(smallPlan(), (p) => progress.push(p));
      const w = watch(backend);
      const listed = await nextMatching(w.boards, (bs) => bs.some((b) => b.id === boardId));
      expect(listed[0]).toMatchObject({
        title: 'Imported',
        description: 'From Trello',
        roles: { [me.uid]: 'owner' },
      });
      expect(listed[0]?.labels).toEqual([{ id: 'lb', name: 'Bug', color: 'red' }]);
      const lists = await firstSnapshot(w.lists(boardId));
      expect(lists.map((l) => l.id)).toEqual(['L1', 'L2']);
      const cards = await firstSnapshot(w.cards(boardId));
      expect(cards.map((c) => c.id).sort()).toEqual(['c1', 'c2', 'c4']);
      const byId = new Map(cards.map((c) => [c.id, c]));
      expect(byId.get('c1')?.counts).toEqual({
        comments: 2,
        attachments: 0,
        checkItems: 0,
        checkItemsDone: 0,
      });
      expect(byId.get('c2')?.counts).toEqual({
        comments: 0,
        attachments: 1,
        checkItems: 2,
        checkItemsDone: 1,
      });
      expect(byId.get('c2')).toMatchObject({ memberNames: ['Bob'], listId: 'L1', createdBy: me.uid });
      const comments = await firstSnapshot(w.comments(boardId, 'c1'));
      expect(comments.map((c) => [c.text, c.authorName])).toEqual([
        ['first', 'Bob'],
        ['second', 'Eve'],
      ]);
      const attachments = await firstSnapshot(w.attachments(boardId, 'c2'));
      expect(attachments[0]).toMatchObject({
        name: 'spec',
        url: 'https://example.com/spec',
        storagePath: null,
      });
      expect(progress.at(-1)?.phase).toBe('done');
      const writing = progress.filter((p) => p.phase === 'writing').map((p) => p.done);
      expect(writing).toEqual([...writing].sort((x, y) => x - y));
    });

    it('refuses an invalid plan with invalid-argument and leaves no board', async () => {
      const { backend, signUpAs } = harness();
      await signUpAs('Ann');
      const plan = smallPlan();
      plan.cards.push(planCard('bad', 'L1', 'a9', { title: '' }));
      expect(await errorCode(backend.boards.importBoard(plan))).toBe('invalid-argument');
      const dangling = smallPlan();
      dangling.cards.push(planCard('lost', 'no-such-list', 'a9'));
      expect(await errorCode(backend.boards.importBoard(dangling))).toBe('invalid-argument');
      await expectNoBoards(backend);
    });

    it('refuses 501 open lists with limit-exceeded and leaves no board', async () => {
      const { backend, signUpAs } = harness();
      await signUpAs('Ann');
      expect(await errorCode(backend.boards.importBoard(bigPlan(501, 0)))).toBe('limit-exceeded');
      await expectNoBoards(backend);
    });

    it('leaves no board when the import fails half-way through writing', async () => {
      const { backend, signUpAs } = harness();
      await signUpAs('Ann');
      const failing = backend.boards.importBoard(bigPlan(3, 1_200), (p) => {
        if (p.phase === 'writing' && p.done > 0) throw new Error('Disk unplugged');
      });
      await expect(failing).rejects.toThrow();
      await expectNoBoards(backend);
    });
  });
}
