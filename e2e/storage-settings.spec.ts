// Issue 28 item 2 (local mode): the first board asks the browser to keep the storage; Settings → Storage says
// whether it was granted and how much is used; when it was not, a calm notice offers "Export all boards", whose one
// file the import dialog reads back as every board; after 7 days without an export the boards page reminds.
// Chromium may grant or refuse persist() by its own measure: the refusal is made certain by wrapping
// navigator.storage.persist (the real call still goes through, and is counted).
import { expect, test, type Page } from '@playwright/test';
import { boardWithLists, listRegion, signUp, uniqueEmail } from './support';

const SHOTS = process.env.LANES_SCREENSHOT_DIR;

/** Counts persist() calls in `window.persistCalls`, makes the real call, and answers "not granted". */
async function refusePersistence(page: Page) {
  await page.addInitScript(() => {
    const storage = navigator.storage;
    const real = storage.persist.bind(storage);
    const counted = window as unknown as { persistCalls: number };
    counted.persistCalls = 0;
    storage.persist = async () => {
      counted.persistCalls += 1;
      await real();
      return false;
    };
    storage.persisted = async () => false;
  });
}

test('not kept: Settings says so with usage, exports all boards, and the file imports back as every board', async ({
  page,
}, info) => {
  await refusePersistence(page);
  await signUp(page, { email: uniqueEmail('storage') });
  expect(await page.evaluate(() => (window as unknown as { persistCalls: number }).persistCalls)).toBe(0);
  await boardWithLists(page, 'Home', { 'To do': ['Paint the fence'] });
  // The first board asked the browser (through the real Storage API).
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { persistCalls: number }).persistCalls))
    .toBeGreaterThan(0);
  await page.goto('/');
  await boardWithLists(page, 'Work', { Doing: ['Write report', 'Call Ana'] });

  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Storage' });
  await expect(section.getByTestId('storage-kept')).toHaveText(/^Not promised/);
  await expect(section.getByTestId('storage-used')).toHaveText(/\d.* (kB|MB|GB|bytes?) of .*available/);
  const notice = section.getByRole('note', { name: 'Your boards are only in this browser' });
  await expect(notice).toContainText('Lanes reminds you after 7 days without an export.');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/settings-storage-desktop.png`, fullPage: true });

  const pending = page.waitForEvent('download');
  await notice.getByRole('button', { name: 'Export all boards' }).click();
  const download = await pending;
  const file = info.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  expect(download.suggestedFilename()).toMatch(/^lanes-all-boards-\d{4}-\d\d-\d\d\.lanes\.json$/);
  await expect(notice.getByRole('status')).toHaveText(/^Saved 2 boards to lanes-all-boards-/);
  await expect(section.getByText('Never')).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await section.scrollIntoViewIfNeeded();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/settings-storage-phone.png` });
  await page.setViewportSize({ width: 1400, height: 900 });

  // The file back through the import dialog: both boards again, whole.
  await page.goto('/');
  await page.getByRole('button', { name: 'Import a board…' }).click();
  await page.getByLabel('Lanes or Trello export (.json)').setInputFiles(file);
  await expect(page.getByText('2 boards imported, each as a new board.')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Go to your boards' }).click();
  await expect(page.locator('.board-tile')).toHaveCount(4);
  await page.locator('.board-tile', { hasText: 'Work' }).last().getByRole('link').first().click();
  await expect
    .poll(() => listRegion(page, 'Doing').locator('.card-title').allInnerTexts())
    .toEqual(['Write report', 'Call Ana']);
});

test('after 7 days without an export the boards page reminds; "Later" puts it off', async ({ page }) => {
  await refusePersistence(page);
  await signUp(page, { email: uniqueEmail('remind') });
  await boardWithLists(page, 'Home', { 'To do': ['Paint the fence'] });
  await page.goto('/');
  const reminder = page.getByRole('region', { name: 'Export reminder' });
  // A board made just now: nothing to remind of yet.
  await expect(page.locator('.board-tile')).toHaveCount(1);
  await expect(reminder).toHaveCount(0);
  // The last export of every board, 8 days ago on this device.
  await page.evaluate(() =>
    localStorage.setItem('lanes:last-export-all', String(Date.now() - 8 * 86_400_000)),
  );
  await page.reload();
  await expect(reminder).toContainText('have not been exported for 7 days or more');
  await page.setViewportSize({ width: 390, height: 844 });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/boards-reminder-phone.png` });
  await page.setViewportSize({ width: 1400, height: 900 });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/boards-reminder-desktop.png` });
  await reminder.getByRole('button', { name: 'Later' }).click();
  await expect(reminder).toHaveCount(0);
  await page.reload();
  await expect(page.locator('.board-tile')).toHaveCount(1);
  await expect(reminder).toHaveCount(0);
});
