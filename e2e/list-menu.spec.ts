// Issue J item 4: the list's "⋯" menu closes after Move list left/right, after a click elsewhere and on Escape.
import { expect, test } from '@playwright/test';
import { boardWithLists, listRegion, listTitles, signUp, uniqueEmail } from './support';

test('the list menu closes after Move list right, a click elsewhere and Escape', async ({ page }) => {
  await signUp(page, { email: uniqueEmail() });
  await boardWithLists(page, 'Fruit', { Doing: ['Cherry'], Done: [] });
  const menuButton = listRegion(page, 'Doing').getByLabel('List actions for Doing');
  const item = page.getByText('Move list right', { exact: true });

  await menuButton.click();
  await item.click();
  await expect.poll(() => listTitles(page)).toEqual(['Done', 'Doing']);
  await expect(item).toBeHidden();

  await menuButton.click();
  await expect(item).toBeVisible();
  await page.mouse.click(5, 300);
  await expect(item).toBeHidden();

  await menuButton.click();
  await expect(item).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(item).toBeHidden();
  await expect(menuButton).toBeFocused();
});
