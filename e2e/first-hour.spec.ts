// Issue 23 items 11, 13 and 14: a new checklist puts the caret in its "Add an item" field; an observer's card
// title is not announced as editable; the Archived items panel has a filter and keeps each date on one line.
import { expect, test } from '@playwright/test';
import { trelloExport } from './export-builder';
import { boardWithLists, importFile, signUp, uniqueEmail } from './support';

test('after creating a checklist the caret is in its "Add an item" field', async ({ page }) => {
  await signUp(page, { email: uniqueEmail('checklist') });
  await boardWithLists(page, 'Home', { 'To do': ['Paint the fence'] });
  await page.getByRole('link', { name: 'Paint the fence', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Checklist', exact: true }).click();
  await dialog.getByLabel('New checklist title').click();
  await page.keyboard.type('Before painting');
  await page.keyboard.press('Enter');
  const add = dialog.getByLabel('Add an item to Before painting');
  await expect(add).toBeFocused();
  // The next thing typed is the first item.
  await page.keyboard.type('Sand the boards');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('list', { name: 'Items of Before painting' })).toContainText('Sand the boards');
  await expect(add).toBeFocused();
});

test('an observer’s card title is read as plain text, without "Click to edit"', async ({ context }) => {
  const owner = await context.newPage();
  await signUp(owner, { email: uniqueEmail('owner'), name: 'Ana Owner' });
  await boardWithLists(owner, 'Team plans', { 'To do': ['Paint the fence'] });
  await owner.getByRole('button', { name: 'Invite', exact: true }).click();
  const invite = owner.getByRole('dialog', { name: 'Invite to board' });
  await invite.getByLabel('Role').selectOption('observer');
  await invite.getByRole('button', { name: 'Create invite link' }).click();
  await expect(invite.getByLabel('Invite link')).toHaveValue(/\/invite\/.+/);
  const link = await invite.getByLabel('Invite link').inputValue();

  const observer = await context.newPage();
  await observer.goto(link);
  await observer.getByRole('link', { name: 'Create an account' }).click();
  await observer.getByLabel('Name').fill('Olga Observer');
  await observer.getByLabel('E-mail').fill(uniqueEmail('observer'));
  await observer.getByLabel('Password').fill('secret-password');
  await observer.getByRole('button', { name: 'Create account' }).click();
  await observer.getByRole('button', { name: 'Join board' }).click();
  await observer.getByRole('link', { name: 'Paint the fence', exact: true }).click();
  const title = observer.getByRole('dialog').getByRole('button', { name: /^Card title:/ });
  await expect(title).toBeDisabled();
  await expect(title).toHaveAccessibleName('Card title: Paint the fence');

  // The owner's stays editable, and says so.
  await owner.getByRole('dialog', { name: 'Invite to board' }).getByRole('button', { name: 'Close' }).click();
  await owner.getByRole('link', { name: 'Paint the fence', exact: true }).click();
  await expect(owner.getByRole('dialog').getByRole('button', { name: /^Card title:/ })).toHaveAccessibleName(
    'Card title: Paint the fence. Click to edit',
  );
});

test('Archived items: each date on one line, and a filter over 12 lists and 78 cards', async ({ page }, info) => {
  const lists = ['Open', ...Array.from({ length: 12 }, (_, i) => `Old list ${i + 1}`)];
  const cards = Array.from({ length: 78 }, (_, i) => ({
    title: i === 41 ? 'Renew the insurance' : `Archived card ${i + 1}`,
    list: 'Open',
    closed: true,
  }));
  const file = trelloExport(info.outputPath('archived.json'), 'Attic', lists, cards, lists.slice(1));
  await signUp(page, { email: uniqueEmail('archive') });
  await importFile(page, file);
  await page.getByRole('button', { name: 'Board menu' }).click();
  await page.getByRole('menuitem', { name: 'Archived items…' }).click();
  const panel = page.getByRole('dialog', { name: 'Archived items' });
  await expect(panel.getByRole('button', { name: /^Restore list/ })).toHaveCount(12);
  await expect(panel.getByRole('button', { name: /^Restore card/ })).toHaveCount(78);

  // "archived Nov 27, 2026" is one line, not three.
  const date = panel.getByRole('listitem').filter({ hasText: 'Old list 1' }).first().getByText(/archived/);
  const lines = await date.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });
  expect(lines).toBe(1);

  // The filter: typed into, it narrows both lists and cards; a word matching nothing says so.
  const filter = panel.getByRole('searchbox', { name: 'Filter archived items' });
  await filter.click();
  await page.keyboard.type('insurance');
  await expect(panel.getByRole('button', { name: /^Restore card/ })).toHaveCount(1);
  await expect(panel.getByRole('button', { name: 'Restore card Renew the insurance' })).toBeVisible();
  await expect(panel.getByRole('button', { name: /^Restore list/ })).toHaveCount(0);
  await expect(panel.getByRole('heading', { name: /Cards/ })).toContainText('1 of 78');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('old list 1');
  // "Old list 1", "Old list 10", "11", "12".
  await expect(panel.getByRole('button', { name: /^Restore list/ })).toHaveCount(4);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('zebra');
  await expect(panel.getByRole('status').filter({ hasText: 'Nothing archived matches “zebra”.' })).toBeVisible();
});
