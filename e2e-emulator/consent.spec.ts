// Analytics waits for consent: in `emulator` mode (the Firebase adapter), declining keeps the Analytics and
// Performance modules from even being downloaded; accepting in Settings → Privacy loads them.
import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from '../e2e/support';

/** The JavaScript files the page has requested so far, by file name. */
function scriptsRequested(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname.split('/').pop() ?? '';
    if (name.endsWith('.js')) names.push(name);
  });
  return names;
}

const telemetryModule = /^(analytics|performance)-[\w-]+\.js$/;

/**
 * Resolves once no request has been in flight for `quietMs`, not counting Firestore's WebChannel (its Listen and
 * Write channels stay open as long as a listener does, so Playwright's `networkidle` never comes).
 */
async function networkQuiet(page: Page, quietMs = 500): Promise<void> {
  const live = (url: string) => /\/google\.firestore\.v1\.Firestore\/(Listen|Write)\/channel/.test(url);
  const inFlight = new Set<unknown>();
  let last = Date.now();
  const start = (r: { url(): string }) => {
    if (live(r.url())) return;
    inFlight.add(r);
    last = Date.now();
  };
  const end = (r: unknown) => {
    if (inFlight.delete(r)) last = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  try {
    await expect
      .poll(() => inFlight.size === 0 && Date.now() - last >= quietMs, { timeout: 15_000 })
      .toBe(true);
  } finally {
    page.off('request', start);
    page.off('requestfinished', end);
    page.off('requestfailed', end);
  }
}

test('no Analytics module is requested before consent; accepting loads it', async ({ page }) => {
  const scripts = scriptsRequested(page);
  await page.goto('/signup');
  const banner = page.getByRole('region', { name: 'Usage statistics' });
  await banner.getByRole('button', { name: 'Decline' }).click();
  await expect(banner).toHaveCount(0);

  await page.getByLabel('Name').fill('Ana Tester');
  await page.getByLabel('E-mail').fill(uniqueEmail('consent'));
  await page.getByLabel('Password').fill('secret-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Your boards' })).toBeVisible();
  // Sign-up sent a `sign_up` event to the telemetry port: withheld, and nothing was fetched for it.
  await networkQuiet(page);
  expect(scripts.some((s) => s.startsWith('firebase-'))).toBe(true);
  expect(scripts.filter((s) => telemetryModule.test(s))).toEqual([]);

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByText('Allowed on this device.')).toBeVisible();
  await expect.poll(() => scripts.filter((s) => telemetryModule.test(s)).length).toBe(2);
});
