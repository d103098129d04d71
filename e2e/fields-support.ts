// Shared by the custom-field, table and calendar browser tests: the small Trello export with custom fields.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';

/** The small export with custom fields the unit tests use (src/domain/import). */
export const FIELDS_EXPORT = fileURLToPath(
  new URL('../src/domain/import/trello-custom-fields.sample.json', import.meta.url),
);

const now = new Date();
/** Day `d` of the current month at `h` o'clock, local time. */
export const day = (d: number, h = 15) => new Date(now.getFullYear(), now.getMonth(), d, h);
/** Day `d` of the current month as the app writes a day in English ("Nov 3, 2026"). */
export const dayLabel = (d: number) =>
  day(d).toLocaleDateString('en', { day: 'numeric', month: 'short', year: 'numeric' });
export const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The custom-fields export with due dates this month: one card due on the 10th, one from the 3rd to the 5th (done). */
export function exportWithDates(out: string): string {
  const raw = JSON.parse(readFileSync(FIELDS_EXPORT, 'utf8')) as { cards: Record<string, unknown>[] };
  Object.assign(raw.cards[0] ?? {}, { due: day(10).toISOString() });
  Object.assign(raw.cards[1] ?? {}, {
    start: day(3, 9).toISOString(),
    due: day(5).toISOString(),
    dueComplete: true,
  });
  writeFileSync(out, JSON.stringify(raw));
  return out;
}

/** A drag as a person makes it: press, move in ten steps, release. */
export async function drag(page: Page, from: Locator, to: Locator): Promise<void> {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('nothing to drag');
  const [x0, y0] = [a.x + 10, a.y + a.height / 2];
  const [x1, y1] = [b.x + b.width / 2, b.y + b.height / 2];
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(x0 + ((x1 - x0) * i) / 10, y0 + ((y1 - y0) * i) / 10);
  await page.mouse.up();
}
