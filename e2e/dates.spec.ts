// Issue J item 11: in German, a card's dates are typed, shown and picked the German way (a calendar in German),
// whatever the browser's own language.
import { expect, test } from '@playwright/test';
import { boardWithLists, setDate, signUp, uniqueEmail } from './support';

test('in German the due date is written 05.03.2026, 10:00 and picked from a German calendar', async ({
  page,
}) => {
  await signUp(page, { email: uniqueEmail() });
  await boardWithLists(page, 'Home', { 'To do': ['Paint the fence'] });
  const board = page.url();
  await page.goto('/settings');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.goto(board);

  await page.getByRole('link', { name: 'Paint the fence', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Daten', exact: true }).click();
  await setDate(dialog, 'Fälligkeitsdatum', '05.03.2026', '10:00');
  const due = dialog.getByLabel('Fälligkeitsdatum', { exact: true });
  await expect(due).toHaveValue('05.03.2026');
  await expect(dialog.getByLabel('Fälligkeitsdatum: Uhrzeit')).toHaveValue('10:00');

  // The calendar: German month and weekdays, Monday first; a click on a day moves the date, keeping the time.
  await dialog.getByRole('button', { name: 'Fälligkeitsdatum im Kalender wählen' }).click();
  await expect(dialog.getByRole('grid', { name: 'März 2026' })).toBeVisible();
  await expect(dialog.locator('.rdp-weekday').first()).toHaveText('Mo');
  await dialog.getByRole('button', { name: /12\. März 2026/ }).click();
  await expect(due).toHaveValue('12.03.2026');
  await expect(dialog.getByLabel('Fälligkeitsdatum: Uhrzeit')).toHaveValue('10:00');

  await page.keyboard.press('Escape');
  await expect(page.locator('.card-tile', { hasText: 'Paint the fence' })).toContainText('12. März');
});
