// Issue 15 item 12: Lanes is served with a Content-Security-Policy without 'unsafe-inline', refuses to be framed,
// keeps its addresses (invite tokens) from other sites and forbids MIME sniffing; the app itself runs under the
// policy without a single violation, and script injected past every other defence does not run.
import { expect, test, type Page } from '@playwright/test';
import { EXPECTED_VIOLATIONS } from './csp-teardown';
import { createBoard, signUp, uniqueEmail } from './support';

/** Every CSP violation the page reports, as "directive blocked-uri". */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

test('every page is served with the security headers', async ({ page }) => {
  const response = await page.goto('/');
  const headers = response?.headers() ?? {};
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'(;|$)/);
  // Local mode talks to nobody but itself; blob: is its own files read back (the snapshot's images).
  expect(csp).toContain("connect-src 'self' blob:;");
  expect(csp).not.toContain('unsafe-inline');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // A deep link (the SPA fallback) and a built asset carry them too.
  const deep = await page.request.get('/b/some-board/c/some-card');
  expect(deep.headers()['content-security-policy']).toBe(csp);
  const manifest = await page.request.get('/manifest.webmanifest');
  expect(manifest.headers()['x-content-type-options']).toBe('nosniff');
});

test('the app runs under the policy: theme script, sign-up, a board, a card and settings, no violation', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await signUp(page, { email: uniqueEmail('csp') });
  // The inline theme script ran (allowed by its hash): the page is dark before any module ran.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await createBoard(page, 'Policy board', 'To do', ['First card']);
  await page.getByRole('link', { name: 'First card' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('injected inline script and event handlers do not run', async ({ page }) => {
  const violations = await watchViolations(page);
  // The marker tells csp-teardown.ts these violations are this test's own.
  await page.goto(`/signin?${EXPECTED_VIOLATIONS}`);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = "window.__xss = 'inline-script'";
    document.body.append(script);
    const div = document.createElement('div');
    div.innerHTML = `<img src="data:," onerror="window.__xss='onerror'">`;
    document.body.append(div);
  });
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  expect((await violations()).some((v) => v.startsWith('script-src'))).toBe(true);
});

test('Lanes refuses to be shown in a frame of another page (clickjacking)', async ({ page, baseURL }) => {
  // A page that frames Lanes, answered by the test itself. On Lanes' own origin: frame-ancestors 'none' refuses
  // even that, and Chromium's private-network checks do not get in the way (another loopback origin is refused by
  // them whatever the headers say, so it would prove nothing).
  const attacker = `${baseURL ?? ''}/attacker.html`;
  await page.route(attacker, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<iframe src="${baseURL}/signin" title="framed"></iframe>`,
    }),
  );
  await page.goto(attacker);
  const frame = page.frames().find((f) => f !== page.mainFrame());
  if (!frame) throw new Error('no frame');
  await frame.waitForLoadState('load');
  // Chromium replaces a page refused by frame-ancestors with its error page: Lanes' sign-in never shows.
  await expect.poll(() => frame.url(), { timeout: 5_000 }).toMatch(/^chrome-error:/);
  expect(await frame.locator('button').count()).toBe(0);
});

test('a public board’s embed page may be shown in a frame of another page, and only it', async ({
  page,
  baseURL,
}) => {
  const host = `${baseURL ?? ''}/host.html`;
  await page.route(host, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<iframe src="${baseURL}/embed/b1" title="embed"></iframe><iframe src="${baseURL}/p/b1" title="page"></iframe>`,
    }),
  );
  await page.goto(host);
  const embed = page.frameLocator('iframe[title="embed"]');
  // Local mode has no public boards: the embed says so, inside the frame, without the app's top bar.
  await expect(embed.getByText(/Public links need a Lanes server/)).toBeVisible();
  await expect(embed.locator('.topbar')).toHaveCount(0);
  // The same board's page in the app's frame keeps frame-ancestors 'none': Chromium shows its error page instead.
  const framedPage = await (await page.locator('iframe[title="page"]').elementHandle())?.contentFrame();
  if (!framedPage) throw new Error('no frame');
  await expect.poll(() => framedPage.url(), { timeout: 5_000 }).toMatch(/^chrome-error:/);
});
