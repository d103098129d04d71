// A board's open cards, delivered row by row: a change in one tab reaches the other with the changed card only,
// every other card the very object it was (so the board re-renders just what changed), and nothing at all is
// delivered for a change on another board.
import { afterEach, expect, it } from 'vitest';
import type { Card } from '../../domain/model';
import type { Backend } from '../ports';
import { seedBoard } from '../contract/fixtures';
import { deleteTestBrowsers, signedInBrowser } from './test-browser';
import { keysOf } from './watch-cards';

afterEach(deleteTestBrowsers);

/** Two tabs of one signed-in browser. */
async function twoTabs(): Promise<[Backend, Backend]> {
  const { tab, openTab } = await signedInBrowser('watch-cards');
  return [tab, openTab()];
}

/** Records every snapshot of `boardId`'s open cards in tab `backend`; `next()` waits for one more. */
function record(backend: Backend, boardId: string) {
  const snapshots: Card[][] = [];
  let waiting: (() => void) | null = null;
  const stop = backend.boards.watchCards(boardId, {
    next: (s) => {
      snapshots.push(s.data);
      waiting?.();
    },
    error: (e) => {
      throw e;
    },
  });
  const next = async (count: number) => {
    while (snapshots.length < count) await new Promise<void>((r) => (waiting = r));
    return snapshots[count - 1] ?? [];
  };
  return { snapshots, next, stop };
}

it('delivers a card moved in another tab, and keeps every other card the same object', async () => {
  const [a, b] = await twoTabs();
  const { boardId, listIds, cardIds } = await seedBoard(a, 'Incremental', [3, 2]);
  const watched = record(b, boardId);
  const first = await watched.next(1);
  expect(first).toHaveLength(5);

  const moved = cardIds[0]?.[0] ?? '';
  await a.boards.moveCard(boardId, moved, { listId: listIds[1] ?? '', rank: 'z' });
  const second = await watched.next(2);
  const byId = (cards: Card[]) => new Map(cards.map((c) => [c.id, c]));
  const before = byId(first);
  expect(byId(second).get(moved)).toMatchObject({ listId: listIds[1], rank: 'z' });
  for (const card of second) if (card.id !== moved) expect(card).toBe(before.get(card.id));

  // Archiving a card takes it out; a card added shows up.
  await a.boards.updateCard(boardId, moved, { archivedAt: 1 });
  expect((await watched.next(3)).map((c) => c.id)).not.toContain(moved);
  watched.stop();
});

it('delivers nothing for a change on another board', async () => {
  const [a] = await twoTabs();
  const mine = await seedBoard(a, 'Mine', [2]);
  const other = await seedBoard(a, 'Other', [2]);
  const watched = record(a, mine.boardId);
  await watched.next(1);
  await a.boards.moveCard(other.boardId, other.cardIds[0]?.[0] ?? '', {
    listId: other.listIds[0] ?? '',
    rank: 'z',
  });
  await a.boards.moveCard(mine.boardId, mine.cardIds[0]?.[0] ?? '', {
    listId: mine.listIds[0] ?? '',
    rank: 'z',
  });
  await watched.next(2);
  // The second snapshot is the move on this board: the other board's move delivered nothing.
  expect(watched.snapshots).toHaveLength(2);
  expect(watched.snapshots[1]?.find((c) => c.rank === 'z')?.boardId).toBe(mine.boardId);
  watched.stop();
});

it('lists single keys of a Dexie change set, and gives up on a range', () => {
  const leaf = (key: string) => ({ from: key, to: key, d: 1 });
  expect(keysOf({ d: 0 })).toEqual([]);
  expect(keysOf({ from: 'b', to: 'b', l: leaf('a'), r: leaf('c'), d: 2 })?.sort()).toEqual(['a', 'b', 'c']);
  expect(keysOf({ from: 'a', to: 'c', d: 1 })).toBeNull();
});
