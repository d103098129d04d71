// Issue J item 6: the new-card composer closes on a click elsewhere, adding what was typed (as Trello does:
// nothing typed is lost), and only one composer is open at a time.
import { expect, test } from '@playwright/test';
import { boardWithLists, listRegion, signUp, uniqueEmail } from './support';

test('the composer closes on a click elsewhere, keeping what was typed; only one is open', async ({
  page,
}) => {
  await signUp(page, { email: uniqueEmail() });
  await boardWithLists(page, 'Home', { 'To do': [], Doing: [] });
  const todo = listRegion(page, 'To do');
  const doing = listRegion(page, 'Doing');
  const composers = page.getByRole('textbox', { name: 'Card title', exact: true });

  await todo.getByRole('button', { name: '+ Add a card' }).click();
  await page.keyboard.type('Water the plants');
  await page.getByRole('heading', { name: /Board title/ }).click();
  await expect(composers).toHaveCount(0);
  await expect(todo.getByRole('link', { name: 'Water the plants', exact: true })).toBeVisible();

  // A second list's "+ Add a card" while the first composer holds text: one composer, the text added.
  await todo.getByRole('button', { name: '+ Add a card' }).click();
  await page.keyboard.type('Fix the tap');
  await doing.getByRole('button', { name: '+ Add a card' }).click();
  await expect(composers).toHaveCount(1);
  await expect(doing.getByRole('textbox', { name: 'Card title', exact: true })).toBeFocused();
  await expect(todo.getByRole('link', { name: 'Fix the tap', exact: true })).toBeVisible();
  await page.keyboard.type('Call the plumber');
  await page.keyboard.press('Enter');
  await expect(doing.getByRole('link', { name: 'Call the plumber', exact: true })).toBeVisible();
  await expect(page.locator('.card-tile')).toHaveCount(3);
});
