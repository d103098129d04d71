// Accessibility scan (axe-core) of the sign-in, boards, board and card pages in the light and the dark theme: no
// serious or critical violation. The board is the imported stonekw fixture, so the scan sees real labels,
// members, badges and a long board.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { importFixture, signUp, uniqueEmail, HAS_FIXTURES, NO_FIXTURES } from './support';

test.skip(!HAS_FIXTURES, NO_FIXTURES);

const FIXTURE = 'stonekw-board-2020.json';

/** The serious and critical violations on the page as it is now, one readable line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const theme of ['light', 'dark'] as const) {
  test(`sign-in, boards, board and card pages have no serious axe violation (${theme} theme)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.addInitScript((choice) => localStorage.setItem('lanes.theme', choice), theme);

    await page.goto('/signin');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    expect.soft(await seriousViolations(page), 'sign-in page').toEqual([]);

    await signUp(page, { email: uniqueEmail('a11y') });
    expect.soft(await seriousViolations(page), 'boards page').toEqual([]);

    await importFixture(page, FIXTURE);
    expect.soft(await seriousViolations(page), 'board page').toEqual([]);

    await page.locator('.card-title').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect.soft(await seriousViolations(page), 'card dialog').toEqual([]);

    // The board's own dialogs: the list of shortcuts (`?`) and the background swatches.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.keyboard.press('?');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
    expect.soft(await seriousViolations(page), 'shortcuts dialog').toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Board menu' }).click();
    await page.getByRole('menuitem', { name: 'Change background…' }).click();
    await expect(page.getByRole('dialog', { name: 'Board background' })).toBeVisible();
    expect.soft(await seriousViolations(page), 'background dialog').toEqual([]);
  });
}
