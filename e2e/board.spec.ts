// The main job on real input: import the largest Trello fixture, check it, drag cards and lists, reload.
import { expect, test, type Page } from '@playwright/test';
import {
  cardTitles,
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

async function expectBoard(page: Page, expected: { title: string; cards: string[] }[]) {
  await expect.poll(() => listTitles(page)).toEqual(expected.map((l) => l.title));
  for (const list of expected) await expect.poll(() => cardTitles(page, list.title)).toEqual(list.cards);
}

test('import the largest fixture, drag a card and a list, reload: all in place', async ({ page }) => {
  const expected = trelloOpenBoard(FIXTURE);
  await signUp(page, { email: uniqueEmail(), remember: true });
  await importFixture(page, FIXTURE);
  await expectBoard(page, expected);
  if (process.env.LANES_SCREENSHOT) await page.screenshot({ path: process.env.LANES_SCREENSHOT });

  // Drag the first card of the first list onto the top half of the second list's first card.
  const [first, second] = expected;
  if (!first || !second || !first.cards[0] || !second.cards[0]) throw new Error('fixture changed shape');
  const moved = first.cards[0];
  const source = page.locator('.card-tile', { hasText: moved }).first();
  const target = page.locator('.card-tile', { hasText: second.cards[0] }).first();
  await source.dragTo(target, { targetPosition: { x: 40, y: 4 } });
  first.cards.shift();
  second.cards.unshift(moved);
  await expectBoard(page, expected);

  // Drag the first list to the right of the third.
  const third = expected[2];
  if (!third) throw new Error('fixture changed shape');
  const head = page.getByRole('region', { name: `List ${first.title}`, exact: true }).locator('.list-head');
  const box = await page.getByRole('region', { name: `List ${third.title}`, exact: true }).boundingBox();
  if (!box) throw new Error('list not visible');
  await head.dragTo(page.getByRole('region', { name: `List ${third.title}`, exact: true }), {
    targetPosition: { x: box.width - 10, y: 20 },
  });
  expected.splice(0, 1);
  expected.splice(2, 0, first);
  await expectBoard(page, expected);

  await page.reload();
  await expectBoard(page, expected);
});

test('the keyboard "Move…" action moves a card to another list and position', async ({ page }) => {
  const expected = trelloOpenBoard(FIXTURE);
  await signUp(page, { email: uniqueEmail() });
  await importFixture(page, FIXTURE);
  const [first, second] = expected;
  if (!first?.cards[0] || !second) throw new Error('fixture changed shape');
  const moved = first.cards[0];

  await page.getByRole('button', { name: `Move card ${moved}` }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Move “${moved}”` });
  await dialog.getByLabel('List').selectOption({ label: second.title });
  await dialog.getByLabel('Position').selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'Move' }).press('Enter');
  first.cards.shift();
  second.cards.splice(1, 0, moved);
  await expectBoard(page, expected);
  // The keyboard stays with the card, in its new place.
  await expect(page.getByRole('link', { name: moved, exact: true })).toBeFocused();
});
