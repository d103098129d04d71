// Issue 23 items 2 and 3: the table view sorts cards without a due date last in both directions, and every cell
// too narrow for its text ends in an ellipsis, with the whole text on hover and to screen readers.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { trelloExport } from './export-builder';
import { importFile, signUp, uniqueEmail } from './support';

const grid = (page: Page) => page.getByRole('grid');
const titlesInOrder = (page: Page) => grid(page).locator('.table-row .kind-title').allInnerTexts();

async function openTable(page: Page, file: string) {
  await signUp(page, { email: uniqueEmail('table') });
  await importFile(page, file);
  await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Table' }).click();
  await expect(grid(page)).toBeVisible();
}

test('sorting by Due puts the cards without a due date last, ascending and descending', async ({ page }, info) => {
  const year = new Date().getFullYear();
  const file = trelloExport(info.outputPath('due.json'), 'Due sort', ['To do'], [
    { title: 'No date one', list: 'To do' },
    { title: 'Early', list: 'To do', due: new Date(year, 2, 3, 12) },
    { title: 'No date two', list: 'To do' },
    { title: 'Late', list: 'To do', due: new Date(year, 8, 9, 12) },
  ]);
  await openTable(page, file);
  await expect(grid(page).locator('.table-row')).toHaveCount(4);
  const due = grid(page).getByRole('columnheader').filter({ hasText: 'Due' });
  await due.getByRole('button').click();
  await expect(due).toHaveAttribute('aria-sort', 'ascending');
  expect(await titlesInOrder(page)).toEqual(['Early', 'Late', 'No date one', 'No date two']);
  await due.getByRole('button').click();
  await expect(due).toHaveAttribute('aria-sort', 'descending');
  expect(await titlesInOrder(page)).toEqual(['Late', 'Early', 'No date one', 'No date two']);
});

/**
 * What a person sees of the cell's text: every element in `cell` whose text is wider than its box, with whether
 * it ends in an ellipsis there (text-overflow only draws one on a block or inline-block box, not on a flex box).
 */
function clipped(cell: Locator) {
  return cell.evaluate((td) =>
    [td, ...td.querySelectorAll('*')]
      .filter((el) => el instanceof HTMLElement && el.scrollWidth > el.clientWidth + 1 && el.textContent)
      .map((el) => {
        const style = getComputedStyle(el);
        return {
          text: el.textContent,
          ellipsis: style.textOverflow === 'ellipsis' && !style.display.includes('flex'),
        };
      }),
  );
}

test('a cell too narrow for its list, labels or members ends in an ellipsis and shows it all on hover', async ({
  page,
}, info) => {
  const list = 'Backlog/Future Work and Ideas for Next Year';
  const labels = ['Customer research', 'Infrastructure', 'Documentation'];
  const members = ['Annabelle Featherstonehaugh', 'Bartholomew Montgomery-Smythe'];
  const file = trelloExport(info.outputPath('long.json'), 'Long names', [list], [
    { title: 'A card with a rather long title that will not fit its column', list, labels, members },
  ]);
  await openTable(page, file);
  const row = grid(page).locator('.table-row').first();
  const cases: [string, string][] = [
    ['list', list],
    ['labels', labels.join(', ')],
    ['members', members.join(', ')],
    ['title', 'A card with a rather long title that will not fit its column'],
  ];
  for (const [kind, full] of cases) {
    const cell = row.locator(`.kind-${kind}`);
    const cut = await clipped(cell);
    expect(cut.length, `${kind} is too narrow for its text`).toBeGreaterThan(0);
    for (const part of cut) expect(part.ellipsis, `${kind}: "${part.text}" ends in an ellipsis`).toBe(true);
    // On hover: the whole text as a tooltip.
    await expect(cell.locator(`[title="${full}"]`), `${kind} shows its whole text on hover`).toHaveCount(1);
    // Screen readers read the whole text: it is all in the page, only drawn shorter.
    for (const part of full.split(', ')) await expect(cell).toContainText(part);
  }
});
