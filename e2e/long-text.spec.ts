// Issue J item 3, long text: a 500-character title with no space in it and an unbroken URL wrap instead of pushing
// the card dialog's close button, the archive toast's Undo, the archived-items panel or the description off screen.
import { expect, test, type Locator } from '@playwright/test';
import { boardWithLists, signUp, uniqueEmail } from './support';

const WIDTH = 1400;
const LONG = `Renovate${'x'.repeat(492)}`;
const URL = `https://example.com/${'a'.repeat(280)}`;

async function inView(locator: Locator) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(WIDTH);
}
const noSidewaysScroll = (locator: Locator) => locator.evaluate((e) => e.scrollWidth <= e.clientWidth);

test('a 500-character title and an unbroken URL wrap: close, Undo and Restore stay in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: WIDTH, height: 900 });
  await signUp(page, { email: uniqueEmail() });
  await boardWithLists(page, 'Home', { 'To do': [LONG] });
  await page.locator('.card-title').click();
  const dialog = page.getByRole('dialog');
  await inView(dialog.getByRole('button', { name: 'Close' }));
  await dialog.getByRole('button', { name: 'Edit description' }).click();
  await page.keyboard.type(URL);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('link', { name: URL })).toBeVisible();
  expect(await noSidewaysScroll(dialog)).toBe(true);
  await inView(dialog.getByRole('button', { name: 'Archive card' }));

  await dialog.getByRole('button', { name: 'Archive card' }).click();
  const toast = page.locator('.toast');
  await inView(toast);
  await inView(toast.getByRole('button', { name: 'Undo' }));
  expect((await toast.boundingBox())?.height ?? 999).toBeLessThan(120);

  await page.getByRole('button', { name: 'Board menu' }).click();
  await page.getByRole('menuitem', { name: 'Archived items…' }).click();
  const panel = page.getByRole('dialog', { name: 'Archived items' });
  await inView(panel.getByRole('button', { name: /^Restore card/ }));
  expect(await noSidewaysScroll(panel)).toBe(true);
  await inView(panel.getByRole('button', { name: 'Close' }));
});
