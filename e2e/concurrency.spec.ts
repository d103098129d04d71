// Two tabs of one signed-in person, 200 random moves each at the same time on one 3 × 20 board, all through the
// card's "Move…" dialog: both tabs end with the same order as the database, no card lost or duplicated, and the
// order keys stay short (the longest is printed, and must stay within rankSchema's 256 characters).
import { expect, test, type Page } from '@playwright/test';
import { generateTrelloExport } from '../scripts/generate-trello-export';
import { signUp, uniqueEmail } from './support';

const LISTS = 3;
const PER_LIST = 20;
const MOVES = 200;
const RANK_MAX = 256;

const TITLES = Array.from({ length: LISTS * PER_LIST }, (_, i) => `Card ${String(i + 1).padStart(2, '0')}`);

/** A Trello export of LISTS lists with PER_LIST cards each, imported through the UI. */
function boardFile() {
  const json = generateTrelloExport({ cards: LISTS * PER_LIST, lists: LISTS, comments: 0, seed: 5 });
  json.name = 'Busy board';
  json.lists.forEach((l, i) => (l.name = `Lane ${i + 1}`));
  json.cards.forEach((c, i) => {
    c.name = TITLES[i] ?? c.name;
    c.idList = json.lists[i % LISTS]?.id ?? c.idList;
    c.pos = (Math.floor(i / LISTS) + 1) * 16_384;
  });
  return { name: 'busy.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(json)) };
}

/**
 * Makes `count` random moves in the page through the real "Move…" dialog (a random card's Move… button, a random
 * list, a random position, Move), driven from inside the page so 400 moves take seconds rather than minutes.
 */
function randomMoves(page: Page, count: number, seed: number): Promise<number> {
  return page.evaluate(
    async ({ count, seed }) => {
      let state = seed;
      const rand = (n: number) => {
        state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
        return state % n;
      };
      // A message-channel tick: never throttled the way timers are in a background tab.
      const tick = () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(0);
        });
      const until = async <T>(get: () => T | null | undefined): Promise<T> => {
        for (let i = 0; i < 20_000; i++) {
          const value = get();
          if (value) return value;
          await tick();
        }
        throw new Error('the Move dialog did not respond');
      };
      const choose = (select: HTMLSelectElement, index: number) => {
        select.selectedIndex = index;
        select.dispatchEvent(new Event('change', { bubbles: true }));
      };
      for (let i = 0; i < count; i++) {
        const buttons = [...document.querySelectorAll<HTMLButtonElement>('.card-tile .card-move')];
        buttons[rand(buttons.length)]?.click();
        const form = await until(() => document.querySelector<HTMLFormElement>('form.move-card'));
        const list = form.querySelector<HTMLSelectElement>('select');
        if (!list) throw new Error('no list field');
        choose(list, rand(list.options.length));
        await tick();
        const position = form.querySelectorAll<HTMLSelectElement>('select')[1];
        if (!position) throw new Error('no position field');
        choose(position, rand(position.options.length));
        await tick();
        form.querySelector<HTMLButtonElement>('button[type=submit]')?.click();
        await until(() => !document.querySelector('form.move-card'));
      }
      return count;
    },
    { count, seed },
  );
}

/** Each list's card titles, top to bottom, as the tab shows them. */
function shownOrder(page: Page): Promise<string[][]> {
  return page
    .locator('.list-column')
    .evaluateAll((columns) =>
      columns.map((c) => [...c.querySelectorAll('.card-title')].map((a) => a.textContent ?? '')),
    );
}

/** The stored order (lists by rank, cards by rank then id, as compareRank does) and the longest key, from IndexedDB. */
function storedOrder(page: Page, boardId: string): Promise<{ order: string[][]; longestKey: number }> {
  return page.evaluate(async (boardId) => {
    interface Row {
      id: string;
      rank: string;
      title: string;
      listId?: string;
      archivedAt?: number | null;
    }
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('lanes');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const all = (table: string) =>
      new Promise<Row[]>((resolve, reject) => {
        const request = db.transaction(table).objectStore(table).index('boardId').getAll(boardId);
        request.onsuccess = () => resolve(request.result as Row[]);
        request.onerror = () => reject(request.error);
      });
    const [lists, cards] = [await all('lists'), await all('cards')];
    db.close();
    const byRank = (a: Row, b: Row) =>
      a.rank !== b.rank ? (a.rank < b.rank ? -1 : 1) : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
    const open = (r: Row) => r.archivedAt === null || r.archivedAt === undefined;
    const order = lists
      .filter(open)
      .sort(byRank)
      .map((l) =>
        cards
          .filter((c) => open(c) && c.listId === l.id)
          .sort(byRank)
          .map((c) => c.title),
      );
    const longestKey = Math.max(...[...lists, ...cards].map((r) => r.rank.length));
    return { order, longestKey };
  }, boardId);
}

test('two tabs making 200 random moves each at once converge, with every card once', async ({ context }) => {
  const a = await context.newPage();
  await signUp(a, { email: uniqueEmail(), remember: true });
  await a.getByRole('button', { name: 'Import a board…' }).click();
  await a.getByLabel('Lanes or Trello export (.json)').setInputFiles(boardFile());
  await a.getByRole('link', { name: 'Open the board' }).click();
  await expect(a.locator('.card-tile')).toHaveCount(TITLES.length);
  const boardId = new URL(a.url()).pathname.split('/').at(-1) ?? '';

  const b = await context.newPage();
  await b.goto(a.url());
  await expect(b.locator('.card-tile')).toHaveCount(TITLES.length);

  const before = await shownOrder(a);
  const started = Date.now();
  const done = await Promise.all([randomMoves(a, MOVES, 11), randomMoves(b, MOVES, 23)]);
  expect(done).toEqual([MOVES, MOVES]);
  console.log(`${MOVES * 2} moves from two tabs in ${Date.now() - started} ms`);

  // Both tabs settle on the stored order (the last moves may still be saving when the loops end)…
  const same = (x: string[][], y: string[][]) => JSON.stringify(x) === JSON.stringify(y);
  await expect
    .poll(async () => {
      const { order } = await storedOrder(a, boardId);
      return { tabA: same(await shownOrder(a), order), tabB: same(await shownOrder(b), order) };
    })
    .toEqual({ tabA: true, tabB: true });
  const stored = await storedOrder(a, boardId);
  expect(await shownOrder(a)).toEqual(stored.order);
  expect(await shownOrder(b)).toEqual(stored.order);
  // …which holds every card exactly once, and really was shuffled by the moves.
  expect(stored.order).toHaveLength(LISTS);
  expect(stored.order.flat().sort()).toEqual(TITLES);
  expect(stored.order).not.toEqual(before);
  console.log(`longest order key after ${MOVES * 2} moves: ${stored.longestKey} characters`);
  expect(stored.longestKey).toBeLessThanOrEqual(RANK_MAX);

  // And the same after a reload of each tab.
  await Promise.all([a.reload(), b.reload()]);
  await expect.poll(() => shownOrder(a)).toEqual(stored.order);
  await expect.poll(() => shownOrder(b)).toEqual(stored.order);
});
