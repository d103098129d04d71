// Issue 17 in the browser: a Trello board comes across with what it carries (WIP limits, covers, links credited to
// Trello's members, check items' assignees and dates); hostile and broken files are refused in words (English and
// German: issue 16 item 13) without freezing the tab; a long import shows progress and can be cancelled; check
// items' assignees and due dates count in the board's filters.
import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { generateTrelloExport } from '../scripts/generate-trello-export';
import { createBoard, importFile, signUp, uniqueEmail } from './support';

/** A small export written for this test: what Lanes used to lose without a word. */
function richExport() {
  return {
    name: 'Garden',
    prefs: { background: 'gradient-peach' },
    members: [{ id: 'm1', fullName: 'Grace Hopper', username: 'grace' }],
    labels: [],
    lists: [
      { id: 'L1', name: 'To do', pos: 1, softLimit: 3 },
      { id: 'L2', name: 'Old', pos: 2, closed: true },
    ],
    cards: [
      {
        id: 'c1',
        idList: 'L1',
        name: 'Paint the fence',
        pos: 1,
        cover: { color: 'purple', idAttachment: null },
      },
      {
        id: 'c2',
        idList: 'L1',
        name: 'Order seeds',
        pos: 2,
        attachments: [
          {
            id: 'a1',
            name: 'Seed catalogue',
            url: 'https://seeds.example.com/catalogue',
            isUpload: false,
            idMember: 'm1',
            date: '2023-02-03T10:00:00.000Z',
          },
        ],
      },
      {
        id: 'c3',
        idList: 'L1',
        name: 'Photo of the beds',
        pos: 3,
        attachments: [{ id: 'a2', name: 'beds.jpg', url: 'https://trello.com/1/x/beds.jpg', isUpload: true }],
        cover: { idAttachment: 'a2' },
      },
    ],
    checklists: [
      {
        id: 'k1',
        idCard: 'c2',
        name: 'Seeds',
        checkItems: [
          { name: 'Tomatoes', state: 'incomplete', pos: 1, idMember: 'm1', due: '2031-04-05T10:00:00.000Z' },
        ],
      },
    ],
    actions: [],
  };
}

async function openImport(page: Page) {
  await page.getByRole('button', { name: /Import a board…|Board importieren…/ }).click();
  return page.getByRole('dialog');
}

