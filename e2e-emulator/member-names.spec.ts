// Issue 23 item 12 in emulator mode (Auth, Firestore and Functions; no Realtime Database): the @ menu names the
// board's other members by their accounts' names (Firestore's member mirror, written by the functions) and "@Be"
// finds Bea; the pages say once that presence is off instead of retrying a WebSocket to the absent Realtime Database;
// and the emulators' start-up log does not claim the Firestore triggers are ignored.
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { addCards, addList, column, createBoard, signUpAs, typeInto } from './support';

/** A new page in a browser context of its own, its console messages collected in `said`. */
async function device(browser: Browser, said: string[]): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  page.on('console', (message) => said.push(message.text()));
  return page;
}

test('the @ menu names members by their accounts; no Realtime Database retries; triggers said registered', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const said: string[] = [];
  const ana = await device(browser, said);
  await signUpAs(ana, 'Ana Owner');
  await createBoard(ana, 'Team plans');
  await addList(ana, 'To do');
  await addCards(ana, 'To do', ['Paint the fence']);

  await ana.getByRole('button', { name: 'Invite', exact: true }).click();
  const dialog = ana.getByRole('dialog', { name: 'Invite to board' });
  await dialog.getByRole('button', { name: 'Create invite link' }).click();
  const field = dialog.getByLabel('Invite link');
  await expect(field).toHaveValue(/\/invite\/.+/, { timeout: 30_000 });
  const link = await field.inputValue();
  await dialog.getByRole('button', { name: 'Close' }).click();

  const bea = await device(browser, said);
  await bea.goto(link);
  await bea.getByRole('link', { name: 'Create an account' }).click();
  await typeInto(bea, 'Name', 'Bea Member');
  await typeInto(bea, 'E-mail', `bea-${Date.now()}@example.com`);
  await typeInto(bea, 'Password', 'secret-password');
  await bea.getByRole('button', { name: 'Create account' }).click();
  await bea.getByRole('button', { name: 'Join board' }).click();
  await expect(column(bea, 'To do')).toBeVisible({ timeout: 30_000 });

  // Ana types "@" in a comment: both members by name, and "@Be" narrows to Bea.
  await ana.bringToFront();
  await column(ana, 'To do').getByRole('link', { name: 'Paint the fence', exact: true }).click();
  const card = ana.getByRole('dialog');
  await card.getByRole('textbox', { name: 'Write a comment' }).click();
  await ana.keyboard.type('@');
  const menu = card.getByRole('listbox', { name: 'Mention a board member' });
  // The others on the board (not Ana herself), by name.
  await expect(menu.getByRole('option', { name: 'Bea Member', exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await expect(menu).not.toContainText('A member (');
  await ana.keyboard.type('Be');
  await expect(menu.getByRole('option')).toHaveCount(1);
  await expect(menu.getByRole('option', { name: 'Bea Member', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await ana.keyboard.press('Enter');
  await expect(card.getByRole('textbox', { name: 'Write a comment' })).toHaveValue(/^@Bea Member /);

  // The absent Realtime Database: said once per page, never retried.
  await bea.reload();
  await expect(column(bea, 'To do')).toBeVisible();
  await bea.waitForTimeout(3000);
  const retries = said.filter((text) =>
    /WebSocket|ws:\/\/|Transport has already been initialized/.test(text),
  );
  expect(retries).toEqual([]);
  const notices = said.filter((text) => text.includes('no Realtime Database emulator'));
  // Ana's page and Bea's two page loads: one notice each.
  expect(notices.length).toBeLessThanOrEqual(3);
  expect(notices.length).toBeGreaterThanOrEqual(1);

  // The start-up log says the Firestore triggers get registered, not that they are ignored.
  const log = process.env.LANES_EMULATOR_LOG;
  expect(log, 'run under scripts/emulators/run.ts').toBeTruthy();
  const text = readFileSync(log ?? '', 'utf8');
  expect(text).toContain('Firestore triggers registered with the Firestore emulator');
  expect(text).not.toContain('ignored because the firestore emulator does not exist');
});
