// Issue 23 items 4, 5 and 6 on an imported board: comments say when in words within a week and by date past it,
// with the exact date and time on hover and on focus; a due badge of another year shows its year; a card with
// attachments shows a paperclip and their count.
import { expect, test, type Page } from '@playwright/test';
import { trelloExport } from './export-builder';
import { importFile, listRegion, signUp, uniqueEmail } from './support';

const year = new Date().getFullYear();
const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);

/** Signs up and imports a board with one old card (2019, two attachments, two comments) and one of this year. */
async function openOldBoard(page: Page, path: string) {
  const file = trelloExport(path, 'Old board', ['Done'], [
    {
      title: 'Ship the 2019 release',
      list: 'Done',
      members: ['Ana Old'],
      due: new Date(2019, 3, 26, 12),
      attachments: ['https://example.com/notes', 'https://example.com/plan'],
      comments: [
        { text: 'Shipped at last', date: new Date(2019, 3, 26, 15, 4) },
        { text: 'Still holding up', date: twoDaysAgo },
      ],
    },
    { title: 'Plan this year', list: 'Done', due: new Date(year, 3, 26, 12) },
  ]);
  await signUp(page, { email: uniqueEmail('dates') });
  await importFile(page, file);
  return {
    old: listRegion(page, 'Done').locator('.card-tile', { hasText: 'Ship the 2019 release' }),
    current: listRegion(page, 'Done').locator('.card-tile', { hasText: 'Plan this year' }),
  };
}

test('a due badge shows the year when it is another year', async ({ page }, info) => {
  const { old, current } = await openOldBoard(page, info.outputPath('old.json'));
  await expect(old.getByTitle('Due date')).toHaveText('Apr 26, 2019');
  await expect(current.getByTitle('Due date')).toHaveText('Apr 26');
});

test('a card with attachments shows a paperclip and their count', async ({ page }, info) => {
  const { old, current } = await openOldBoard(page, info.outputPath('old.json'));
  const clip = old.getByTitle('Attachments');
  await expect(clip).toHaveText('2');
  await expect(clip.locator('svg.lucide-paperclip')).toBeVisible();
  await expect(current.getByTitle('Attachments')).toHaveCount(0);
});

test('comments say when by date past a week, with the exact time on hover and focus', async ({ page }, info) => {
  const { old } = await openOldBoard(page, info.outputPath('old.json'));
  await old.getByRole('link', { name: 'Ship the 2019 release' }).click();
  const comments = page.getByRole('dialog').getByRole('region', { name: 'Comments' });
  const shipped = comments.getByRole('listitem').filter({ hasText: 'Shipped at last' });
  const holding = comments.getByRole('listitem').filter({ hasText: 'Still holding up' });
  // Past a week: the date and time; within it: words.
  await expect(shipped.locator('time')).toHaveText('Apr 26, 2019, 3:04 PM');
  await expect(holding.locator('time')).toHaveText('2 days ago');
  // The exact date and time on hover…
  const tip = holding.getByRole('tooltip');
  await expect(tip).toBeHidden();
  await holding.locator('time').hover();
  await expect(tip).toBeVisible();
  const exact = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(twoDaysAgo);
  await expect(tip).toHaveText(exact);
  // …and on keyboard focus, where screen readers hear it as the time's description.
  await page.mouse.move(0, 0);
  await expect(tip).toBeHidden();
  await shipped.locator('time').focus();
  await page.keyboard.press('Tab');
  await expect(holding.locator('time')).toBeFocused();
  await expect(tip).toBeVisible();
  await expect(holding.locator('time')).toHaveAccessibleDescription(exact);
});
