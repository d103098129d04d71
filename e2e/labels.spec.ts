// Issue J item 9: a tile shows its labels' names (a click on them switches every tile to Trello's thin bars and
// back, remembered); an unnamed label is a colour swatch, never a raw colour word.
import { expect, test, type Locator } from '@playwright/test';
import { boardWithLists, signUp, uniqueEmail } from './support';

const heightOf = async (chip: Locator) => (await chip.boundingBox())?.height ?? 0;

test('tiles show label names, switch to bars on a click and back from the board menu', async ({ page }) => {
  await signUp(page, { email: uniqueEmail() });
  await boardWithLists(page, 'Home', { 'To do': ['Paint the fence'] });
  await page.getByRole('link', { name: 'Paint the fence', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Labels', exact: true }).click();
  await dialog.getByRole('button', { name: 'Edit labels…' }).click();
  await dialog.getByLabel('Name of the green label').click();
  await page.keyboard.type('Urgent');
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Done editing labels' }).click();

  // The picker: names, and swatches for the unnamed labels — no "yellow", "red"… as text.
  const picker = dialog.locator('.label-picker');
  await expect(picker.getByRole('button', { name: 'Urgent' })).toBeVisible();
  for (const word of ['yellow', 'orange', 'red', 'purple', 'blue'])
    await expect(picker).not.toContainText(word);
  await picker.getByRole('button', { name: 'Urgent' }).click();
  await picker.getByRole('button', { name: /yellow/ }).click();
  await page.keyboard.press('Escape');

  const tile = page.locator('.card-tile', { hasText: 'Paint the fence' });
  const urgent = tile.locator('.label-chip', { hasText: 'Urgent' });
  await expect(tile.getByText('Urgent', { exact: true })).toBeVisible();
  expect(await heightOf(urgent)).toBeGreaterThanOrEqual(14);
  // The unnamed yellow label: a swatch as tall as a name, its words only for tooltips and screen readers.
  const swatch = tile.locator('.label-chip').nth(1);
  expect(await swatch.evaluate((e) => getComputedStyle(e).fontSize)).toBe('0px');
  expect(await heightOf(swatch)).toBeGreaterThanOrEqual(14);

  // A click on the labels: bars on every tile, the card not opened; still bars after a reload.
  await urgent.click();
  await expect.poll(() => heightOf(urgent)).toBeLessThanOrEqual(10);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.reload();
  await expect.poll(() => heightOf(urgent)).toBeLessThanOrEqual(10);
  await page.getByRole('button', { name: 'Board menu' }).click();
  await page.getByRole('menuitem', { name: 'Show label names' }).click();
  await expect.poll(() => heightOf(urgent)).toBeGreaterThanOrEqual(14);
});
