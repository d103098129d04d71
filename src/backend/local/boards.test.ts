// Local-only BoardsPort behaviour: the write counter, live updates across tabs, the 500-list and 5,000-card limits
// at their edges, and import progress in chunks.
import { afterEach, describe, expect, it } from 'vitest';
import type { ImportProgress } from '../../domain/import/plan';
import { newId } from '../../domain/ids';
import { OPEN_CARDS_PER_BOARD, OPEN_LISTS_PER_BOARD } from '../../domain/limits';
import { bigPlan, cardsWhen, seedBoard } from '../contract/fixtures';
import { errorCode, firstSnapshot, watch } from '../contract/harness';
import { IMPORT_CHUNK_ROWS } from './import';
import { writeCounter } from './index';
import { deleteTestBrowsers, signedInBrowser } from './test-browser';

afterEach(deleteTestBrowsers);

/**
 * Time allowed to each test (ms): the ones importing hundreds or thousands of rows into fake-indexeddb take 1–2 s on a
 * quiet machine, but went past Vitest's 5 s default once in CI (2026-11-28, the Firestore suites on the other core),
 * and a test timed out keeps writing: the next one's write count was off.
 */
const BIG_IMPORT_MS = 30_000;

describe('local boards', { timeout: BIG_IMPORT_MS }, () => {
  it('counts the documents each command writes, activity apart', async () => {
    const { tab } = await signedInBrowser('boards');
    const { boardId, listIds, cardIds } = await seedBoard(tab, 'Count', [1, 0]);
    const cardId = cardIds[0]?.[0] ?? '';
    writeCounter.reset();
    await tab.boards.moveCard(boardId, cardId, { listId: listIds[1] ?? '', rank: 'a0' });
    expect(writeCounter).toMatchObject({ documentsWritten: 1, activityWritten: 1 });
    writeCounter.reset();
    await tab.boards.moveCard(boardId, cardId, { listId: listIds[1] ?? '', rank: 'a1' });
    expect(writeCounter).toMatchObject({ documentsWritten: 1, activityWritten: 0 });
    writeCounter.reset();
    await tab.boards.addComment(boardId, cardId, { id: newId(), text: 'hi' });
    expect(writeCounter).toMatchObject({ documentsWritten: 2, activityWritten: 1 });
    writeCounter.reset();
    await tab.boards.updateCard(boardId, cardId, { dueAt: 0 });
    expect(writeCounter.documentsWritten).toBe(1);
  });

  it("shows another tab's changes in this tab's subscriptions", async () => {
    const { tab, openTab } = await signedInBrowser('boards');
    const other = openTab();
    const { boardId, listIds, cardIds } = await seedBoard(tab, 'Shared', [1, 0]);
    const cardId = cardIds[0]?.[0] ?? '';
    expect((await firstSnapshot(watch(other).boards)).map((b) => b.id)).toEqual([boardId]);
    const moved = cardsWhen(other, boardId, (cs) => cs[0]?.listId === listIds[1]);
    await tab.boards.moveCard(boardId, cardId, { listId: listIds[1] ?? '', rank: 'a0' });
    expect((await moved)[0]?.id).toBe(cardId);
  });

  it(`refuses list ${OPEN_LISTS_PER_BOARD + 1}, but not once one is archived; restoring it is refused again`, async () => {
    const { tab } = await signedInBrowser('boards');
    const boardId = await tab.boards.importBoard(bigPlan(OPEN_LISTS_PER_BOARD, 0));
    const list = () => ({ id: newId(), title: 'One more', rank: 'zz' });
    expect(await errorCode(tab.boards.createList(boardId, list()))).toBe('limit-exceeded');
    await tab.boards.updateList(boardId, 'L0', { archivedAt: Date.now() });
    await tab.boards.createList(boardId, list());
    expect(await errorCode(tab.boards.updateList(boardId, 'L0', { archivedAt: null }))).toBe(
      'limit-exceeded',
    );
  });

  it(`refuses card ${OPEN_CARDS_PER_BOARD + 1} on a board, counting only open cards`, async () => {
    const { tab } = await signedInBrowser('boards');
    const plan = bigPlan(2, OPEN_CARDS_PER_BOARD);
    for (const card of plan.cards) card.listId = 'L0';
    const boardId = await tab.boards.importBoard(plan);
    const card = (listId: string) => ({ id: newId(), listId, title: 'One more', rank: 'zz' });
    expect(await errorCode(tab.boards.createCard(boardId, card('L1')))).toBe('limit-exceeded');
    expect(await errorCode(tab.boards.createCard(boardId, card('L0')))).toBe('limit-exceeded');
    await tab.boards.updateCard(boardId, 'c0', { archivedAt: Date.now() });
    const extra = card('L1');
    await tab.boards.createCard(boardId, extra);
    // Back into the list that held 5,000: it now holds 4,999.
    await tab.boards.moveCard(boardId, extra.id, { listId: 'L0', rank: 'zz' });
    expect(await errorCode(tab.boards.updateCard(boardId, 'c0', { archivedAt: null }))).toBe(
      'limit-exceeded',
    );
  });

  it(`refuses to import ${OPEN_CARDS_PER_BOARD + 1} open cards, but not with archived ones beyond`, async () => {
    const { tab } = await signedInBrowser('boards');
    expect(await errorCode(tab.boards.importBoard(bigPlan(3, OPEN_CARDS_PER_BOARD + 1)))).toBe(
      'limit-exceeded',
    );
    const plan = bigPlan(3, OPEN_CARDS_PER_BOARD + 1);
    const last = plan.cards.at(-1);
    if (last) last.archived = true;
    const boardId = await tab.boards.importBoard(plan);
    expect(await firstSnapshot(watch(tab).cards(boardId))).toHaveLength(OPEN_CARDS_PER_BOARD);
  });

  it(`reports import progress in chunks of at most ${IMPORT_CHUNK_ROWS} rows, then done`, async () => {
    const { tab } = await signedInBrowser('boards');
    writeCounter.reset();
    const progress: ImportProgress[] = [];
    await tab.boards.importBoard(bigPlan(3, 1_200), (p) => progress.push({ ...p }));
    const total = 1 + 3 + 1_200;
    expect(progress.at(-1)).toEqual({ phase: 'done', done: total, total });
    const done = progress.filter((p) => p.phase === 'writing').map((p) => p.done);
    expect(done[0]).toBe(0);
    expect(done.at(-1)).toBe(total);
    for (let i = 1; i < done.length; i++) {
      expect((done[i] ?? 0) - (done[i - 1] ?? 0)).toBeLessThanOrEqual(IMPORT_CHUNK_ROWS + 1);
    }
    expect(writeCounter.documentsWritten).toBe(total);
  });
});
