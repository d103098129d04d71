// The card dialog: description in Markdown (no raw HTML), labels, due date, checklists, comments; the URL opens it.
import { expect, test } from '@playwright/test';
import { createBoard, signUp, uniqueEmail } from './support';

test('edit a card in its dialog and find it again by its link', async ({ page }) => {
  await signUp(page, { email: uniqueEmail(), name: 'Ana Tester' });
  await createBoard(page, 'Home', 'Doing', ['Paint the fence']);
  await page.getByRole('link', { name: 'Paint the fence' }).click();

  const dialog = page.getByRole('dialog');
  await expect(page).toHaveURL(/\/b\/\w+\/c\/\w+$/);
  await dialog.getByRole('button', { name: 'Edit description' }).click();
  await dialog
    .getByLabel('Description (Markdown)')
    .fill('**Bold** plan <img src=x onerror="window.__xss=1"> [site](javascript:window.__xss=2)');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.locator('.markdown strong')).toHaveText('Bold');
  await expect(dialog.locator('.markdown img')).toHaveCount(0);
  // A `javascript:` link is shown as its text, not as a link.
  await expect(dialog.locator('.markdown')).toContainText('site');
  await expect(dialog.locator('.markdown a')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

  await dialog.getByRole('button', { name: 'Labels', exact: true }).click();
  await dialog.getByRole('button', { name: 'green' }).click();
  await expect(dialog.getByRole('button', { name: 'green' })).toHaveAttribute('aria-pressed', 'true');

  await dialog.getByRole('button', { name: 'Checklist', exact: true }).click();
  await dialog.getByRole('button', { name: 'Add checklist' }).click();
  await dialog.getByLabel('Add an item to Checklist').fill('Buy paint');
  await dialog.getByLabel('Add an item to Checklist').press('Enter');
  await dialog.getByLabel('Add an item to Checklist').fill('Sand the boards');
  await dialog.getByLabel('Add an item to Checklist').press('Enter');
  // The second item shown first: under load its row arrived while the tick was clicked, and the click missed (once
  // in a full run, 2026-11-29).
  await expect(dialog.getByLabel('Done: Sand the boards')).toBeVisible();
  await dialog.getByLabel('Done: Buy paint').check();

  await dialog.getByLabel('Write a comment').fill('Started on Monday');
  await dialog.getByRole('button', { name: 'Comment' }).click();
  await expect(dialog.locator('.comment')).toContainText('Ana Tester');
  await expect(dialog.locator('.comment')).toContainText('Started on Monday');

  const url = page.url();
  await page.keyboard.press('Escape');
  const tile = page.locator('.card-tile', { hasText: 'Paint the fence' });
  await expect(tile).toContainText('1/2');
  await expect(tile).toContainText('1');

  await page.goto(url);
  await expect(page.getByRole('dialog')).toContainText('Sand the boards');
  await expect(page.getByLabel('Done: Buy paint')).toBeChecked();
});
