// "Copy board" in `emulator` mode (issue 27 item 5): the board's comments and links come in one answer of the
// boardSnapshot callable, the copy is written through the importBoard callable as an import is, under the same
// checks, and is there whole after a reload; with "Members" ticked, the board's members join it (the copyMembers
// callable) and are told.
import { writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectGardenCard, gardenExport, importFile, openCopyBoard } from '../e2e/support';
import {
  addCards,
  addList,
  allSaved,
  cardsIn,
  createBoard,
  device,
  inviteLink,
  joinAs,
  signUpAs,
} from './support';

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

test('a board copied with its members: each joins the copy with their role and is told', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const ana = await device(browser);
  await signUpAs(ana, 'Ana Owner');
  await createBoard(ana, 'Team plans');
  await addList(ana, 'To do');
  await addCards(ana, 'To do', ['Paint the fence']);
  const bea = await device(browser);
  await joinAs(bea, await inviteLink(ana, 'member'), 'Bea Member');

  const dialog = await openCopyBoard(ana);
  // Off until ticked: copying adds other people to a board.
  const members = dialog.getByRole('checkbox', { name: /^Members/ });
  await expect(members).not.toBeChecked();
  await members.check();
  await dialog.getByRole('button', { name: 'Copy board' }).click();
  await expect(dialog.getByText('1 member joined the copy.')).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('link', { name: 'Open the copy' }).click();
  await expect(ana.getByRole('button', { name: /Board title: Team plans \(copy\)/ })).toBeVisible();

  // Bea has the copy among her boards, as a member (she may add a card), and a notice that Ana added her.
  await bea.goto('/');
  await bea.getByRole('link', { name: /Team plans \(copy\)/ }).click();
  await addCards(bea, 'To do', ['Buy brushes']);
  await expect(cardsIn(ana, 'To do')).toHaveText(['Paint the fence', 'Buy brushes']);
  await bea.getByRole('button', { name: /^Notifications, \d+ unread/ }).click();
  await expect(bea.getByRole('region', { name: 'Notifications' })).toContainText(
    'Ana Owner added you to the board Team plans (copy)',
  );
});
