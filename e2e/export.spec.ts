// Export: a board as Lanes JSON, imported again as a new board with the same lists and cards; and as CSV.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  cardTitles,
  fixturePath,
  importFile,
  importFixture,
  listTitles,
  signUp,
  trelloOpenBoard,
  uniqueEmail,
  HAS_FIXTURES,
  NO_FIXTURES,
} from './support';

test.skip(!HAS_FIXTURES, NO_FIXTURES);

const FIXTURE = 'stonekw-board-2020.json';

/** How many cards of a Trello export are archived (their own `closed`). */
function archivedCards(name: string): number {
  const raw = JSON.parse(readFileSync(fixturePath(name), 'utf8')) as { cards: { closed: boolean }[] };
  return raw.cards.filter((c) => c.closed).length;
}

async function download(page: Page, button: string, savePath: string): Promise<string> {
  await page.getByRole('button', { name: 'Board menu' }).click();
  await page.getByRole('menuitem', { name: 'Export…' }).click();
  const dialog = page.getByRole('dialog', { name: /^Export/ });
  const pending = page.waitForEvent('download');
  await dialog.getByRole('button', { name: button }).click();
  const file = await pending;
  await file.saveAs(savePath);
  await expect(dialog.getByRole('status')).toContainText(file.suggestedFilename());
  await page.keyboard.press('Escape');
  return file.suggestedFilename();
}

test('export the imported board as JSON, import that as a new board: same lists and cards', async ({
  page,
}, info) => {
  const expected = trelloOpenBoard(FIXTURE);
  await signUp(page, { email: uniqueEmail() });
  await importFixture(page, FIXTURE);
  const firstBoard = page.url();

  const path = info.outputPath('board.lanes.json');
  const name = await download(page, 'Download JSON', path);
  expect(name).toMatch(/^volunteerbridge-\d{4}-\d{2}-\d{2}\.lanes\.json$/);
  const file = JSON.parse(readFileSync(path, 'utf8')) as {
    format: string;
    version: number;
    cards: { archivedAt: unknown }[];
  };
  expect(file).toMatchObject({ format: 'lanes-board', version: 2 });
  // Every open card, and the archived ones too (the file is a full backup).
  const open = file.cards.filter((c) => c.archivedAt === null);
  expect(open).toHaveLength(expected.reduce((n, l) => n + l.cards.length, 0));
  expect(file.cards.length - open.length).toBe(archivedCards(FIXTURE));

  await page.getByRole('link', { name: 'Lanes', exact: true }).click();
  await importFile(page, path);
  expect(page.url()).not.toBe(firstBoard);
  await expect.poll(() => listTitles(page)).toEqual(expected.map((l) => l.title));
  for (const list of expected) await expect.poll(() => cardTitles(page, list.title)).toEqual(list.cards);
  await expect(page.getByRole('button', { name: /Board title: VolunteerBridge/ })).toBeVisible();
});

/** Records of RFC 4180 CSV text (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else field += c;
  }
  return records;
}

test('export the board as CSV: a header and one row per card, in board order', async ({ page }, info) => {
  const expected = trelloOpenBoard(FIXTURE);
  await signUp(page, { email: uniqueEmail() });
  await importFixture(page, FIXTURE);
  const path = info.outputPath('board.csv');
  expect(await download(page, 'Download CSV', path)).toMatch(/\.csv$/);
  const text = readFileSync(path, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = parseCsv(text.slice(1));
  expect(header).toEqual([
    'List',
    'Title',
    'Labels',
    'Members',
    'Due',
    'Done',
    'Checklist',
    'Description',
    'Blocked by',
  ]);
  expect(rows.map(([list, title]) => [list, title])).toEqual(
    expected.flatMap((list) => list.cards.map((title) => [list.title, title])),
  );
});
