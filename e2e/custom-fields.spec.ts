// Custom fields as a person uses them: a Trello board with custom fields imported and found (tile, card dialog),
// a field defined from the board menu and filled in the card dialog (typed into the field that just opened), the
// board filtered by a field, and the board exported as Lanes JSON and imported again with its fields and values.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { FIELDS_EXPORT } from './fields-support';
import { importFile, signUp, uniqueEmail } from './support';

const tile = (page: Page, title: string) => page.locator('.card-tile', { hasText: title });
const countText = (page: Page) => page.getByRole('region', { name: 'Filter cards' }).locator('.filter-count');

test('imports Trello custom fields, defines and fills one, filters by it, and keeps them through an export', async ({
  page,
}, info) => {
  await signUp(page, { email: uniqueEmail('fields') });
  await importFile(page, FIELDS_EXPORT);
  // "Priority" is shown on cards in Trello (cardFront): its value is on the tile.
  await expect(tile(page, 'Write the press release').getByText('Priority: High')).toBeVisible();
  await expect(tile(page, 'Book the venue').getByText('Priority: Low')).toBeVisible();

  // The card dialog lists every field with its value.
  await tile(page, 'Write the press release').getByRole('link').click();
  const dialog = page.getByRole('dialog');
  const fields = dialog.getByRole('region', { name: 'Custom fields' });
  await expect(fields.getByLabel('Estimate')).toHaveValue('3.5');
  await expect(fields.getByLabel('Approved')).toBeChecked();
  await expect(fields.getByLabel('Owner note')).toHaveValue('Ask Ana first');
  await page.keyboard.press('Escape');

  // A new field from the board menu, its name typed by keyboard.
  await page.getByRole('button', { name: 'Board menu' }).click();
  await page.getByRole('menuitem', { name: 'Custom fields…' }).click();
  const editor = page.getByRole('dialog', { name: 'Custom fields' });
  await editor.getByLabel('Name of the new field').click();
  await page.keyboard.type('Budget');
  await editor.getByLabel('Type').selectOption('Number');
  await editor.getByRole('button', { name: 'Add field' }).click();
  await expect(editor.getByRole('button', { name: 'Delete Budget' })).toBeVisible();
  await editor.getByRole('listitem').filter({ hasText: 'Budget' }).getByLabel('Show on card').check();
  await page.keyboard.press('Escape');

  // Filled in on a card: click the field, type, Enter.
  await tile(page, 'Book the venue').getByRole('link').click();
  await dialog.getByRole('region', { name: 'Custom fields' }).getByLabel('Budget').click();
  await page.keyboard.type('1200');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(tile(page, 'Book the venue').getByText(/Budget: 1,200/)).toBeVisible();

  // Filter by a dropdown option, then by a number range.
  const bar = page.getByRole('region', { name: 'Filter cards' });
  await bar.getByRole('button', { name: 'Fields' }).click();
  const panel = bar.getByRole('group', { name: 'Filter by custom fields' });
  await panel.getByRole('group', { name: 'Priority' }).getByRole('checkbox', { name: 'High' }).check();
  await expect(countText(page)).toHaveText('1 of 3 cards');
  await expect(page).toHaveURL(/cf=\w+\.is\.\w+/);
  await panel.getByRole('group', { name: 'Priority' }).getByRole('checkbox', { name: 'High' }).uncheck();
  await panel.getByLabel('Budget from').fill('1000');
  await expect(countText(page)).toHaveText('1 of 3 cards');
  await expect(page.locator('.card-tile')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await bar.getByRole('button', { name: 'Clear' }).click();

  // Export as Lanes JSON (version 2) and import it again: the fields and values come along.
  await page.getByRole('button', { name: 'Board menu' }).click();
  await page.getByRole('menuitem', { name: 'Export…' }).click();
  const pending = page.waitForEvent('download');
  await page
    .getByRole('dialog', { name: /^Export/ })
    .getByRole('button', { name: 'Download JSON' })
    .click();
  const path = info.outputPath('fields.lanes.json');
  await (await pending).saveAs(path);
  await page.keyboard.press('Escape');
  const file = JSON.parse(readFileSync(path, 'utf8')) as {
    version: number;
    board: { customFields: { name: string }[] };
  };
  expect(file.version).toBe(2);
  expect(file.board.customFields.map((f) => f.name)).toEqual([
    'Priority',
    'Estimate',
    'Ship date',
    'Approved',
    'Owner note',
    'Budget',
  ]);
  await page.getByRole('link', { name: 'Lanes', exact: true }).click();
  await importFile(page, path);
  await expect(tile(page, 'Book the venue').getByText(/Budget: 1,200/)).toBeVisible();
  await expect(tile(page, 'Write the press release').getByText('Priority: High')).toBeVisible();
});

test('custom fields, the table and the calendar speak German', async ({ page }) => {
  await signUp(page, { email: uniqueEmail('felder') });
  await importFile(page, FIELDS_EXPORT);
  const boardUrl = page.url();
  await page.goto('/settings');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.goto(boardUrl);
  await tile(page, 'Write the press release').getByRole('link').click();
  await expect(page.getByRole('region', { name: 'Benutzerdefinierte Felder' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Felder bearbeiten' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('navigation', { name: 'Ansichten' }).getByRole('link', { name: 'Tabelle' }).click();
  await expect(page.getByRole('columnheader', { name: 'Fällig' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Ansichten' }).getByRole('link', { name: 'Kalender' }).click();
  await expect(page.getByRole('heading', { name: 'Ohne Termin (3)' })).toBeVisible();
  await expect(page.getByRole('button', { name: '.ics herunterladen' })).toBeVisible();
});
