// Issue J item 1: every field that opens takes the caret — "+ Add a card" in a second list, the list, board and
// card title renames, Edit description — so what a person types lands in it, never in the page's shortcuts. Typed
// with the keyboard into whatever has the focus, as a person does (fill() would hide a missing caret).
import { expect, test, type Page } from '@playwright/test';
import { signUp, uniqueEmail } from './support';

/** Types `text` into whatever has the focus, then presses Enter. */
async function typeAndEnter(page: Page, text: string) {
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

test('each field that opens takes the caret: typed text lands in it, never in shortcuts', async ({
  page,
}) => {
  await signUp(page, { email: uniqueEmail() });
  await page.getByLabel('Board title').click();
  await typeAndEnter(page, 'Home');
  // The first field of the board page: "Add another list".
  await expect(page.getByRole('textbox', { name: 'List title', exact: true })).toBeFocused();
  await typeAndEnter(page, 'To do');
  await typeAndEnter(page, 'Doing');
  const todo = page.getByRole('region', { name: 'List To do', exact: true });
  const doing = page.getByRole('region', { name: 'List Doing', exact: true });
  await expect(doing).toBeVisible();

  await todo.getByRole('button', { name: '+ Add a card' }).click();
  await typeAndEnter(page, 'Buy paint');
  await expect(todo.getByRole('link', { name: 'Buy paint', exact: true })).toBeVisible();
  // A second composer, in another list: the case that lost letters to shortcuts ("n" opened a composer).
  await doing.getByRole('button', { name: '+ Add a card' }).click();
  await typeAndEnter(page, 'Paint the kitchen');
  await expect(doing.getByRole('link', { name: 'Paint the kitchen', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  // The list title, renamed: select what is there, type over it.
  await doing.getByRole('button', { name: /List title/ }).click();
  await page.keyboard.press('ControlOrMeta+A');
  await typeAndEnter(page, 'In progress');
  await expect(page.getByRole('region', { name: 'List In progress', exact: true })).toBeVisible();

  // The board title.
  await page.getByRole('button', { name: /Board title/ }).click();
  await page.keyboard.press('ControlOrMeta+A');
  await typeAndEnter(page, 'Our home');
  await expect(page.getByRole('button', { name: /Board title/ })).toHaveText('Our home');

  // The card title, in its dialog, and its description.
  await page.getByRole('link', { name: 'Paint the kitchen', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^Card title/ }).click();
  await page.keyboard.press('ControlOrMeta+A');
  await typeAndEnter(page, 'Paint the hall');
  await expect(dialog.getByRole('heading', { name: 'Paint the hall' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Edit description' }).click();
  await page.keyboard.type('Two coats, white.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.locator('.markdown')).toHaveText('Two coats, white.');
  await page.keyboard.press('Escape');

  // Nothing typed went to a shortcut: no other card appeared, and every title is whole.
  await expect(page.locator('.card-tile')).toHaveCount(2);
  await expect(page.locator('.card-title')).toHaveText(['Buy paint', 'Paint the hall']);
});
