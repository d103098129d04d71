// Time to import the largest Trello fixture through the UI, and to open that board after a reload, in `local`
// mode on the production build: medians of RUNS runs (default 5).
// Run: npm run build && npx tsx bench/import-and-open.ts [RUNS]
import { FIXTURE_BOARD, skipWithoutFixture } from './app';
import { launch, startPreview } from './browser';
import { summary } from './stats';

skipWithoutFixture('import-and-open');

const RUNS = Number(process.argv[2] ?? 5);
const OPEN_CARDS = 41;

const preview = await startPreview();
const browser = await launch();
try {
  const page = await browser.newPage();
  await page.goto(`${preview.url}/signup`);
  await page.getByLabel('Name').fill('Bench');
  await page.getByLabel('E-mail').fill(`bench-${Date.now()}@example.com`);
  await page.getByLabel('Password').fill('bench-password');
  await page.getByLabel('Keep me signed in on this device').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('heading', { name: 'Your boards' }).waitFor();

  const importMs: number[] = [];
  let boardUrl = '';
  for (let i = 0; i < RUNS; i++) {
    await page.goto(`${preview.url}/`);
    await page.getByRole('button', { name: 'Import a board…' }).click();
    await page.getByLabel('Lanes or Trello export (.json)').setInputFiles(FIXTURE_BOARD);
    const status = page.locator('[data-import-ms]');
    await status.waitFor({ timeout: 60_000 });
    importMs.push(Number(await status.getAttribute('data-import-ms')));
    boardUrl = (await page.getByRole('link', { name: 'Open the board' }).getAttribute('href')) ?? '';
  }

  const openMs: number[] = [];
  await page.goto(`${preview.url}${boardUrl}`);
  for (let i = 0; i < RUNS; i++) {
    await page.reload();
    // Time from navigation start to every open card rendered, polled each animation frame.
    await page.waitForFunction((n) => document.querySelectorAll('.card-tile').length === n, OPEN_CARDS, {
      polling: 'raf',
    });
    openMs.push(await page.evaluate(() => performance.now()));
  }
  console.log(`import of stonekw-board-2020.json (42 cards), ms: ${summary(importMs)} over ${RUNS} runs`);
  console.log(`open that board after a reload, ms: ${summary(openMs)} over ${RUNS} runs`);
} finally {
  await browser.close();
  preview.stop();
}
