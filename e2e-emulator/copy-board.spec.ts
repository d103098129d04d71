// "Copy board" in `emulator` mode (issue 27 item 5): the board's comments and links come in one answer of the
// boardSnapshot callable, the copy is written through the importBoard callable as an import is, under the same
// checks, and is there whole after a reload.
import { writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectGardenCard, gardenExport, importFile, openCopyBoard } from '../e2e/support';
import { allSaved, cardsIn, signUpAs } from './support';

test('a board copied with its cards, comments, links and labels is there after a reload', async ({
  page,
}, info) => {
  const file = info.outputPath('garden.json');
  writeFileSync(file, JSON.stringify(gardenExport()));
  await signUpAs(page, 'Ana Copier');
  await importFile(page, file);
  const original = page.url();

  const dialog = await openCopyBoard(page);
  await expect(dialog.getByLabel('Title of the copy')).toBeFocused();
  await page.keyboard.type('Garden 2027');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status')).toContainText('Copied in', { timeout: 30_000 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /Board title: Garden 2027/ })).toBeVisible();
  expect(page.url()).not.toBe(original);
  await allSaved(page);
  await page.reload();
  await expect(cardsIn(page, 'To do')).toHaveText(['Order seeds']);
  await expect(cardsIn(page, 'Done')).toHaveText(['Paint the fence']);
  await expectGardenCard(page);
});
