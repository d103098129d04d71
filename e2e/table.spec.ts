// The table view (/b/:boardId/table) on a Trello export with custom fields: one row per card, sorting, editing in
// cells with the keyboard (typed into the editor that just opened), the board filter applied, the view kept in
// the URL and remembered per board, and a 390 px phone.
import { expect, test, type Page } from '@playwright/test';
import { FIELDS_EXPORT } from './fields-support';
import { importFile, signUp, uniqueEmail } from './support';

const grid = (page: Page) => page.getByRole('grid');
// The board view's lists, side by side.
const boardLists = (page: Page) => page.getByRole('list', { name: 'Lists' });
const titlesInOrder = (page: Page) => grid(page).locator('.table-row .kind-title').allInnerTexts();

async function openTable(page: Page) {
  await signUp(page, { email: uniqueEmail('table') });
  await importFile(page, FIELDS_EXPORT);
  await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Table' }).click();
  await expect(page).toHaveURL(/\/b\/\w+\/table$/);
  await expect(grid(page).locator('.table-row')).toHaveCount(3);
}

test('lists every card with its custom fields, sorts by a column, and edits a title by keyboard', async ({
  page,
}) => {
  await openTable(page);
  const header = grid(page).getByRole('columnheader');
  await expect(header.filter({ hasText: 'Priority' })).toBeVisible();
  const press = grid(page).locator('.table-row', { hasText: 'Write the press release' });
  await expect(press.locator('.kind-field').first()).toHaveText('High');

  // Sort by Estimate: 3.5, then the cards without one (last either way).
  await header.filter({ hasText: 'Estimate' }).getByRole('button').click();
  await expect(header.filter({ hasText: 'Estimate' })).toHaveAttribute('aria-sort', 'ascending');
  expect((await titlesInOrder(page))[0]).toBe('Write the press release');
  await header.filter({ hasText: 'Title' }).getByRole('button').click();
  expect(await titlesInOrder(page)).toEqual(['Book the venue', 'Pick a date', 'Write the press release']);

  // Keyboard: click the first title cell, Enter edits, type into the field that just opened, Enter saves.
  await grid(page).locator('.table-row').first().locator('.kind-title').click();
  await page.keyboard.press('Enter');
  await expect(grid(page).getByRole('textbox')).toBeFocused();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Book the big venue');
  await page.keyboard.press('Enter');
  await expect(grid(page).locator('.table-row').first().locator('.kind-title')).toHaveText(
    'Book the big venue',
  );
  // Enter moved the active cell down; the arrow keys move it back up and across.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('.table-td.active')).toHaveClass(/kind-labels/);

  // A number field, edited in its cell.
  const estimate = grid(page)
    .locator('.table-row', { hasText: 'Book the big venue' })
    .locator('.kind-field')
    .nth(1);
  await estimate.dblclick();
  await expect(estimate.getByRole('spinbutton')).toBeFocused();
  await page.keyboard.type('8');
  await page.keyboard.press('Enter');
  await expect(estimate).toHaveText('8');

  // The board filter applies to the table, through the URL.
  await page.getByRole('region', { name: 'Filter cards' }).getByRole('searchbox').fill('venue');
  await expect(grid(page).locator('.table-row')).toHaveCount(1);
  await expect(page).toHaveURL(/q=venue/);
});

test('opens a card from its row, hides a column, and is remembered as the board view', async ({ page }) => {
  await openTable(page);
  const row = grid(page).locator('.table-row', { hasText: 'Pick a date' });
  await row.getByRole('link', { name: 'Open Pick a date' }).click();
  await expect(page).toHaveURL(/\/table\/c\/\w+$/);
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/table$/);

  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('checkbox', { name: 'Members' }).uncheck();
  await expect(grid(page).getByRole('columnheader').filter({ hasText: 'Members' })).toHaveCount(0);

  // Back to the boards list and into the board again: the table comes back, with the column still hidden.
  await page.getByRole('link', { name: 'Lanes', exact: true }).click();
  await page.getByRole('link', { name: 'Launch plan', exact: true }).click();
  await expect(page).toHaveURL(/\/table$/);
  await expect(grid(page).getByRole('columnheader').filter({ hasText: 'Members' })).toHaveCount(0);
  await expect(grid(page).getByRole('columnheader').filter({ hasText: 'Labels' })).toHaveCount(1);
});

test('the board view stays reachable after the table: the switch, a link, a reload and Back show it', async ({
  page,
}) => {
  await openTable(page);
  const views = page.getByRole('navigation', { name: 'Views' });
  await views.getByRole('link', { name: 'Board', exact: true }).click();
  await expect(page).toHaveURL(/\/b\/\w+$/);
  await expect(boardLists(page)).toBeVisible();
  await expect(views.getByRole('link', { name: 'Board', exact: true })).toHaveAttribute('aria-current', 'page');
  // Still the board a moment later (the old redirect replaced the URL after the first render).
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/b\/\w+$/);

  const boardUrl = page.url();
  await page.reload();
  await expect(boardLists(page)).toBeVisible();
  await expect(page).toHaveURL(boardUrl);

  // Table again, then Back: the board view, not the table.
  await views.getByRole('link', { name: 'Table' }).click();
  await expect(page).toHaveURL(/\/table$/);
  await page.goBack();
  await expect(page).toHaveURL(boardUrl);
  await expect(boardLists(page)).toBeVisible();

  // A link to /b/ID typed in (or shared) is the board view, whatever was last shown.
  await views.getByRole('link', { name: 'Calendar' }).click();
  await expect(page).toHaveURL(/\/calendar$/);
  await page.goto(boardUrl);
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(boardUrl);
  await expect(boardLists(page)).toBeVisible();
});

test('fits a 390 px phone: the board page does not stick out sideways, the grid scrolls', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await openTable(page);
  // Whatever of the board page sticks out past the right edge, outside the grid (which scrolls by itself). The app's
  // top bar is the new-user issue's (16) to fit.
  const outside = await page.evaluate(() =>
    [...document.querySelectorAll('main.board-page *')]
      .filter(
        (el) => el.getBoundingClientRect().right > window.innerWidth + 0.5 && !el.closest('[role="grid"]'),
      )
      .map((el) => `${el.tagName}.${el.className} ${el.textContent?.slice(0, 30) ?? ''}`),
  );
  expect(outside).toEqual([]);
  const scroll = grid(page);
  expect(await scroll.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
});
