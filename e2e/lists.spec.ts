// The list menu in local mode: WIP limit turning the header red, collapse remembered across a reload, sort with
// Undo, move all cards to another list, and copy a list with its cards.
import { expect, test, type Page } from '@playwright/test';
import { signUp, uniqueEmail } from './support';

const region = (page: Page, title: string) =>
  page.getByRole('region', { name: `List ${title}`, exact: true });
const tiles = (page: Page, title: string) => region(page, title).locator('.card-title');

async function addList(page: Page, title: string) {
  await page.getByPlaceholder('+ Add another list').fill(title);
  await page.getByPlaceholder('+ Add another list').press('Enter');
  await expect(region(page, title)).toBeVisible();
}

async function addCards(page: Page, list: string, titles: string[]) {
  await region(page, list).getByRole('button', { name: '+ Add a card' }).click();
  for (const title of titles) {
    await region(page, list).getByLabel('Card title').fill(title);
    await region(page, list).getByLabel('Card title').press('Enter');
    await expect(region(page, list).getByRole('link', { name: title, exact: true })).toBeVisible();
  }
  await region(page, list).getByLabel('Card title').press('Escape');
}

/** A board with "Doing" (Cherry, Apple, Banana) and an empty "Done". */
async function board(page: Page) {
  await signUp(page, { email: uniqueEmail('lists') });
  await page.getByLabel('Board title').fill('Fruit');
  await page.getByRole('button', { name: 'Create board' }).click();
  await addList(page, 'Doing');
  await addList(page, 'Done');
  await addCards(page, 'Doing', ['Cherry', 'Apple', 'Banana']);
}

async function listMenu(page: Page, list: string, item: string) {
  await region(page, list).getByLabel(`List actions for ${list}`).click();
  await region(page, list).getByRole('menuitem', { name: item }).click();
}

test('a WIP limit turns the header red with "Over limit"; a collapsed list stays collapsed after a reload', async ({
  page,
}) => {
  await board(page);
  await listMenu(page, 'Doing', 'Set WIP limit…');
  const dialog = page.getByRole('dialog', { name: 'WIP limit for “Doing”' });
  // The field that just opened has the caret: typed into, not filled.
  await expect(dialog.getByLabel(/Most open cards/)).toBeFocused();
  await page.keyboard.type('0');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText('from 1 to 5000');
  await dialog.getByLabel(/Most open cards/).fill('2');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);

  const doing = region(page, 'Doing');
  await expect(doing.locator('.list-count')).toHaveText('3/2');
  await expect(doing.getByText('3 cards, limit 2', { exact: true })).toHaveCount(1);
  await expect(doing.getByText('Over limit')).toBeVisible();
  await expect(doing.locator('.list-head')).toHaveCSS('background-color', 'rgb(255, 213, 210)');

  await region(page, 'Done').getByRole('button', { name: 'Collapse list Done' }).click();
  await expect(page.getByRole('button', { name: 'Expand list Done' })).toBeFocused();
  await page.reload();
  await expect(doing.getByText('Over limit')).toBeVisible();
  const expand = page.getByRole('button', { name: 'Expand list Done' });
  await expect(expand).toBeVisible();
  await expect(region(page, 'Done').getByRole('button', { name: '+ Add a card' })).toHaveCount(0);
  if (process.env.LANES_SCREENSHOT) await page.screenshot({ path: process.env.LANES_SCREENSHOT });

  await expand.focus();
  await page.keyboard.press('Enter');
  await expect(region(page, 'Done').getByRole('button', { name: '+ Add a card' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Collapse list Done' })).toBeFocused();
  await page.reload();
  await expect(region(page, 'Done').getByRole('button', { name: '+ Add a card' })).toBeVisible();
});

test('sort a list by title, then Undo restores the order', async ({ page }) => {
  await board(page);
  await listMenu(page, 'Doing', 'Sort by title');
  await expect(tiles(page, 'Doing')).toHaveText(['Apple', 'Banana', 'Cherry']);
  await page.getByRole('status').getByRole('button', { name: 'Undo' }).click();
  await expect(tiles(page, 'Doing')).toHaveText(['Cherry', 'Apple', 'Banana']);
  await page.reload();
  await expect(tiles(page, 'Doing')).toHaveText(['Cherry', 'Apple', 'Banana']);
});

test('move all cards to another list, appended in order; Undo moves them back', async ({ page }) => {
  await board(page);
  await addCards(page, 'Done', ['Plum']);
  await listMenu(page, 'Doing', 'Move all cards…');
  const dialog = page.getByRole('dialog', { name: 'Move all cards in “Doing”' });
  await dialog.getByLabel('To list').selectOption({ label: 'Done' });
  await dialog.getByRole('button', { name: 'Move cards' }).click();
  await expect(tiles(page, 'Done')).toHaveText(['Plum', 'Cherry', 'Apple', 'Banana']);
  await expect(tiles(page, 'Doing')).toHaveCount(0);
  await page.getByRole('status').getByRole('button', { name: 'Undo' }).click();
  await expect(tiles(page, 'Doing')).toHaveText(['Cherry', 'Apple', 'Banana']);
  await expect(tiles(page, 'Done')).toHaveText(['Plum']);
});

test('copy a list: a new list right after it with the chosen title and copies of its cards', async ({
  page,
}) => {
  await board(page);
  await listMenu(page, 'Doing', 'Copy list…');
  const dialog = page.getByRole('dialog', { name: 'Copy list “Doing”' });
  await expect(dialog.getByText('3 open cards will be copied.')).toBeVisible();
  await dialog.getByLabel('Title of the copy').fill('Doing next week');
  await dialog.getByRole('button', { name: 'Copy list' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(tiles(page, 'Doing next week')).toHaveText(['Cherry', 'Apple', 'Banana']);
  await expect(tiles(page, 'Doing')).toHaveText(['Cherry', 'Apple', 'Banana']);
  const order = await page
    .locator('.list-column')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  expect(order).toEqual(['List Doing', 'List Doing next week', 'List Done']);
});
