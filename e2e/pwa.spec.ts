// The installable app: after one online visit the service worker's precache starts Lanes with no network at all.
import { expect, test } from '@playwright/test';
import { signUp, uniqueEmail } from './support';

// The other files block the service worker (playwright.config.ts): these are its tests.
test.use({ serviceWorkers: 'allow' });

test('after one online visit, Lanes starts offline from the service worker cache, boards included', async ({
  page,
  context,
}) => {
  await signUp(page, { email: uniqueEmail(), remember: true });
  await page.getByLabel('Board title').fill('Offline plans');
  await page.getByRole('button', { name: 'Create board' }).click();
  await expect(page).toHaveURL(/\/b\/\w+$/);
  const boardUrl = page.url();
  // The worker installs (precaching the app shell) after the first render; wait until it is active.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  await context.setOffline(true);
  await page.goto(boardUrl);
  await expect(page.getByRole('heading', { name: 'Offline plans' })).toBeVisible();
  await page.getByLabel('List title').fill('Written offline');
  await page.getByLabel('List title').press('Enter');
  await expect(page.getByRole('region', { name: 'List Written offline', exact: true })).toBeVisible();

  // A reload with no network still starts the app, and what was written offline is there.
  await page.reload();
  await expect(page.getByRole('region', { name: 'List Written offline', exact: true })).toBeVisible();
  await context.setOffline(false);
});
