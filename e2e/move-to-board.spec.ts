// Issue J item 8: moving a card to another board takes its comments and attachments along (their files too), as
// Trello does; Undo brings it all back.
import { expect, test, type Page } from '@playwright/test';
import { boardWithLists, listRegion, signUp, uniqueEmail } from './support';

// A 1 × 1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function openBoard(page: Page, title: string) {
  await page.goto('/');
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('list', { name: 'Lists' })).toBeVisible();
}

test('a card moved to another board brings its comments and attachments; Undo takes them back', async ({
  page,
}) => {
  await signUp(page, { email: uniqueEmail(), name: 'Ana Tester' });
  await boardWithLists(page, 'Garden', { Backlog: [] });
  await page.goto('/');
  await boardWithLists(page, 'Home', { 'To do': ['Prune the roses'] });

  await page.getByRole('link', { name: 'Prune the roses', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Write a comment').click();
  await page.keyboard.type('Use gloves');
  await dialog.getByRole('button', { name: 'Comment' }).click();
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'rose.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.locator('.attachment', { hasText: 'rose.png' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Move to another board…' }).click();
  await page
    .getByRole('dialog', { name: /to another board/ })
    .getByRole('button', { name: 'Move', exact: true })
    .click();
  await expect(page.getByText(/Moved “Prune the roses” to Garden › Backlog\./)).toBeVisible();
  await expect(listRegion(page, 'To do').locator('.card-tile')).toHaveCount(0);

  // On the other board: the comment, by its author, and the attachment, whose file is there.
  await openBoard(page, 'Garden');
  const tile = listRegion(page, 'Backlog').locator('.card-tile', { hasText: 'Prune the roses' });
  await expect(tile).toContainText('1');
  await tile.getByRole('link').click();
  await expect(dialog.locator('.comment')).toContainText('Ana Tester');
  await expect(dialog.locator('.comment')).toContainText('Use gloves');
  const row = dialog.locator('.attachment', { hasText: 'rose.png' });
  await expect(row.locator('img.attachment-thumb')).toBeVisible();
  await expect
    .poll(() => row.locator('img.attachment-thumb').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(1);
  await page.keyboard.press('Escape');

  // Undo, from a move made here: back to Home with both.
  await tile.getByRole('link').click();
  await dialog.getByRole('button', { name: 'Move to another board…' }).click();
  await page
    .getByRole('dialog', { name: /to another board/ })
    .getByRole('button', { name: 'Move', exact: true })
    .click();
  await page.getByRole('status').getByRole('button', { name: 'Undo' }).click();
  await expect(listRegion(page, 'Backlog').locator('.card-tile')).toHaveCount(1);
  await openBoard(page, 'Home');
  await expect(listRegion(page, 'To do').locator('.card-tile')).toHaveCount(0);
});
