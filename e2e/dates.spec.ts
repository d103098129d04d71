// Issue J item 11: in German, a card's dates are typed, shown and picked the German way (a calendar in German),
// whatever the browser's own language; so are custom date fields and the calendar's due-day dialog.
import { expect, test, type Page } from '@playwright/test';
import { day, exportWithDates, iso } from './fields-support';
import { boardWithLists, importFile, setDate, signUp, uniqueEmail } from './support';

const pad = (n: number) => String(n).padStart(2, '0');

/** Switches the app to German in Settings and comes back to the page it was on. */
async function inGerman(page: Page) {
  const back = page.url();
  await page.goto('/settings');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.goto(back);
}

test('in German the due date is written 05.03.2026, 10:00 and picked from a German calendar', async ({
  page,
}) => {
  await signUp(page, { email: uniqueEmail() });
  await boardWithLists(page, 'Home', { 'To do': ['Paint the fence'] });
  await inGerman(page);

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

test('in German a custom date field and the calendar’s due day are written 24.12.2026 and picked in German', async ({
  page,
}, info) => {
  await signUp(page, { email: uniqueEmail() });
  await importFile(page, exportWithDates(info.outputPath('dated.json')));
  await inGerman(page);

  // The custom date field (was the browser's mm/dd/yyyy date input): shown, typed and picked the German way.
  await page.getByRole('link', { name: 'Write the press release', exact: true }).click();
  const dialog = page.getByRole('dialog');
  const ship = dialog.getByLabel('Ship date', { exact: true });
  await expect(ship).toHaveValue('01.12.2026');
  await ship.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('24.12.2026');
  await page.keyboard.press('Tab');
  await expect(ship).toHaveValue('24.12.2026');
  await dialog.getByRole('button', { name: 'Ship date im Kalender wählen' }).click();
  await expect(dialog.getByRole('grid', { name: 'Dezember 2026' })).toBeVisible();
  await expect(dialog.locator('.rdp-weekday').first()).toHaveText('Mo');
  await dialog.getByRole('button', { name: /31\. Dezember 2026/ }).click();
  await expect(ship).toHaveValue('31.12.2026');
  // Something unreadable is said, and kept in the field.
  await ship.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('12/31/2026');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toContainText('Schreibe das Datum so: 31.03.2026.');
  await expect(ship).toHaveValue('12/31/2026');
  await page.reload();
  await expect(page.getByRole('dialog').getByLabel('Ship date', { exact: true })).toHaveValue('31.12.2026');
  await page.keyboard.press('Escape');

  // The calendar's keyboard dialog for a due day: German too.
  await page.getByRole('navigation', { name: 'Ansichten' }).getByRole('link', { name: 'Kalender' }).click();
  const entry = page.locator('[role="cell"] [data-card-id]', { hasText: 'Write the press release' });
  await entry.focus();
  await page.keyboard.press('d');
  const due = page.getByRole('dialog').getByLabel('Fällig am', { exact: true });
  await expect(due).toBeFocused();
  await expect(due).toHaveValue(
    `${pad(day(10).getDate())}.${pad(day(10).getMonth() + 1)}.${day(10).getFullYear()}`,
  );
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(`${day(25).getDate()}.${day(25).getMonth() + 1}.${day(25).getFullYear()}`);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(
    page.locator(`[role="cell"][data-date="${iso(day(25))}"] [data-card-id]`, {
      hasText: 'Write the press release',
    }),
  ).toBeVisible();
});

test('in German the table’s due cell is typed 24.12.2026 and keeps the card’s time of day', async ({
  page,
}, info) => {
  await signUp(page, { email: uniqueEmail() });
  await importFile(page, exportWithDates(info.outputPath('dated.json')));
  await inGerman(page);
  await page.getByRole('navigation', { name: 'Ansichten' }).getByRole('link', { name: 'Tabelle' }).click();

  // Was the browser's datetime-local input (mm/dd/yyyy, hh:mm AM/PM in an English browser).
  const row = page.getByRole('grid').locator('.table-row', { hasText: 'Write the press release' });
  const cell = row.locator('.kind-due');
  const [, timeOfDay] = (await cell.innerText()).split(', ');
  await cell.dblclick();
  const input = cell.getByRole('textbox');
  await expect(input).toBeFocused();
  await expect(input).toHaveValue(
    `${pad(day(10).getDate())}.${pad(day(10).getMonth() + 1)}.${day(10).getFullYear()}`,
  );
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('24.12.2026');
  await page.keyboard.press('Enter');
  await expect(cell).toHaveText(`24.12.2026, ${timeOfDay}`);
});
