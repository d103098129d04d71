// Issue J item 14: the activity feed names an archived card by its title — a 500-character one too, cut short —
// and logs archiving a list and restoring a card.
import { expect, test } from '@playwright/test';
import { boardWithLists, listRegion, signUp, uniqueEmail } from './support';

const LONG = `Repaint${'x'.repeat(493)}`;

test('archiving a long-titled card and a list, and restoring the card, are in the activity feed', async ({
  page,
}) => {
  await signUp(page, { email: uniqueEmail(), name: 'Ana Tester' });
  await boardWithLists(page, 'Home', { 'To do': [LONG], Doing: ['Sand'] });

  await listRegion(page, 'To do').locator('.card-title').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Archive card' }).click();
  await expect(page.locator('.card-tile', { hasText: 'Repaint' })).toHaveCount(0);
  await listRegion(page, 'Doing').getByLabel('List actions for Doing').click();
  await page.getByText('Archive list', { exact: true }).click();
  await expect(listRegion(page, 'Doing')).toHaveCount(0);

  await page.getByRole('button', { name: 'Board menu' }).click();
  await page.getByRole('menuitem', { name: 'Archived items…' }).click();
  const panel = page.getByRole('dialog', { name: 'Archived items' });
  await panel.getByRole('button', { name: /^Restore card Repaint/ }).click();
  await page.keyboard.press('Escape');
  await expect(page.locator('.card-tile', { hasText: 'Repaint' })).toHaveCount(1);

  await page.getByRole('button', { name: 'Board menu' }).click();
  await page.getByRole('menuitem', { name: 'Activity…' }).click();
  const feed = page.getByRole('dialog', { name: 'Activity' }).getByRole('list', { name: 'Activity' });
  const cut = `“Repaint${'x'.repeat(72)}…”`;
  await expect(feed.getByText(`Ana Tester restored card ${cut}`)).toBeVisible();
  await expect(feed.getByText('Ana Tester archived list “Doing”')).toBeVisible();
  await expect(feed.getByText(`Ana Tester archived card ${cut}`)).toBeVisible();
  await expect(feed).not.toContainText('a card');
});
