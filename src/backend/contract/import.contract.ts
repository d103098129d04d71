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

    it("keeps what a Trello board carries: WIP limits, archive dates, covers, check items' assignees and dates, link creators", async () => {
      const { backend, signUpAs } = harness();
      await signUpAs('Ann');
      const plan = smallPlan();
      plan.lists[0]!.wipLimit = 4;
      plan.lists[2]!.archivedAt = Date.UTC(2020, 1, 2);
      const c2 = plan.cards[0]!;
      c2.checklists[0]!.items[0] = { id: 'i1', text: 'one', done: true, assigneeName: 'Bob', dueAt: -1_000 };
      c2.coverAttachmentId = 'a1';
      plan.cards[1]!.coverColor = 'sky_dark';
      plan.cards[2]!.archivedAt = Date.UTC(2021, 2, 3);
      plan.attachments[0]!.creatorName = 'Bob';
      const boardId = await backend.boards.importBoard(plan);
      const w = watch(backend);
      const lists = await firstSnapshot(w.lists(boardId));
      expect(lists.find((l) => l.id === 'L2')?.wipLimit).toBe(4);
      expect((await firstSnapshot(w.archivedLists(boardId))).map((l) => [l.id, l.archivedAt])).toEqual([
        ['L3', Date.UTC(2020, 1, 2)],
      ]);
      expect((await firstSnapshot(w.archivedCards(boardId))).map((c) => [c.id, c.archivedAt])).toEqual([
        ['c3', Date.UTC(2021, 2, 3)],
      ]);
      const byId = new Map((await firstSnapshot(w.cards(boardId))).map((c) => [c.id, c]));
      expect(byId.get('c2')?.coverAttachmentId).toBe('a1');
      expect(byId.get('c1')?.coverColor).toBe('sky_dark');
      expect(byId.get('c2')?.checklists[0]?.items[0]).toEqual({
        id: 'i1',
        text: 'one',
        done: true,
        assigneeName: 'Bob',
        dueAt: -1_000,
      });
      const [attachment] = await firstSnapshot(w.attachments(boardId, 'c2'));
      expect(attachment).toMatchObject({ creatorName: 'Bob', url: 'https://example.com/spec' });
    });

    it("refuses a card over Firestore's 1 MiB in every mode, naming it by title and list, and leaves no board", async () => {
      const { backend, signUpAs } = harness();
      await signUpAs('Ann');
      const plan = smallPlan();
      const items = Array.from({ length: 200 }, (_, i) => ({
        id: `x${i}`,
        text: 'y'.repeat(300),
        done: false,
      }));
      plan.cards[1]!.checklists = Array.from({ length: 25 }, (_, i) => ({
        id: `k${i}`,
        title: 'Big',
        items,
      }));
      const error = await backend.boards.importBoard(plan).catch((e: unknown) => e);
      expect(error).toMatchObject({
        code: 'limit-exceeded',
        message: expect.stringMatching(/^Card "Card c1" in list "To do"/),
      });
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
