// Issue 26 item 2, local mode: a card made to wait on another from the card dialog by keyboard, a cycle refused with
// its reason, the "Blocked" badge on the tile and in the table until the blocker is done, the filter bar's "Blocked",
// kept across a reload.
import { expect, test } from '@playwright/test';
import { boardWithLists, signUp, uniqueEmail } from './support';

test('a card waits on another: badge until the blocker is done, cycles refused, kept on reload', async ({
  page,
}) => {
  await signUp(page, { email: uniqueEmail('deps') });
  await boardWithLists(page, 'House', { 'To do': ['Paint the fence', 'Buy paint', 'Sand the fence'] });
  const tile = (title: string) => page.locator('.card-tile', { hasText: title });

  await page.getByRole('link', { name: 'Paint the fence', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Dependency', exact: true }).click();
  // "Add to card" put the caret in the search: what is typed lands there.
  await page.keyboard.type('buy');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('list', { name: 'Blocked by' })).toHaveText(/Buy paint/);
  await expect(dialog.getByRole('status')).toHaveText('This card now waits on “Buy paint”.');
  await page.keyboard.type('sand');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('list', { name: 'Blocked by' }).getByRole('link')).toHaveText([
    'Buy paint',
    'Sand the fence',
  ]);
  await page.screenshot({ path: '.tmp/dependencies-dialog.png' });
  await page.keyboard.press('Escape');
  await expect(tile('Paint the fence').getByRole('img', { name: /Blocked: waits on 2 cards/ })).toBeVisible();

  // "Buy paint" may not wait on "Paint the fence": that would be a cycle.
  await page.getByRole('link', { name: 'Buy paint', exact: true }).click();
  await expect(dialog.getByRole('list', { name: 'Blocks' })).toHaveText(/Paint the fence/);
  await dialog.getByRole('button', { name: 'Dependency', exact: true }).click();
  await page.keyboard.type('paint the');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toContainText('“Paint the fence” already waits on this card');
  await expect(dialog.getByRole('list', { name: 'Blocked by' })).toHaveCount(0);
  // The first Escape empties the search field (as any search field), the second closes the card.
  await page.keyboard.press('Escape');
  await expect(dialog.getByRole('searchbox')).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(tile('Paint the fence').getByRole('img', { name: /waits on 2 cards/ })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '.tmp/dependencies-phone.png' });
  await page.setViewportSize({ width: 1400, height: 900 });

  // The filter bar's "Blocked" shows only the cards held up, and is in the URL.
  await page.getByRole('button', { name: 'Blocked', exact: true }).click();
  await expect(page.locator('.card-tile .card-title')).toHaveText(['Paint the fence']);
  await expect(page).toHaveURL(/blocked=true/);
  await page.getByRole('button', { name: 'Blocked', exact: true }).click();
  await expect(page.locator('.card-tile')).toHaveCount(3);

  // The table shows it too; once both blockers are archived the badge goes.
  await page.getByRole('link', { name: 'Table', exact: true }).click();
  await expect(page.getByRole('img', { name: /Blocked: waits on 2 cards/ })).toHaveCount(1);
  await page.screenshot({ path: '.tmp/dependencies-table.png' });
  await page.getByRole('link', { name: 'Board', exact: true }).click();
  for (const title of ['Buy paint', 'Sand the fence']) {
    await page.getByRole('link', { name: title, exact: true }).click();
    await dialog.getByRole('button', { name: 'Archive card', exact: true }).click();
    await expect(tile(title)).toHaveCount(0);
  }
  await expect(tile('Paint the fence').getByRole('img', { name: /Blocked/ })).toHaveCount(0);
});
