// Shared by the custom-field, table and calendar browser tests: the small Trello export with custom fields.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The small export with custom fields the unit tests use (src/domain/import). */
export const FIELDS_EXPORT = fileURLToPath(
  new URL('../src/domain/import/trello-custom-fields.sample.json', import.meta.url),
);

const now = new Date();
/** Day `d` of the current month at `h` o'clock, local time. */
export const day = (d: number, h = 15) => new Date(now.getFullYear(), now.getMonth(), d, h);
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
