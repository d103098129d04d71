// Issue 28 item 7, local mode: the tab closed in the middle of an import. Reopened, Lanes shows no half board: the
// import is either not there at all or whole, in the boards list and in what IndexedDB holds.
import { expect, test, type Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { generateTrelloExport } from '../scripts/generate-trello-export';
import { signUp, uniqueEmail } from './support';

const CARDS = 5_000;
const LISTS = 50;

/** How many boards, lists and cards local mode's IndexedDB (`lanes`) holds. */
function storedCounts(page: Page) {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('lanes');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const count = (table: string) =>
      new Promise<number>((resolve, reject) => {
        const request = db.transaction(table).objectStore(table).count();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const counts = {
      boards: await count('boards'),
      lists: await count('lists'),
      cards: await count('cards'),
    };
    db.close();
    return counts;
  });
}

test('the tab closed while an import writes: reopened, no half board', async ({ context }, info) => {
  test.setTimeout(90_000);
  const file = info.outputPath('big.json');
  writeFileSync(file, JSON.stringify(generateTrelloExport({ cards: CARDS, lists: LISTS, seed: 28 })));
  const page = await context.newPage();
  await signUp(page, { email: uniqueEmail('closed'), remember: true });
  await page.getByRole('button', { name: 'Import a board…' }).click();
  await page.getByLabel('Lanes or Trello export (.json)').setInputFiles(file);
  // Closed as soon as the board is being written (the first progress report of the writing phase).
  await expect(page.getByRole('progressbar', { name: 'Saving lists and cards' })).toBeVisible({
    timeout: 30_000,
  });
  await page.close();

  const reopened = await context.newPage();
  await reopened.goto('/');
  await expect(reopened.getByRole('heading', { name: 'Your boards' })).toBeVisible();
  const stored = await storedCounts(reopened);
  const shown = await reopened.locator('.board-tile').count();
  console.log(`import-tab-closed: stored ${JSON.stringify(stored)}, boards shown ${shown}`);
  // Nothing, or everything: never a board with some of its lists or cards.
  if (stored.boards === 0) expect(stored).toEqual({ boards: 0, lists: 0, cards: 0 });
  else expect(stored).toEqual({ boards: 1, lists: LISTS, cards: CARDS });
  expect(shown).toBe(stored.boards);
});
