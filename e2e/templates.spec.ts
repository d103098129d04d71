// Card templates: mark a card as one in its dialog, see the badge on its tile, add a copy under another list with
// "From template…"; the copy is no template itself (what a copy keeps: FromTemplateDialog.test.tsx).
import { expect, test } from '@playwright/test';
import { signUp, uniqueEmail } from './support';

test('make a template, then add a card from it to another list', async ({ page }) => {
  await signUp(page, { email: uniqueEmail('tpl') });
  await page.getByLabel('Board title').fill('Support');
  await page.getByRole('button', { name: 'Create board' }).click();
  for (const title of ['Inbox', 'Doing']) {
    await page.getByRole('textbox', { name: 'List title' }).last().fill(title);
    await page.getByRole('textbox', { name: 'List title' }).last().press('Enter');
    await expect(page.getByRole('region', { name: `List ${title}`, exact: true })).toBeVisible();
  }
  const inbox = page.getByRole('region', { name: 'List Inbox', exact: true });
  const doing = page.getByRole('region', { name: 'List Doing', exact: true });
  await inbox.getByRole('button', { name: '+ Add a card' }).click();
  await inbox.getByLabel('Card title').fill('Bug report');
  await inbox.getByLabel('Card title').press('Enter');
  await inbox.getByLabel('Card title').press('Escape');
  await expect(doing.getByRole('button', { name: 'From template…' })).toHaveCount(0);

  await inbox.getByRole('link', { name: 'Bug report' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Template', exact: true }).click();
  await expect(dialog.getByText('This card is a template.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(inbox.locator('.card-tile', { hasText: 'Bug report' }).locator('.badge.template')).toHaveText(
    'Template',
  );

  await doing.getByRole('button', { name: 'From template…' }).click();
  const from = page.getByRole('dialog', { name: 'Card from a template' });
  await expect(from.getByLabel('Title of the new card')).toHaveValue('Bug report');
  await from.getByLabel('Title of the new card').fill('Login fails');
  await from.getByRole('button', { name: 'Create card' }).click();
  await expect(doing.locator('.card-title')).toHaveText(['Login fails']);
  await expect(doing.locator('.badge.template')).toHaveCount(0);
  await expect(inbox.locator('.card-title')).toHaveText(['Bug report']);
});
