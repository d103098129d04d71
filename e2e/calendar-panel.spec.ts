// Issue 23 items 8 and 9 in the calendar view: the Unscheduled panel is wide enough that German titles keep their
// words whole on a few lines; and after two drags of a card, Undo on the older toast retires the newer one, whose
// Undo would no longer apply.
import { expect, test, type Page } from '@playwright/test';
import { trelloExport } from './export-builder';
import { day, drag, exportWithDates, iso } from './fields-support';
import { importFile, signUp, uniqueEmail } from './support';

const cell = (page: Page, d: number) => page.locator(`[role="cell"][data-date="${iso(day(d))}"]`);

async function openCalendar(page: Page, file: string) {
  await signUp(page, { email: uniqueEmail('calendar') });
  await importFile(page, file);
  await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Calendar' }).click();
  await expect(page).toHaveURL(/\/calendar$/);
}

test('in German the Unscheduled panel keeps words whole, each title on at most three lines', async ({
  page,
}, info) => {
  const titles = [
    'Dashboard für die Kundenübersicht überarbeiten',
    'Benachrichtigungen im Dashboard vereinheitlichen',
    'Zahlungseingänge mit der Buchhaltung abgleichen',
  ];
  await openCalendar(
    page,
    trelloExport(
      info.outputPath('german.json'),
      'Projekt',
      ['Offen'],
      titles.map((title) => ({ title, list: 'Offen' })),
    ),
  );
  const back = page.url();
  await page.goto('/settings');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.goto(back);
  const panel = page.getByRole('complementary', { name: /Ohne Termin/ });
  await expect(panel.locator('.unscheduled-title')).toHaveCount(3);
  for (const title of titles) {
    const shown = panel.locator('.unscheduled-title', { hasText: title });
    // Each word's boxes lie on one line: no "Dashboar / d".
    const brokenWords = await shown.evaluate((el) => {
      const text = el.firstChild;
      if (!(text instanceof Text)) return ['no text'];
      const broken: string[] = [];
      for (const match of text.data.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        if (tops.size > 1) broken.push(match[0]);
      }
      return broken;
    });
    expect(brokenWords, title).toEqual([]);
    const lines = await shown.evaluate(
      (el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight),
    );
    expect(lines, title).toBeLessThanOrEqual(3.05);
  }
});

test('two drags, then Undo on the older toast: the card is unscheduled again, and the newer Undo is gone', async ({
  page,
}, info) => {
  await openCalendar(page, exportWithDates(info.outputPath('dated.json')));
  const panel = page.getByRole('complementary', { name: /Unscheduled/ });
  await drag(page, page.locator('.unscheduled-card', { hasText: 'Pick a date' }), cell(page, 20));
  await expect(cell(page, 20).locator('[data-card-id]', { hasText: 'Pick a date' })).toBeVisible();
  await drag(page, page.locator('[data-card-id]', { hasText: 'Pick a date' }), cell(page, 22));
  await expect(cell(page, 22).locator('[data-card-id]', { hasText: 'Pick a date' })).toBeVisible();
  const toasts = page.locator('.toast');
  await expect(toasts).toHaveCount(2);
  await toasts.first().getByRole('button', { name: 'Undo' }).click();
  // At once, long before a toast's 8 s are up: no Undo is left that would put the card on the 20th again.
  await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0, { timeout: 1500 });
  await expect(panel).toContainText('Pick a date');
  await expect(page.locator('.calendar-main [data-card-id]', { hasText: 'Pick a date' })).toHaveCount(0);
});
