// Archive and restore: a card archived from its dialog comes back with Undo; the "Archived items" panel.
import { expect, test, type Page } from '@playwright/test';
import { createBoard, signUp, uniqueEmail } from './support';

async function boardWithCards(page: Page, titles: string[]) {
  await signUp(page, { email: uniqueEmail() });
  await createBoard(page, 'Chores', 'Doing', titles);
  await page.getByLabel('Card title').press('Escape');
}

const tiles = (page: Page) =>
  page.getByRole('region', { name: 'List Doing', exact: true }).locator('.card-title');

test('archive a card, then restore it with Undo', async ({ page }) => {
  await boardWithCards(page, ['Paint the fence', 'Mow the lawn']);
  await page.getByRole('link', { name: 'Paint the fence', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Archive card' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(tiles(page)).toHaveText(['Mow the lawn']);

  await page.getByRole('status').getByRole('button', { name: 'Undo' }).click();
  await expect(tiles(page)).toHaveText(['Paint the fence', 'Mow the lawn']);
  await page.reload();
  await expect(tiles(page)).toHaveText(['Paint the fence', 'Mow the lawn']);
});

test('the board menu opens the "Archived items" panel', async ({ page }) => {
  await boardWithCards(page, ['Paint the fence']);
  await page.getByRole('button', { name: 'Board menu' }).click();
  await page.getByRole('menuitem', { name: 'Archived items…' }).click();
  const panel = page.getByRole('dialog', { name: 'Archived items' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('No archived cards.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Board menu' })).toBeFocused();
});

test('archive a card, then restore it from the "Archived items" panel', async ({ page }) => {
  await boardWithCards(page, ['Paint the fence', 'Mow the lawn']);
  await page.getByRole('link', { name: 'Paint the fence', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Archive card' }).click();
  await expect(tiles(page)).toHaveText(['Mow the lawn']);

  await page.getByRole('button', { name: 'Board menu' }).click();
  await page.getByRole('menuitem', { name: 'Archived items…' }).click();
  const panel = page.getByRole('dialog', { name: 'Archived items' });
  await panel.getByRole('button', { name: 'Restore card Paint the fence' }).click();
  await expect(panel.getByText('No archived cards.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tiles(page)).toHaveText(['Paint the fence', 'Mow the lawn']);
});

test('an admin deletes an archived list forever, after a confirmation naming what goes', async ({ page }) => {
  await boardWithCards(page, ['Paint the fence']);
  await page.getByLabel('List actions for Doing').click();
  await page.getByRole('menuitem', { name: 'Archive list' }).click();
  await expect(page.getByRole('region', { name: 'List Doing', exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Board menu' }).click();
  await page.getByRole('menuitem', { name: 'Archived items…' }).click();
  const panel = page.getByRole('dialog', { name: 'Archived items' });
  await panel.getByRole('button', { name: 'Delete list Doing forever' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete forever?' });
  await expect(confirm).toContainText('The list “Doing” and the 1 card in it');
  await confirm.getByRole('button', { name: 'Delete forever', exact: true }).click();
  await expect(panel.getByText('No archived lists.')).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Board menu' }).click();
  await page.getByRole('menuitem', { name: 'Archived items…' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Archived items' }).getByText('No archived lists.'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'List Doing', exact: true })).toHaveCount(0);
});
