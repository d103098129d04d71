// Issue J item 3, on a 390 px phone with a touch screen: the top bar (account name, Sign out) and the card dialog
// fit the screen; a card can be moved without hover — Move… is in view — and by a long press and a drag.
import { expect, test, type Page } from '@playwright/test';
import { boardWithLists, cardTitles, listRegion, signUp, touchDrag, uniqueEmail } from './support';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Whether `page` scrolls sideways as a whole (a board's lists scroll inside their own strip). */
const pageOverflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

async function withinScreen(page: Page, name: string) {
  const box = await page.getByRole('button', { name, exact: true }).first().boundingBox();
  expect(box, name).not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
}

test('on a phone: the top bar and the card dialog fit; cards move by Move… and by long-press drag', async ({
  page,
}) => {
  await signUp(page, { email: uniqueEmail(), name: 'Annabelle Featherstonehaugh-Montgomery' });
  expect(await pageOverflows(page)).toBe(false);
  await withinScreen(page, 'Sign out');
  await boardWithLists(page, 'Home', { 'To do': ['Paint', 'Sand', 'Oil'], Doing: ['Buy brushes'] });
  expect(await pageOverflows(page)).toBe(false);
  await withinScreen(page, 'Sign out');

  // No hover on a touch screen: Move… is there to tap.
  const oil = page.locator('.card-tile', { hasText: 'Oil' });
  await expect(oil.getByRole('button', { name: 'Move card Oil' })).toHaveCSS('opacity', '1');

  // A long press and a drag: Oil to the top of its list, then Sand into "Doing", above "Buy brushes".
  await touchDrag(page, oil, page.locator('.card-tile', { hasText: 'Paint' }));
  await expect.poll(() => cardTitles(page, 'To do')).toEqual(['Oil', 'Paint', 'Sand']);
  await touchDrag(
    page,
    page.locator('.card-tile', { hasText: 'Sand' }),
    listRegion(page, 'Doing').locator('.card-tile'),
  );
  await expect.poll(() => cardTitles(page, 'Doing')).toEqual(['Sand', 'Buy brushes']);
  // A short tap still opens the card, and its dialog fits the screen.
  await page.locator('.card-tile', { hasText: 'Paint' }).getByRole('link').tap();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(390);
  await withinScreen(page, 'Close');
  await withinScreen(page, 'Archive card');
  expect(await dialog.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true);
});