test('a Trello board comes across with WIP limits, covers, credited links and check items', async ({
  page,
}, info) => {
  const file = info.outputPath('garden.json');
  writeFileSync(file, JSON.stringify(richExport()));
  await signUp(page, { email: uniqueEmail('rich') });
  await page.getByRole('button', { name: 'Import a board…' }).click();
  await page.getByLabel('Lanes or Trello export (.json)').setInputFiles(file);
  const report = page.getByRole('dialog').getByRole('status');
  await expect(report.getByText('1 card cover that is an uploaded image')).toBeVisible();
  await expect(report.getByText('1 uploaded attachment')).toBeVisible();
  await page.getByRole('link', { name: 'Open the board' }).click();

  const todo = page.getByRole('region', { name: 'List To do', exact: true });
  await expect(todo.locator('.list-count')).toHaveText('3/3');
  await expect(todo.getByText('3 cards, limit 3', { exact: true })).toHaveCount(1);
  await expect(
    todo.locator('.card-tile', { hasText: 'Paint the fence' }).locator('.card-cover-color'),
  ).toHaveAttribute('data-cover-color', 'purple');

  await todo.getByRole('link', { name: 'Order seeds', exact: true }).click();
  const dialog = page.getByRole('dialog');
  const link = dialog.getByRole('link', { name: 'Seed catalogue' });
  await expect(link).toHaveAttribute('href', 'https://seeds.example.com/catalogue');
  await expect(dialog.getByText('seeds.example.com · added by Grace Hopper · Feb 3, 2023')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Download' })).toHaveCount(0);
  await expect(dialog.getByText(/0 bytes/)).toHaveCount(0);
  const item = dialog.locator('.check-item', { hasText: 'Tomatoes' });
  await expect(item.getByTitle('Assigned to Grace Hopper')).toBeVisible();
  await expect(item.getByText(/^Due Apr 5/)).toBeVisible();
});

test('binary garbage is refused in words, in English and in German (issue 16 item 13)', async ({
  page,
}, info) => {
  const picture = info.outputPath('holiday.json');
  writeFileSync(picture, Buffer.from('89504e470d0a1a0a0000000d4948445200000010000000100806', 'hex'));
  await signUp(page, { email: uniqueEmail('binary') });
  let dialog = await openImport(page);
  await dialog.getByLabel('Lanes or Trello export (.json)').setInputFiles(picture);
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('That file is not a Trello or Lanes board export.');
  await expect(alert).toContainText('“holiday.json” is not a text file: it holds binary data');
  await expect(alert).not.toContainText(/Unexpected|position|token|�/);

  await page.goto('/settings');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.goto('/');
  dialog = await openImport(page);
  await dialog.getByLabel('Export aus Lanes oder Trello (.json)').setInputFiles(picture);
  await expect(dialog.getByRole('alert')).toContainText(
    '„holiday.json“ ist keine Textdatei: Sie enthält Binärdaten',
  );
});

test('a hostile file is refused before it is parsed, and the page stays usable', async ({ page }, info) => {
  const deep = info.outputPath('deep.json');
  const depth = 10_000_000;
  writeFileSync(
    deep,
    `{"name":"Deep","lists":[],"cards":[],"pluginData":${'['.repeat(depth)}${']'.repeat(depth)}}`,
  );
  const cut = info.outputPath('cut.json');
  writeFileSync(cut, '{"name": "Half", "lists": [\n  {"id": "l1", "name": "To');
  await signUp(page, { email: uniqueEmail('hostile') });
  const dialog = await openImport(page);
  const input = dialog.getByLabel('Lanes or Trello export (.json)');
  await input.setInputFiles(deep);
  await expect(dialog.getByRole('alert')).toContainText(
    '“deep.json” nests its data more than 32 levels deep',
  );
  await input.setInputFiles(cut);
  await expect(dialog.getByRole('alert')).toContainText(
    '“cut.json” ends too early, in the middle of its data (at line 2)',
  );
  await page.keyboard.press('Escape');
  await expect(page.locator('.board-tile')).toHaveCount(0);
});

test('a long import shows its progress and Cancel leaves nothing behind', async ({ page }, info) => {
  const big = info.outputPath('big.json');
  writeFileSync(big, JSON.stringify(generateTrelloExport({ cards: 5_000, lists: 50, seed: 17 })));
  await signUp(page, { email: uniqueEmail('cancel') });
  const dialog = await openImport(page);
  await dialog.getByLabel('Lanes or Trello export (.json)').setInputFiles(big);
  await expect(dialog.getByRole('progressbar')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByText('Import cancelled: nothing was saved.')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your boards' })).toBeVisible();
  await expect(page.locator('.board-tile')).toHaveCount(0);
  // The same file, not cancelled, imports whole.
  await importFile(page, big);
  await expect(page.locator('.list-column')).toHaveCount(50);
});

test("a check item's assignee and due date, set in the card dialog, count in the board's filters", async ({
  page,
}) => {
  await signUp(page, { email: uniqueEmail('items'), name: 'Ana Tester' });
  await createBoard(page, 'Chores', 'Week', ['Laundry', 'Dishes']);
  await page.keyboard.press('Escape');
  const column = page.getByRole('region', { name: 'List Week', exact: true });
  await column.getByRole('link', { name: 'Laundry', exact: true }).click();
  const dialog = page.getByRole('dialog');
  // An empty card's checklists open from the sidebar's "Add to card" (issue 16's card layout).
  await dialog.getByRole('button', { name: 'Checklist', exact: true }).click();
  await dialog.getByRole('button', { name: 'Add checklist' }).click();
  await dialog.getByLabel('Add an item to Checklist').click();
  await page.keyboard.type('Fold shirts');
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Assign or set a date: Fold shirts' }).click();
  const panel = dialog.getByRole('group', { name: 'Assign or set a date: Fold shirts' });
  const who = panel.getByLabel('Assigned to');
  await who.focus();
  await who.selectOption({ label: 'Ana Tester' });
  // From the person to the date with Tab, as a keyboard user goes: the day, written as the app's language writes
  // it (US English here, whatever the browser's locale), then the time; Enter applies both.
  await page.keyboard.press('Tab');
  await expect(panel.getByLabel('Due', { exact: true })).toBeFocused();
  await page.keyboard.type('1/2/2020');
  await page.keyboard.press('Tab');
  await expect(panel.getByLabel('Due: time')).toBeFocused();
  await page.keyboard.type('9:00 AM');
  await page.keyboard.press('Enter');
  const row = dialog.locator('.check-item', { hasText: 'Fold shirts' });
  await expect(row.getByTitle('Assigned to Ana Tester')).toBeVisible();
  await expect(row.getByText(/^Overdue since Jan 2/)).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const bar = page.getByRole('region', { name: 'Filter cards' });
  await bar.getByRole('button', { name: 'Members' }).click();
  await bar.getByRole('checkbox', { name: 'Cards assigned to me', exact: true }).check();
  await page.keyboard.press('Escape');
  await expect(page.locator('.card-tile')).toHaveText([/Laundry/]);
  await bar.getByRole('button', { name: 'Clear filter' }).click();
  await bar.getByRole('button', { name: 'Due' }).click();
  await bar.getByRole('checkbox', { name: 'Overdue', exact: true }).check();
  await page.keyboard.press('Escape');
  await expect(page.locator('.card-tile')).toHaveText([/Laundry/]);
});
