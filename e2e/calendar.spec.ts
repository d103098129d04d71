// The calendar view (/b/:boardId/calendar): cards on their due days and as bars, done dimmed, rescheduling by a real
// mouse drag (with Undo), a card dragged from the unscheduled list onto a day, the keyboard's date dialog (typed
// into the field that just opened), the .ics download, and a 390 px phone.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { day, drag, exportWithDates, iso } from './fields-support';
import { importFile, signUp, uniqueEmail } from './support';

const cell = (page: Page, d: number) => page.locator(`[role="cell"][data-date="${iso(day(d))}"]`);
const entry = (page: Page, title: string) => page.locator('[data-card-id]', { hasText: title });

async function openCalendar(page: Page, file: string) {
  await signUp(page, { email: uniqueEmail('calendar') });
  await importFile(page, file);
  await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Calendar' }).click();
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(entry(page, 'Write the press release')).toBeVisible();
}

test('shows due dates, reschedules by drag with Undo and from the unscheduled list, and by keyboard', async ({
  page,
}, info) => {
  await openCalendar(page, exportWithDates(info.outputPath('dated.json')));
  await expect(
    cell(page, 10).locator('[data-card-id]', { hasText: 'Write the press release' }),
  ).toBeVisible();
  const venue = entry(page, 'Book the venue');
  await expect(venue).toBeVisible();
  // A bar from the 3rd to the 5th: wider than one day; done, so dimmed.
  const dayWidth = (await cell(page, 10).boundingBox())?.width ?? 0;
  expect((await venue.boundingBox())?.width ?? 0).toBeGreaterThan(dayWidth * 2);
  expect(
    Number(await venue.evaluate((el) => getComputedStyle(el.closest('.card-event') ?? el).opacity)),
  ).toBeLessThan(1);
  await expect(page.getByRole('complementary', { name: /Unscheduled/ })).toContainText('Pick a date');

  // A real drag from the 10th to the 12th moves the due date; Undo puts it back.
  await drag(page, entry(page, 'Write the press release'), cell(page, 12));
  await expect(
    cell(page, 12).locator('[data-card-id]', { hasText: 'Write the press release' }),
  ).toBeVisible();
  await expect(page.getByText(/“Write the press release” is now due/)).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(
    cell(page, 10).locator('[data-card-id]', { hasText: 'Write the press release' }),
  ).toBeVisible();

  // From the unscheduled list onto the 20th.
  const unscheduled = page.locator('.unscheduled-card', { hasText: 'Pick a date' });
  await drag(page, unscheduled, cell(page, 20));
  await expect(cell(page, 20).locator('[data-card-id]', { hasText: 'Pick a date' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: /Unscheduled/ })).not.toContainText('Pick a date');

  // The keyboard: focus the entry, `d`, type the day into the field that just opened, Enter.
  await entry(page, 'Pick a date').focus();
  await page.keyboard.press('d');
  const field = page.getByLabel('Due on', { exact: true });
  await expect(field).toBeFocused();
  const target = day(25);
  // Written as the app's language writes a day (English: month/day/year), whatever the browser's (issue 16).
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(`${target.getMonth() + 1}/${target.getDate()}/${target.getFullYear()}`);
  await page.keyboard.press('Enter');
  await expect(cell(page, 25).locator('[data-card-id]', { hasText: 'Pick a date' })).toBeVisible();

  // Enter on an entry opens its card over the calendar.
  await entry(page, 'Pick a date').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/calendar\/c\/\w+$/);
});

test('downloads the due dates as .ics', async ({ page }, info) => {
  await openCalendar(page, exportWithDates(info.outputPath('dated.json')));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download .ics' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('launch-plan.ics');
  const text = readFileSync((await file.path()) ?? '', 'utf8');
  expect(text).toContain('BEGIN:VCALENDAR');
  expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  expect(text).toContain('SUMMARY:Write the press release');
  expect(text).toContain('SUMMARY:✓ Book the venue');
});

test('fits a 390 px phone: the calendar and the unscheduled list stack, nothing sticks out', async ({
  page,
}, info) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await openCalendar(page, exportWithDates(info.outputPath('dated.json')));
  const outside = await page.evaluate(() =>
    [...document.querySelectorAll('main.board-page *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((el) => `${el.tagName}.${el.className}`.slice(0, 60)),
  );
  expect(outside).toEqual([]);
});
