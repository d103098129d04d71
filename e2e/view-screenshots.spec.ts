// The screenshots of issues 18 and 26 in docs/: the table, calendar, timeline and swimlanes views (light and dark) and the card dialog's
// custom fields, on the small Trello export with custom fields and due dates this month. They write files, so they
// run only when asked: LANES_SCREENSHOTS=1 npx playwright test e2e/view-screenshots.spec.ts
import { expect, test, type Page } from '@playwright/test';
import { exportWithDates } from './fields-support';
import { importFile, signUp, uniqueEmail } from './support';

test.skip(!process.env.LANES_SCREENSHOTS, 'writes docs/*.png: run with LANES_SCREENSHOTS=1');
test.use({ viewport: { width: 1440, height: 860 } });

async function board(page: Page, theme: 'light' | 'dark', file: string) {
  await page.addInitScript((choice) => localStorage.setItem('lanes.theme', choice), theme);
  await signUp(page, { email: uniqueEmail('shot'), name: 'Ana Tester' });
  await importFile(page, file);
  await page.getByRole('button', { name: 'Decline' }).click();
}

for (const theme of ['light', 'dark'] as const) {
  test(`table in the ${theme} theme`, async ({ page }, info) => {
    await board(page, theme, exportWithDates(info.outputPath('dated.json')));
    await page.getByRole('link', { name: 'Table' }).click();
    await page.getByRole('columnheader').filter({ hasText: 'Due' }).getByRole('button').click();
    await page.locator('.table-row').first().locator('.kind-title').click();
    await page.mouse.move(1400, 850);
    await page.screenshot({ path: `docs/table-${theme}.png` });
  });

  test(`calendar in the ${theme} theme`, async ({ page }, info) => {
    await board(page, theme, exportWithDates(info.outputPath('dated.json')));
    await page.getByRole('link', { name: 'Calendar' }).click();
    await expect(page.locator('[data-card-id]').first()).toBeVisible();
    await page.mouse.move(1400, 850);
    await page.screenshot({ path: `docs/calendar-${theme}.png` });
  });

  test(`timeline in the ${theme} theme`, async ({ page }, info) => {
    await board(page, theme, exportWithDates(info.outputPath('dated.json')));
    await page.getByRole('link', { name: 'Timeline' }).click();
    await page.getByRole('group', { name: 'Zoom' }).getByRole('button', { name: 'Day' }).click();
    await expect(page.locator('.timeline-bar').first()).toBeVisible();
    await page.locator('.timeline-bar', { hasText: 'Book the venue' }).scrollIntoViewIfNeeded();
    await page.mouse.move(1400, 850);
    await page.screenshot({ path: `docs/timeline-${theme}.png` });
  });

  test(`swimlanes in the ${theme} theme`, async ({ page }, info) => {
    await board(page, theme, exportWithDates(info.outputPath('dated.json')));
    await page.getByRole('combobox', { name: 'Swimlanes' }).selectOption({ label: 'Priority' });
    await expect(page.locator('.swimlane').first()).toBeVisible();
    await page.mouse.move(1400, 850);
    await page.screenshot({ path: `docs/swimlanes-${theme}.png` });
  });
}

test('card dialog with custom fields', async ({ page }, info) => {
  await board(page, 'light', exportWithDates(info.outputPath('dated.json')));
  await page.locator('.card-tile', { hasText: 'Write the press release' }).getByRole('link').click();
  await page.getByRole('region', { name: 'Custom fields' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'docs/custom-fields.png' });
});

test('date picker of a due date', async ({ page }, info) => {
  await board(page, 'light', exportWithDates(info.outputPath('dated.json')));
  await page.locator('.card-tile', { hasText: 'Book the venue' }).getByRole('link').click();
  const dates = page.getByRole('region', { name: 'Dates' });
  await dates.getByRole('button', { name: 'Pick the Due date from a calendar' }).click();
  await expect(dates.locator('.day-calendar')).toBeVisible();
  await dates.scrollIntoViewIfNeeded();
  await dates.screenshot({ path: 'docs/date-picker.png' });
});
