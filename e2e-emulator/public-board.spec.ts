// Public boards in `emulator` mode (issue 27 items 1 and 2): an owner makes a board public from "Share…"; anyone
// with the link — here a browser with nobody signed in — sees it read-only at /p/:boardId (lists, cards, a card's
// checklist and link; comments only when the owner shows them), with no control that writes; the owner makes it
// private again and the reader's page says so at once, and a reload too.
import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { gardenExport, importFile } from '../e2e/support';
import { allSaved, cardsIn, signUpAs } from './support';

/** Opens "Share…" from the board menu, chooses public or private (and comments), saves; returns the dialog. */
async function share(page: Page, visibility: 'Public' | 'Private', comments = false) {
  await page.getByRole('button', { name: 'Board menu' }).click();
  await page.getByRole('menuitem', { name: 'Share…' }).click();
  const dialog = page.getByRole('dialog', { name: /^Share “/ });
  await dialog.getByRole('radio', { name: new RegExp(`^${visibility}`) }).check();
  if (visibility === 'Public')
    await dialog.getByRole('checkbox', { name: 'Show comments' }).setChecked(comments);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Saved: the board is now ${visibility.toLowerCase()}.`)).toBeVisible();
  return dialog;
}

test('a public board is shown read-only to a reader with no account, and no longer once private', async ({
  page,
  browser,
}, info) => {
  const file = info.outputPath('garden.json');
  writeFileSync(file, JSON.stringify(gardenExport()));
  await signUpAs(page, 'Ana Owner');
  await importFile(page, file);
  const dialog = await share(page, 'Public');
  const link = await dialog.getByLabel('Public link').inputValue();
  expect(link).toMatch(/\/p\/[^/]+$/);
  await expect(dialog.getByLabel(/Embed code/)).toHaveValue(new RegExp(`<iframe src="[^"]*/embed/`));
  await page.keyboard.press('Escape');
  await allSaved(page);

  const reader = await (await browser.newContext()).newPage();
  await reader.goto(link);
  await expect(reader.getByText('Public board: read-only')).toBeVisible();
  await expect(cardsIn(reader, 'To do')).toHaveText(['Order seeds']);
  await expect(cardsIn(reader, 'Done')).toHaveText(['Paint the fence']);
  // Nothing that writes: no "Add a card", no new list, the title not editable.
  await expect(reader.getByRole('button', { name: /Add a card/ })).toHaveCount(0);
  await expect(reader.getByRole('button', { name: /Board title/ })).toBeDisabled();
  expect(await reader.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');

  await reader.getByRole('link', { name: 'Order seeds', exact: true }).click();
  expect(reader.url()).toMatch(/\/p\/[^/]+\/c\//);
  const card = reader.getByRole('dialog', { name: /Order seeds/ });
  await expect(card.locator('.check-item', { hasText: 'Tomatoes' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Seed catalogue' })).toBeVisible();
  // Comments are the owner's choice, off by default.
  await expect(card.getByText('Buy the early ones')).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Archive' })).toHaveCount(0);

  await share(page, 'Private');
  await allSaved(page);
  // The reader's open page learns it at once, and a reload is refused.
  await expect(reader.getByText('This board is not public, or it is no longer.')).toBeVisible({
    timeout: 15_000,
  });
  await reader.reload();
  await expect(reader.getByText('This board is not public, or it is no longer.')).toBeVisible();
});

test('a public board shows its comments only when the owner ticks "Show comments"', async ({
  page,
  browser,
}, info) => {
  const file = info.outputPath('garden.json');
  writeFileSync(file, JSON.stringify(gardenExport()));
  await signUpAs(page, 'Ana Owner');
  await importFile(page, file);
  const dialog = await share(page, 'Public', true);
  const link = await dialog.getByLabel('Public link').inputValue();
  await page.keyboard.press('Escape');
  await allSaved(page);

  const reader = await (await browser.newContext()).newPage();
  await reader.goto(link);
  await reader.getByRole('link', { name: 'Order seeds', exact: true }).click();
  await expect(
    reader.getByRole('dialog', { name: /Order seeds/ }).getByText('Buy the early ones'),
  ).toBeVisible();
});
