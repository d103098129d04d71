// Issue J item 15: toasts do not pile up, and a card moved within its own list (a reorder) gets no Undo toast.
import { expect, test } from '@playwright/test';
import { boardWithLists, cardTitles, listRegion, mouseDrag, signUp, uniqueEmail } from './support';

test('a reorder within a list shows no toast; moves between lists show one toast, the latest', async ({
  page,
}) => {
  await signUp(page, { email: uniqueEmail() });
  await boardWithLists(page, 'Home', { 'To do': ['Paint', 'Sand', 'Oil'], Doing: [], Done: [] });
  const todo = listRegion(page, 'To do');
  const tile = (title: string) => page.locator('.card-tile', { hasText: title });

  // Oil dragged to the top of its own list, with the mouse.
  await mouseDrag(page, tile('Oil'), tile('Paint'));
  await expect.poll(() => cardTitles(page, 'To do')).toEqual(['Oil', 'Paint', 'Sand']);
  // Counted at once, not waited for: a toast leaves by itself after 8 s.
  await page.waitForTimeout(500);
  expect(await page.locator('.toast').count()).toBe(0);

  // Paint moved on to the next list with the "." key, twice: one toast, for the last move.
  await todo.getByRole('link', { name: 'Paint', exact: true }).focus();
  await page.keyboard.press('.');
  await expect.poll(() => cardTitles(page, 'Doing')).toEqual(['Paint']);
  // The focus follows the card, so the next key moves it on.
  await expect(listRegion(page, 'Doing').getByRole('link', { name: 'Paint', exact: true })).toBeFocused();
  await page.keyboard.press('.');
  await expect.poll(() => cardTitles(page, 'Done')).toEqual(['Paint']);
  await expect(page.locator('.toast').last()).toContainText('Moved “Paint” to Done.');
  expect(await page.locator('.toast').count()).toBe(1);
  await page.locator('.toast').getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => cardTitles(page, 'Doing')).toEqual(['Paint']);
});
