// Issue 27 item 5, "Copy board": from the board menu, with or without its cards, into a new board of the person's
// own; the original stays as it was.
import { writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  cardTitles,
  expectGardenCard,
  gardenExport,
  importFile,
  listTitles,
  openCopyBoard,
  signUp,
  uniqueEmail,
} from './support';

test('copy a board with its cards, then a copy of it without them', async ({ page }, info) => {
  const file = info.outputPath('garden.json');
  writeFileSync(file, JSON.stringify(gardenExport()));
  await signUp(page, { email: uniqueEmail('copy') });
  await importFile(page, file);
  const original = page.url();

  let dialog = await openCopyBoard(page);
  const title = dialog.getByLabel('Title of the copy');
  await expect(title).toHaveValue('Garden (copy)');
  // The proposed title is selected, so typing replaces it; an empty one is refused before anything is written.
  await expect(title).toBeFocused();
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Give the copy a title of 1 to 512 characters.');
  await page.keyboard.type('Garden 2027');
  await page.keyboard.press('Enter');
  const result = dialog.getByRole('status');
  await expect(result).toContainText('Copied in');
  await expect(result.getByRole('row', { name: /Cards/ })).toContainText('2 open, 0 archived');
  // The way on has the focus: Enter opens the copy.
  await expect(result.getByRole('link', { name: 'Open the copy' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('button', { name: /Board title: Garden 2027/ })).toBeVisible();
  expect(page.url()).not.toBe(original);
  await expect.poll(() => listTitles(page)).toEqual(['To do', 'Done']);
  await expect.poll(() => cardTitles(page, 'To do')).toEqual(['Order seeds']);
  await expect.poll(() => cardTitles(page, 'Done')).toEqual(['Paint the fence']);
  const card = await expectGardenCard(page);
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();

  // The copy's own copy, lists only: "Cards" unticked by keyboard, and what goes with cards with it.
  dialog = await openCopyBoard(page);
  const cards = dialog.getByRole('checkbox', { name: 'Cards' });
  await cards.focus();
  await page.keyboard.press('Space');
  await expect(cards).not.toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Checklists' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Copy board' }).click();
  await dialog.getByRole('link', { name: 'Open the copy' }).click();
  await expect(page.getByRole('button', { name: /Board title: Garden 2027 \(copy\)/ })).toBeVisible();
  await expect.poll(() => listTitles(page)).toEqual(['To do', 'Done']);
  await expect(page.locator('.card-tile')).toHaveCount(0);

  // The original is as it was, and all three boards are listed.
  await page.goto(original);
  await expect.poll(() => cardTitles(page, 'To do')).toEqual(['Order seeds']);
  await page.getByRole('link', { name: 'Lanes', exact: true }).click();
  for (const name of ['Garden', 'Garden 2027', 'Garden 2027 (copy)'])
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
});
