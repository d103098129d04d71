// Issue J items 5, 12 and 16, in the card dialog: unsent comments and description edits survive closing it
// (Escape included); Markdown is GitHub-flavoured (bare URLs are links, code and quotes styled); the dialog is
// laid out as content and a sidebar on a wide screen, stacked on a phone, with empty sections closed.
import { expect, test, type Page } from '@playwright/test';
import { boardWithLists, signUp, uniqueEmail } from './support';

async function openCard(page: Page, title: string) {
  await page.getByRole('link', { name: title, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test('Escape keeps an unsent comment and an unsaved description: both are back when the card opens', async ({
  page,
}) => {
  await signUp(page, { email: uniqueEmail() });
  await boardWithLists(page, 'Home', { 'To do': ['Paint the fence', 'Buy paint'] });

  let dialog = await openCard(page, 'Paint the fence');
  await dialog.getByLabel('Write a comment').click();
  await page.keyboard.type('Two coats, maybe three');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Another card has its own, empty, comment box.
  dialog = await openCard(page, 'Buy paint');
  await expect(dialog.getByLabel('Write a comment')).toHaveValue('');
  await page.keyboard.press('Escape');

  dialog = await openCard(page, 'Paint the fence');
  await expect(dialog.getByLabel('Write a comment')).toHaveValue('Two coats, maybe three');
  await dialog.getByRole('button', { name: 'Edit description' }).click();
  await page.keyboard.type('White, from the shed');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // After a reload too.
  await page.reload();
  dialog = await openCard(page, 'Paint the fence');
  await expect(dialog.getByLabel('Description (Markdown)')).toHaveValue('White, from the shed');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('region', { name: 'Description' }).locator('.markdown')).toHaveText(
    'White, from the shed',
  );
  await dialog.getByRole('button', { name: 'Comment' }).click();
  await expect(dialog.locator('.comment')).toContainText('Two coats, maybe three');
  await expect(dialog.getByLabel('Write a comment')).toHaveValue('');
});

test('Markdown: bare URLs become links, inline code and block quotes have a style', async ({ page }) => {
  await signUp(page, { email: uniqueEmail() });
  await boardWithLists(page, 'Home', { 'To do': ['Paint the fence'] });
  const dialog = await openCard(page, 'Paint the fence');
  await dialog.getByRole('button', { name: 'Edit description' }).click();
  await page.keyboard.type('Colours at https://example.com/paint and `RAL 9010`\n\n> Measure twice');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const markdown = dialog.getByRole('region', { name: 'Description' }).locator('.markdown');
  await expect(markdown.getByRole('link', { name: 'https://example.com/paint' })).toHaveAttribute(
    'href',
    'https://example.com/paint',
  );
  const style = async (selector: string, property: string) =>
    markdown.locator(selector).evaluate((e, p) => getComputedStyle(e).getPropertyValue(p), property);
  expect(await style('code', 'font-family')).toMatch(/mono/i);
  expect(await style('code', 'background-color')).not.toBe('rgba(0, 0, 0, 0)');
  expect(await style('blockquote', 'border-left-style')).toBe('solid');
  expect(await style('blockquote', 'margin-left')).not.toBe('40px');
});

test('wide: content left, sidebar right, empty sections closed; phone: stacked, within the screen', async ({
  page,
}) => {
  await signUp(page, { email: uniqueEmail() });
  await boardWithLists(page, 'Home', { 'To do': ['Paint the fence'] });
  const dialog = await openCard(page, 'Paint the fence');
  const description = dialog.getByRole('region', { name: 'Description' });
  const addToCard = dialog.getByRole('group', { name: 'Add to card' });
  const content = await description.boundingBox();
  const sidebar = await addToCard.boundingBox();
  if (!content || !sidebar) throw new Error('description or sidebar not shown');
  expect(sidebar.x).toBeGreaterThanOrEqual(content.x + content.width);
  expect(sidebar.y).toBeLessThan(content.y + content.height);
  // Nothing in them: no checklists, attachments, members, labels or dates sections.
  for (const heading of ['Checklists', 'Attachments', 'Members', 'Labels', 'Dates'])
    await expect(dialog.getByRole('heading', { name: heading, exact: true })).toBeHidden();
  // "Add to card" opens one, its first field ready to type in.
  await addToCard.getByRole('button', { name: 'Checklist', exact: true }).click();
  await expect(dialog.getByRole('heading', { name: 'Checklists', exact: true })).toBeVisible();
  await expect(dialog.getByLabel('New checklist title')).toBeFocused();

  await page.setViewportSize({ width: 390, height: 844 });
  const phoneContent = await description.boundingBox();
  const phoneSidebar = await addToCard.boundingBox();
  const box = await dialog.boundingBox();
  if (!phoneContent || !phoneSidebar || !box) throw new Error('not shown on the phone');
  expect(phoneSidebar.y).toBeGreaterThanOrEqual(phoneContent.y + phoneContent.height);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
});
