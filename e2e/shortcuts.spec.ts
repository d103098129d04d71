// Board shortcuts with the keyboard only: arrows to a card, space assigns me (my avatar appears on the tile), `d`
// opens the card at its due date, `c` archives with Undo, `n` adds a card; none fires while typing a title.
import { expect, test, type Page } from '@playwright/test';
import { createBoard, signUp, storedListOf, uniqueEmail } from './support';

async function boardWithCards(page: Page, titles: string[]) {
  await signUp(page, { email: uniqueEmail('keys'), name: 'Kim Keys' });
  await createBoard(page, 'Keys', 'Doing', titles);
  await page.getByLabel('Card title').press('Escape');
  // Start from nowhere, as after a click on the board's background.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

const tiles = (page: Page) =>
  page.getByRole('region', { name: 'List Doing', exact: true }).locator('.card-title');
const focused = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.closest('[data-card-id]')?.querySelector('.card-title')?.textContent,
  );

test('arrows, space, d, c with Undo and n, keyboard only', async ({ page }) => {
  await boardWithCards(page, ['Paint the fence', 'Mow the lawn', 'Fix the gate']);

  await page.keyboard.press('ArrowDown');
  expect(await focused(page)).toBe('Paint the fence');
  await page.keyboard.press('ArrowDown');
  expect(await focused(page)).toBe('Mow the lawn');

  await page.keyboard.press(' ');
  const tile = page.locator('.card-tile', { hasText: 'Mow the lawn' });
  await expect(tile.getByRole('img', { name: 'Kim Keys' })).toBeVisible();

  await page.keyboard.press('d');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Due date', { exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await tiles(page).nth(1).focus();
  await page.keyboard.press('c');
  await expect(tiles(page)).toHaveText(['Paint the fence', 'Fix the gate']);
  expect(await focused(page)).toBe('Fix the gate');
  await page.getByRole('status').getByRole('button', { name: 'Undo' }).click();
  await expect(tiles(page)).toHaveText(['Paint the fence', 'Mow the lawn', 'Fix the gate']);

  await tiles(page).first().focus();
  await page.keyboard.press('n');
  const field = page.getByLabel('Card title');
  await expect(field).toBeFocused();
  // Typing "c" and "n" in the title archives nothing and opens nothing.
  await field.fill('');
  await page.keyboard.type('cnd');
  await page.keyboard.press('Enter');
  await expect(tiles(page)).toHaveText(['Paint the fence', 'Mow the lawn', 'Fix the gate', 'cnd']);
});

test('. and , move the focused card between lists, the focus going with it; > puts it on top; Undo', async ({
  page,
}) => {
  await boardWithCards(page, ['Paint the fence', 'Mow the lawn']);
  await page.getByRole('textbox', { name: 'List title' }).fill('Done');
  await page.getByRole('textbox', { name: 'List title' }).press('Enter');
  const done = page.getByRole('region', { name: 'List Done', exact: true });
  await done.getByRole('button', { name: '+ Add a card' }).click();
  await page.getByLabel('Card title').fill('Sweep the path');
  await page.getByLabel('Card title').press('Enter');
  await expect(done.getByRole('link', { name: 'Sweep the path' })).toBeVisible();
  await page.getByLabel('Card title').press('Escape');
  const doneTiles = done.locator('.card-title');

  await tiles(page).first().focus();
  await page.keyboard.press('.');
  await expect(doneTiles).toHaveText(['Sweep the path', 'Paint the fence']);
  await expect(tiles(page)).toHaveText(['Mow the lawn']);
  await expect.poll(() => focused(page)).toBe('Paint the fence');

  // The focus went with the card: the next key moves it on, here back to the bottom of the list it came from.
  await page.keyboard.press(',');
  await expect(tiles(page)).toHaveText(['Mow the lawn', 'Paint the fence']);
  await expect.poll(() => focused(page)).toBe('Paint the fence');

  await page.keyboard.press('>');
  await expect(doneTiles).toHaveText(['Paint the fence', 'Sweep the path']);
  await page.getByRole('status').getByRole('button', { name: 'Undo' }).last().click();
  await expect(tiles(page)).toHaveText(['Mow the lawn', 'Paint the fence']);
  await expect(doneTiles).toHaveText(['Sweep the path']);
  // The Undo shows at once and is stored a moment later: reload once it is (a reload in between would lose it).
  await expect.poll(() => storedListOf(page, 'Paint the fence')).toBe('Doing');
  await page.reload();
  await expect(tiles(page)).toHaveText(['Mow the lawn', 'Paint the fence']);
});
