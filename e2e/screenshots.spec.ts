// The screenshots in docs/: the imported stonekw fixture board in the light and the dark theme, with a gradient
// background, and on a 390 px phone (the board and a card's dialog). They write files, so they run only when asked: LANES_SCREENSHOTS=1 npx playwright test
// e2e/screenshots.spec.ts
import { expect, test, type Page } from '@playwright/test';
import { importFixture, signUp, uniqueEmail, HAS_FIXTURES, NO_FIXTURES } from './support';

test.skip(!HAS_FIXTURES, NO_FIXTURES);

test.skip(!process.env.LANES_SCREENSHOTS, 'writes docs/*.png: run with LANES_SCREENSHOTS=1');
test.use({ viewport: { width: 1440, height: 860 } });

async function fixtureBoard(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((choice) => localStorage.setItem('lanes.theme', choice), theme);
  await signUp(page, { email: uniqueEmail('shot'), name: 'Stone Kw' });
  await importFixture(page, 'stonekw-board-2020.json');
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  // Answer the consent banner, so the board fills the picture; no pointer over a tile (its Move… would show).
  await page.getByRole('button', { name: 'Decline' }).click();
  await page.mouse.move(1400, 850);
  // A focused card shows the focus ring the keyboard shortcuts move.
  await page.keyboard.press('ArrowDown');
}

for (const theme of ['light', 'dark'] as const)
  test(`board in the ${theme} theme`, async ({ page }) => {
    await fixtureBoard(page, theme);
    await page.screenshot({ path: `docs/board-${theme}.png` });
  });

test('board with a gradient background, dark theme', async ({ page }) => {
  await fixtureBoard(page, 'dark');
  await page.getByRole('button', { name: 'Board menu' }).click();
  await page.getByRole('menuitem', { name: 'Change background…' }).click();
  await page.getByRole('button', { name: 'dusk' }).click();
  await page.keyboard.press('Escape');
  await expect(page.locator('.board-page')).toHaveAttribute('data-background', 'dusk');
  await page.screenshot({ path: 'docs/board-background.png' });
});

test('card dialog: content left, the sidebar of actions right', async ({ page }) => {
  await fixtureBoard(page, 'light');
  // A card with labels and a checklist, so the dialog shows more than its empty parts.
  await page
    .locator('.card-tile', { has: page.locator('.card-labels') })
    .first()
    .locator('a.card-title')
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('complementary')).toBeVisible();
  await page.mouse.move(1430, 850);
  await page.screenshot({ path: 'docs/card-dialog.png' });
});

test('board on a 390 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await fixtureBoard(page, 'light');
  await page.screenshot({ path: 'docs/board-phone.png' });
});

test('card dialog on a 390 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await fixtureBoard(page, 'light');
  // A card with labels: they, and the Add to card buttons, come before the comments.
  await page
    .locator('.card-tile', { has: page.locator('.card-labels') })
    .first()
    .locator('a.card-title')
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('region', { name: 'Comments' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Dates', exact: true }).click();
  await page.screenshot({ path: 'docs/card-dialog-phone.png' });
});
