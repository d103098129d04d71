// Issue J item 7: two people edit one description. The one still editing when the other saves is told who changed
// it, and chooses: keep mine, take theirs, or see both — the last save no longer wins silently.
import { expect, test, type Page } from '@playwright/test';
import { boardWithLists, inviteNewMember, signUp, uniqueEmail } from './support';

async function editDescription(page: Page, text: string) {
  await page.getByRole('link', { name: 'Paint the fence', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Edit description' }).click();
  await dialog.getByLabel('Description (Markdown)').click();
  await page.keyboard.type(text);
  return dialog;
}

test('a description changed by another while you edit: told by whom, keep mine / take theirs / see both', async ({
  context,
}) => {
  const ana = await context.newPage();
  await signUp(ana, { email: uniqueEmail('ana'), name: 'Ana Owner' });
  await boardWithLists(ana, 'Home', { 'To do': ['Paint the fence'] });
  const bea = await inviteNewMember(ana, context, 'Bea Member');

  const anaDialog = await editDescription(ana, 'White, two coats');
  const beaDialog = await editDescription(bea, 'Green, one coat');
  await beaDialog.getByRole('button', { name: 'Save' }).click();
  await expect(beaDialog.getByRole('region', { name: 'Description' }).locator('.markdown')).toHaveText(
    'Green, one coat',
  );

  // Ana is still editing: she is told, her text is still hers, and she can look at Bea's.
  const alert = anaDialog.getByRole('alert');
  await expect(alert).toContainText('Bea Member changed the description while you were editing.');
  await expect(anaDialog.getByLabel('Description (Markdown)')).toHaveValue('White, two coats');
  await alert.getByRole('button', { name: 'See both' }).click();
  await expect(anaDialog.getByRole('group', { name: 'Their version' })).toContainText('Green, one coat');

  // Keep mine: Ana's text is saved, and Bea sees it.
  await alert.getByRole('button', { name: 'Keep mine' }).click();
  await expect(anaDialog.getByRole('region', { name: 'Description' }).locator('.markdown')).toHaveText(
    'White, two coats',
  );
  await expect(beaDialog.getByRole('region', { name: 'Description' }).locator('.markdown')).toHaveText(
    'White, two coats',
  );

  // Again, and this time Bea takes Ana's: her edit is dropped, the stored text stays.
  await beaDialog.getByRole('button', { name: 'Edit description' }).click();
  await beaDialog.getByLabel('Description (Markdown)').click();
  await bea.keyboard.type(' and a varnish');
  await anaDialog.getByRole('button', { name: 'Edit description' }).click();
  await anaDialog.getByLabel('Description (Markdown)').click();
  await ana.keyboard.press('ControlOrMeta+A');
  await ana.keyboard.type('Blue');
  await anaDialog.getByRole('button', { name: 'Save' }).click();
  const beaAlert = beaDialog.getByRole('alert');
  await expect(beaAlert).toContainText('Ana Owner changed the description while you were editing.');
  await beaAlert.getByRole('button', { name: 'Take theirs' }).click();
  await expect(beaDialog.getByRole('region', { name: 'Description' }).locator('.markdown')).toHaveText(
    'Blue',
  );
  await expect(anaDialog.getByRole('region', { name: 'Description' }).locator('.markdown')).toHaveText(
    'Blue',
  );
});
