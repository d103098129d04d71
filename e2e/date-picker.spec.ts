// Issue 23 item 7: the date picker keeps "Done" and "Remove due" on the due date's line while its calendar is
// open; weeks start as the language's do (Sunday in US English, Monday in German) in the date picker and in the
// calendar view alike; and the time a picked day gets is the one the empty time field shows.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { boardWithLists, setDate, signUp, uniqueEmail } from './support';

/** The vertical middle of `locator`'s box (px from the page's top). */
async function middle(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not visible');
  return box.y + box.height / 2;
}

async function openCard(page: Page) {
  await signUp(page, { email: uniqueEmail('picker') });
  await boardWithLists(page, 'Home', { 'To do': ['Paint the fence'] });
  await page.getByRole('link', { name: 'Paint the fence', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Dates', exact: true }).click();
  return dialog;
}

test('a picked day gets the time the empty time field shows, stated under the calendar', async ({ page }) => {
  const dialog = await openCard(page);
  const time = dialog.getByLabel('Due date: time');
  await expect(time).toHaveAttribute('placeholder', '12:00 PM');
  await dialog.getByRole('button', { name: 'Pick the Due date from a calendar' }).click();
  await expect(dialog.locator('.day-calendar')).toContainText('A day without a time gets 12:00 PM.');
  await dialog.locator('.day-calendar').getByRole('button', { name: /14th/ }).click();
  await expect(time).toHaveValue('12:00 PM');
});

test('with the calendar open, Done and Remove due stay on the due date line', async ({ page }) => {
  const dialog = await openCard(page);
  await setDate(dialog, 'Due date', '03/05/2026', '10:00 AM');
  await dialog.getByRole('button', { name: 'Pick the Due date from a calendar' }).click();
  await expect(dialog.getByRole('grid', { name: 'March 2026' })).toBeVisible();
  const field = await middle(dialog.getByLabel('Due date', { exact: true }));
  for (const control of [
    dialog.getByRole('checkbox', { name: 'Done' }),
    dialog.getByRole('button', { name: 'Remove due' }),
  ]) {
    expect(Math.abs((await middle(control)) - field)).toBeLessThan(8);
  }
  // The calendar opens below that line, not beside it.
  const calendar = await dialog.locator('.day-calendar').boundingBox();
  const remove = await dialog.getByRole('button', { name: 'Remove due' }).boundingBox();
  expect(calendar && remove && calendar.y >= remove.y + remove.height - 1).toBe(true);
});

test('weeks start on Sunday in English and on Monday in German, in the date picker and the calendar', async ({
  page,
}) => {
  const dialog = await openCard(page);
  await dialog.getByRole('button', { name: 'Pick the Due date from a calendar' }).click();
  await expect(dialog.locator('.rdp-weekday').first()).toHaveText('Su');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Calendar' }).click();
  const firstDay = page.locator('.calendar-main').getByRole('columnheader').first();
  await expect(firstDay).toHaveAccessibleName('Sunday');

  const back = page.url();
  await page.goto('/settings');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.goto(back);
  await expect(firstDay).toHaveAccessibleName('Montag');
});
