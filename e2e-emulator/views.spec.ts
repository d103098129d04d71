// Issue 18 in `emulator` mode (Auth, Cloud Firestore with firestore.rules, Functions): a Trello board with custom
// fields imported to Firestore, a value set in the card dialog, a title edited in the table, a card rescheduled by a
// real drag on the calendar, a bar moved on the timeline, a card dragged into another swimlane — all still there after
// a reload — and the calendar subscription link served by the calendarFeed function, then revoked.
import { expect, test, type Page } from '@playwright/test';
import { day, dayLabel, drag, exportWithDates, iso } from '../e2e/fields-support';
import { importFile, signUp, uniqueEmail } from '../e2e/support';

const cell = (page: Page, d: number) => page.locator(`[role="cell"][data-date="${iso(day(d))}"]`);

test('custom fields, table, calendar, timeline and swimlanes on Firestore, kept across a reload; the subscription link', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  await signUp(page, { email: uniqueEmail('views') });
  await importFile(page, exportWithDates(info.outputPath('dated.json')));
  const boardUrl = page.url();

  // A value set in the card dialog.
  await page.locator('.card-tile', { hasText: 'Book the venue' }).getByRole('link').click();
  await page.getByRole('region', { name: 'Custom fields' }).getByLabel('Estimate').click();
  await page.keyboard.type('5');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  // Gone, as a person sees it, before the view switch is clicked. Once in CI and once in 38 runs here at 4× CPU
  // throttling, the click on Table left the board view showing, the link focused, no dialog (the page snapshot the
  // reporter prints). Its cause is not found; this wait rules out a click made while the dialog was still closing.
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A title edited in the table.
  await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Table' }).click();
  const title = page
    .getByRole('grid')
    .locator('.table-row', { hasText: 'Pick a date' })
    .locator('.kind-title');
  await title.click();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Pick the date');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('grid').locator('.kind-title', { hasText: 'Pick the date' })).toBeVisible();

  // A card rescheduled by a drag on the calendar.
  await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Calendar' }).click();
  const press = page.locator('[data-card-id]', { hasText: 'Write the press release' });
  await expect(
    cell(page, 10).locator('[data-card-id]', { hasText: 'Write the press release' }),
  ).toBeVisible();
  await drag(page, press, cell(page, 12));
  await expect(
    cell(page, 12).locator('[data-card-id]', { hasText: 'Write the press release' }),
  ).toBeVisible();

  // Reload: all of it came back from Firestore.
  await page.reload();
  await expect(
    cell(page, 12).locator('[data-card-id]', { hasText: 'Write the press release' }),
  ).toBeVisible();
  await page.goto(`${boardUrl}/table`);
  await expect(page.getByRole('grid').locator('.kind-title', { hasText: 'Pick the date' })).toBeVisible();
  const venue = page.getByRole('grid').locator('.table-row', { hasText: 'Book the venue' });
  await expect(venue.locator('.kind-field').nth(1)).toHaveText('5');

  // The timeline: a bar moved a day by keyboard, and still there after a reload.
  await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Timeline' }).click();
  const venueBar = page.locator('.timeline-bar', { hasText: 'Book the venue' });
  await venueBar.focus();
  await page.keyboard.press('ArrowRight');
  const moved = `Book the venue, ${dayLabel(4)} – ${dayLabel(6)}`;
  await expect(venueBar).toHaveAttribute('aria-label', moved);
  await page.reload();
  await expect(venueBar).toHaveAttribute('aria-label', moved);

  // Swimlanes by the Priority dropdown: a card dragged into another lane takes its option, kept after a reload.
  await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Board' }).click();
  await page.getByRole('combobox', { name: 'Swimlanes' }).selectOption({ label: 'Priority' });
  const lane = (name: string) =>
    page.getByRole('list', { name: 'Swimlanes' }).getByRole('listitem', { name, exact: true });
  const doing = (name: string) => lane(name).getByRole('region', { name: /^List Doing, / });
  await drag(
    page,
    doing('Low').locator('.card-tile', { hasText: 'Book the venue' }),
    doing('Someday').locator('.list-cards'),
  );
  await expect(doing('Someday').locator('.card-tile', { hasText: 'Book the venue' })).toBeVisible();
  await page.reload();
  await expect(doing('Someday').locator('.card-tile', { hasText: 'Book the venue' })).toBeVisible();
  await expect(doing('Low').locator('.card-tile')).toHaveCount(0);

  // The subscription link, fetched as a calendar app would, then revoked.
  await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Calendar' }).click();
  await page.getByRole('button', { name: 'Subscribe…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe in a calendar app' });
  await dialog.getByRole('button', { name: 'Make a private link' }).click();
  const url = await dialog.getByLabel('Calendar link').inputValue();
  expect(url).toMatch(/\/calendarFeed\/[A-Za-z0-9_-]{32}\.ics$/);
  const feed = await fetch(url);
  expect(feed.status).toBe(200);
  expect(await feed.text()).toContain('SUMMARY:Write the press release');
  await dialog.getByRole('button', { name: 'Revoke my link' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Your link no longer works.');
  expect((await fetch(url)).status).toBe(404);
});
