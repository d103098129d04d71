// Public boards in `emulator` mode (issue 27 items 1 and 2): an owner makes a board public from "Share…"; anyone
// with the link — here a browser with nobody signed in — sees it read-only at /p/:boardId (lists, cards, a card's
// checklist and link; comments only when the owner shows them), with no control that writes, and the owner's
// changes as they come; the owner makes it private again and the reader's page says so at once, and a reload too.
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { gardenExport, importFile } from '../e2e/support';
import { addCards, addList, allSaved, cardsIn, signUpAs } from './support';

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
  const email = await signUpAs(page, 'Ana Owner');
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
  // Signing in comes back to this board, where a member finds the way to open it as one.
  await expect(reader.getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute(
    'href',
    `/signin?next=${encodeURIComponent(new URL(link).pathname)}`,
  );
  // Nobody's e-mail address, the owner's included, is anywhere in the page.
  expect(await reader.content()).not.toContain(email);

  await reader.getByRole('link', { name: 'Order seeds', exact: true }).click();
  expect(reader.url()).toMatch(/\/p\/[^/]+\/c\//);
  const card = reader.getByRole('dialog', { name: /Order seeds/ });
  await expect(card.locator('.check-item', { hasText: 'Tomatoes' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Seed catalogue' })).toBeVisible();
  // Comments are the owner's choice, off by default.
  await expect(card.getByText('Buy the early ones')).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Archive' })).toHaveCount(0);
  await reader.keyboard.press('Escape');
  // Activity goes with comments, off here: the board menu does not offer it.
  await reader.getByRole('button', { name: 'Board menu' }).click();
  await expect(reader.getByRole('menuitem', { name: 'Activity…' })).toHaveCount(0);
  await reader.keyboard.press('Escape');

  // What the owner changes reaches the reader's open page, no reload: a new list, a new card, a card archived, the
  // owner joining a card (named as the owner named the account).
  await addList(page, 'Later');
  await addCards(page, 'To do', ['Water the beans']);
  await page.getByRole('link', { name: 'Order seeds', exact: true }).click();
  await page
    .getByRole('dialog', { name: /Order seeds/ })
    .getByRole('button', { name: 'Join' })
    .click();
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Paint the fence', exact: true }).click();
  await page
    .getByRole('dialog', { name: /Paint the fence/ })
    .getByRole('button', { name: 'Archive' })
    .click();
  await page.keyboard.press('Escape');
  await allSaved(page);
  await expect(reader.getByRole('region', { name: 'List Later', exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await expect(cardsIn(reader, 'To do')).toHaveText(['Order seeds', 'Water the beans']);
  await expect(cardsIn(reader, 'Done')).toHaveText([]);
  await expect(
    reader.locator('.card-tile', { hasText: 'Order seeds' }).getByRole('img', { name: 'Ana Owner' }),
  ).toBeVisible();

  await share(page, 'Private');
  await allSaved(page);
  // The reader's open page learns it at once, and a reload is refused.
  await expect(reader.getByText('This board is not public, or it is no longer.')).toBeVisible({
    timeout: 15_000,
  });
  await reader.reload();
  await expect(reader.getByText('This board is not public, or it is no longer.')).toBeVisible();
});

test('a public board shows its comments and activity only when the owner ticks "Show comments"', async ({
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
  await reader.keyboard.press('Escape');
  // Activity goes with comments: the feed, its entries named as their authors named their accounts.
  await reader.getByRole('button', { name: 'Board menu' }).click();
  await reader.getByRole('menuitem', { name: 'Activity…' }).click();
  const feed = reader.getByRole('dialog', { name: 'Activity' }).getByRole('list', { name: 'Activity' });
  await expect(feed.getByRole('listitem').first()).toContainText('Ana Owner');
});

test('a public board’s embed shows in a frame of a page on another site, without the app’s frame', async ({
  page,
  browser,
  baseURL,
}, info) => {
  const file = info.outputPath('garden.json');
  writeFileSync(file, JSON.stringify(gardenExport()));
  await signUpAs(page, 'Ana Owner');
  await importFile(page, file);
  const dialog = await share(page, 'Public');
  const code = await dialog.getByLabel(/Embed code/).inputValue();
  await page.keyboard.press('Escape');
  await allSaved(page);

  // A page of another origin (another port) that pastes the embed code, served by the test itself. A real server on
  // loopback: a page Playwright answers counts as a public site to Chromium, whose local network checks then
  // refuse any loopback frame whatever its headers say, which would prove nothing about them.
  const blog = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html');
    response.end(`<h1>Our garden</h1>${code}`);
  });
  await new Promise<void>((resolve) => blog.listen(0, '127.0.0.1', resolve));
  const host = `http://127.0.0.1:${(blog.address() as AddressInfo).port}/post.html`;
  expect(new URL(host).origin).not.toBe(new URL(baseURL ?? '').origin);
  const reader = await (await browser.newContext()).newPage();
  await reader.goto(host);
  expect(code).toContain(`${baseURL ?? ''}/embed/`);
  const embed = reader.frameLocator('iframe');
  await expect(embed.getByText('Public board: read-only')).toBeVisible();
  await expect(embed.locator('.card-title')).toHaveText(['Order seeds', 'Paint the fence']);
  await expect(embed.locator('.topbar')).toHaveCount(0);
  await expect(embed.getByRole('link', { name: 'Open in Lanes' })).toHaveAttribute('target', '_blank');
  blog.close();
});
