// 100 quick edits with a reload half-way (local mode keeps everything in IndexedDB): after a last reload every
// edit is there, in the order it was made — nothing lost, nothing reordered by cards added faster than they show.
import { expect, test, type Page } from '@playwright/test';
import { signUp, uniqueEmail } from './support';

const EDITS = 100;
const RELOAD_AFTER = 50;

/** Edit `i` (1-based): every tenth renames the list, the others add a card at the end. */
const edit = (i: number) =>
  i % 10 === 0
    ? { kind: 'rename' as const, text: `Plan v${i / 10}` }
    : { kind: 'add' as const, text: `Edit ${i}` };

const column = (page: Page) => page.locator('.list-column').first();
const shownCards = (page: Page) => column(page).locator('.card-title').allInnerTexts();

async function makeEdit(page: Page, i: number) {
  const { kind, text } = edit(i);
  if (kind === 'rename') {
    await column(page).locator('.list-head').getByRole('button').first().click();
    await column(page).getByLabel('List title', { exact: true }).fill(text);
    await column(page).getByLabel('List title', { exact: true }).press('Enter');
    await expect(column(page).locator('.list-head').getByRole('button').first()).toHaveText(text);
    return;
  }
  const field = column(page).getByLabel('Card title', { exact: true });
  if (!(await field.isVisible())) await column(page).getByRole('button', { name: '+ Add a card' }).click();
  // No waiting for the card to show: the next one is typed at once, as a quick typist does.
  await field.fill(text);
  await field.press('Enter');
}

test('100 edits with a reload half-way: all there, in order', async ({ page }) => {
  await signUp(page, { email: uniqueEmail() });
  await page.getByLabel('Board title').fill('Quick typing');
  await page.getByRole('button', { name: 'Create board' }).click();
  await page.getByLabel('List title', { exact: true }).fill('Plan v0');
  await page.getByLabel('List title', { exact: true }).press('Enter');
  await expect(column(page)).toBeVisible();

  const expected = (upTo: number) =>
    Array.from({ length: upTo }, (_, k) => edit(k + 1))
      .filter((e) => e.kind === 'add')
      .map((e) => e.text);

  for (let i = 1; i <= RELOAD_AFTER; i++) await makeEdit(page, i);
  // Reload as soon as the last card shows (what a person saw saved), without letting anything settle.
  await expect(column(page).locator('.card-title').last()).toHaveText(`Edit ${RELOAD_AFTER - 1}`);
  await page.reload();
  await expect.poll(() => shownCards(page)).toEqual(expected(RELOAD_AFTER));

  for (let i = RELOAD_AFTER + 1; i <= EDITS; i++) await makeEdit(page, i);
  await expect(column(page).locator('.card-title')).toHaveCount(expected(EDITS).length);
  await page.reload();
  await expect.poll(() => shownCards(page)).toEqual(expected(EDITS));
  await expect(column(page).locator('.list-head').getByRole('button').first()).toHaveText(
    `Plan v${EDITS / 10}`,
  );
});
