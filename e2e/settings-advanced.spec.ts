// Issue J item 17: Settings keeps what is for developers and support — the Developer section's raw flags, user
// and installation ids — behind an "Advanced" switch in a production build.
import { expect, test } from '@playwright/test';
import { signUp, uniqueEmail } from './support';

test('the Developer section and the ids show only with "Show advanced settings", remembered', async ({
  page,
}) => {
  await signUp(page, { email: uniqueEmail() });
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Diagnostics' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Developer' })).toHaveCount(0);
  await expect(page.getByText('max_attachment_mb')).toHaveCount(0);
  await expect(page.getByText('User id', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Installation id', { exact: true })).toHaveCount(0);

  const advanced = page.getByRole('switch', { name: 'Show advanced settings' });
  await advanced.check();
  await expect(page.getByRole('heading', { name: 'Developer' })).toBeVisible();
  await expect(page.getByText('max_attachment_mb')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Developer' })).toBeVisible();
  await expect(page.getByText('User id', { exact: true })).toBeVisible();
  await page.getByRole('switch', { name: 'Show advanced settings' }).uncheck();
  await expect(page.getByRole('heading', { name: 'Developer' })).toHaveCount(0);
});
