// Card details in local mode: assign yourself, start date, rename a label, reorder check items by keyboard, copy the
// card to another list, move a card to another board, and the copied link opens the card.
import { expect, test, type Page } from '@playwright/test';
import { setDate, signUp, uniqueEmail } from './support';

async function newBoard(page: Page, title: string, lists: string[]) {
  await page.goto('/');
  await page.getByLabel('Board title').fill(title);
  await page.getByRole('button', { name: 'Create board' }).click();
  for (const list of lists) {
    await page.getByLabel('List title', { exact: true }).fill(list);
    await page.getByLabel('List title', { exact: true }).press('Enter');
    await expect(page.getByRole('region', { name: `List ${list}`, exact: true })).toBeVisible();
  }
}

const itemOrder = (page: Page) =>
  page
    .getByRole('dialog')
    .getByRole('list', { name: 'Items of Checklist' })
    .getByRole('checkbox')
    .evaluateAll((boxes) => boxes.map((b) => b.getAttribute('aria-label')?.replace('Done: ', '')));

test('card details: members, dates, labels, check items, copy, move to another board, link', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUp(page, { email: uniqueEmail(), name: 'Ana Tester' });
  await newBoard(page, 'Garden', ['Backlog']);
  await newBoard(page, 'Home', ['To do', 'Done']);
  const todo = page.getByRole('region', { name: 'List To do', exact: true });
  await todo.getByRole('button', { name: '+ Add a card' }).click();
  await todo.getByLabel('Card title').fill('Paint the fence');
  await todo.getByLabel('Card title').press('Enter');
  await todo.getByRole('link', { name: 'Paint the fence' }).click();
  const dialog = page.getByRole('dialog', { name: /Paint the fence/ });

  // Assign yourself: your avatar shows in the dialog and on the tile.
  await dialog.getByRole('button', { name: 'Join' }).click();
  await expect(dialog.getByRole('list', { name: 'Assigned members' }).getByRole('img')).toHaveAccessibleName(
    'Ana Tester',
  );
  await expect(dialog.getByRole('button', { name: 'Leave' })).toBeVisible();

  // Start date before the due date; a start after it is refused and not saved.
  await dialog.getByRole('button', { name: 'Dates', exact: true }).click();
  await setDate(dialog, 'Due date', '06/20/2030', '5:00 PM');
  await setDate(dialog, 'Start date', '06/10/2030', '9:00 AM');
  await expect(dialog.getByLabel('Start date', { exact: true })).toHaveValue('06/10/2030');
  await setDate(dialog, 'Start date', '06/25/2030', '9:00 AM');
  await expect(dialog.getByRole('alert')).toHaveText('The start date must be on or before the due date.');
  await expect(dialog.getByLabel('Start date', { exact: true })).toHaveValue('06/10/2030');

  // Rename the board's green label, then put it on the card.
  await dialog.getByRole('button', { name: 'Labels', exact: true }).click();
  await dialog.getByRole('button', { name: 'Edit labels…' }).click();
  await dialog.getByLabel('Name of the green label').fill('Outdoor');
  await dialog.getByLabel('Name of the green label').press('Enter');
  await expect(dialog.getByLabel('Name of the label Outdoor')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done editing labels' }).click();
  await dialog.getByRole('button', { name: 'Outdoor', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Outdoor', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // A checklist of three, reordered with the keyboard only: "Paint" goes to the top.
  await dialog.getByRole('button', { name: 'Checklist', exact: true }).click();
  await dialog.getByRole('button', { name: 'Add checklist' }).click();
  for (const item of ['Buy paint', 'Sand the boards', 'Paint']) {
    await dialog.getByLabel('Add an item to Checklist').fill(item);
    await dialog.getByLabel('Add an item to Checklist').press('Enter');
    await expect(dialog.getByLabel(`Done: ${item}`)).toBeVisible();
  }
  await dialog.getByRole('button', { name: 'Move Paint up', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => itemOrder(page)).toEqual(['Buy paint', 'Paint', 'Sand the boards']);
  await page.keyboard.press('Enter');
  await expect.poll(() => itemOrder(page)).toEqual(['Paint', 'Buy paint', 'Sand the boards']);
  await expect(
    dialog.getByRole('status').filter({ hasText: 'Moved “Paint” to position 1 of 3.' }),
  ).toBeAttached();

  // Copy the link: it opens this card.
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByText('Link to the card copied.')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/b\/[^/]+\/c\/[^/]+$/);

  // Copy the card to "Done", without its members.
  await dialog.getByRole('button', { name: 'Copy card…' }).click();
  const copy = page.getByRole('dialog', { name: 'Copy “Paint the fence”' });
  await expect(copy.getByLabel('Title of the copy')).toBeFocused();
  await copy.getByLabel('Title of the copy').fill('Paint the gate');
  await copy.getByRole('combobox', { name: 'List' }).selectOption({ label: 'Done' });
  await copy.getByLabel('Members').uncheck();
  await copy.getByRole('button', { name: 'Create copy' }).click();
  await expect(copy).toBeHidden();
  await expect(dialog.getByText('Copied “Paint the gate” to Done.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const done = page.getByRole('region', { name: 'List Done', exact: true });
  const copied = done.locator('.card-tile', { hasText: 'Paint the gate' });
  await expect(copied).toContainText('0/3');
  await expect(copied.getByRole('img', { name: 'Ana Tester' })).toHaveCount(0);
  await expect(
    todo.locator('.card-tile', { hasText: 'Paint the fence' }).getByRole('img'),
  ).toHaveAccessibleName('Ana Tester');

  // The copied link opens the original card, as it was left.
  await page.goto(link);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Start date', { exact: true })).toHaveValue('06/10/2030');
  await expect.poll(() => itemOrder(page)).toEqual(['Paint', 'Buy paint', 'Sand the boards']);

  // Move it to the other board: it leaves this one and arrives with its fields; the renamed label has no match.
  await dialog.getByRole('button', { name: 'Move to another board…' }).click();
  const move = page.getByRole('dialog', { name: 'Move “Paint the fence” to another board' });
  await expect(move.getByRole('combobox', { name: 'Board' })).toHaveValue(/.+/);
  await expect(move.getByRole('combobox', { name: 'List' })).toHaveValue(/.+/);
  await move.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(
    page.getByText(/Moved “Paint the fence” to Garden › Backlog\. 1 label stayed behind/),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(todo.getByRole('link', { name: 'Paint the fence' })).toHaveCount(0);

  await page.goto('/');
  await page.getByRole('link', { name: 'Garden', exact: true }).click();
  const backlog = page.getByRole('region', { name: 'List Backlog', exact: true });
  await expect(
    backlog.locator('.card-tile', { hasText: 'Paint the fence' }).getByRole('img'),
  ).toHaveAccessibleName('Ana Tester');
  await backlog.getByRole('link', { name: 'Paint the fence' }).click();
  await expect(dialog.getByLabel('Start date', { exact: true })).toHaveValue('06/10/2030');
  await expect(dialog.getByLabel('Due date', { exact: true })).toHaveValue('06/20/2030');
  await expect(dialog.getByLabel('Due date: time')).toHaveValue('5:00 PM');
  await expect.poll(() => itemOrder(page)).toEqual(['Paint', 'Buy paint', 'Sand the boards']);
});

test('moving a card to another board can be undone', async ({ page }) => {
  await signUp(page, { email: uniqueEmail(), name: 'Ana Tester' });
  await newBoard(page, 'Garden', ['Backlog']);
  await newBoard(page, 'Home', ['To do']);
  const todo = page.getByRole('region', { name: 'List To do', exact: true });
  await todo.getByRole('button', { name: '+ Add a card' }).click();
  await todo.getByLabel('Card title').fill('Mow the lawn');
  await todo.getByLabel('Card title').press('Enter');
  await todo.getByRole('link', { name: 'Mow the lawn' }).click();

  await page.getByRole('dialog').getByRole('button', { name: 'Move to another board…' }).click();
  await page
    .getByRole('dialog', { name: /to another board/ })
    .getByRole('button', { name: 'Move', exact: true })
    .click();
  await expect(todo.getByRole('link', { name: 'Mow the lawn' })).toHaveCount(0);
  await page.getByRole('status').getByRole('button', { name: 'Undo' }).click();
  await expect(todo.getByRole('link', { name: 'Mow the lawn' })).toBeVisible();

  await page.goto('/');
  await page.getByRole('link', { name: 'Garden', exact: true }).click();
  await expect(page.getByRole('region', { name: 'List Backlog', exact: true })).toBeVisible();
  await expect(page.locator('.card-tile')).toHaveCount(0);
});
