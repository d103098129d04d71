// "Copy board" against importing the same board's export (issue 27's target: a copy ≤ 1.2 × the import, same mode,
// same run), in local mode, or in Firebase mode (`npm run bench:firebase-copy`: LANES_BENCH_MODE=emulator). A generated board of 5,000 cards over 50 lists (1,000 comments, checklists, labels) is
// imported, exported through the app as Lanes JSON, then RUNS times (default 5), alternating which goes first:
// that file imported through the import dialog (file chosen → report shown, `data-import-ms`) and the board copied
// from its menu with everything kept (Copy pressed → report shown, `data-copy-ms`: the board's reads, its file
// built, and the same import).
// LANES_BENCH_SMOKE=1: one run on a 42-card generated board (`npm test` runs it), no target checked.
// Run: npm run build && npm run bench:board-copy [RUNS]
import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { BIG_BOARD, generatedFile, importThroughUi, signUp } from './app';
import { launch, startPreview } from './browser';
import { SHIPPED, serveVariant } from './firebase-mode';
import { median, summary } from './stats';

const SMOKE = process.env.LANES_BENCH_SMOKE === '1';
const RUNS = SMOKE ? 1 : Number(process.argv[2] ?? 5);
const BOARD = SMOKE ? { cards: 42, lists: 8, seed: 1 } : BIG_BOARD;
const TARGET_RATIO = 1.2;
const TIMEOUT_MS = 180_000;
/** The copies' first part: the board read and its file made (`data-copy-read-ms`). */
const readMs: number[] = [];

/** Opens the board at `path` and its menu's Copy board…, keeps everything, copies; returns `data-copy-ms`. */
async function copyThroughUi(page: Page, url: string, path: string): Promise<number> {
  await page.goto(`${url}${path}`);
  await page.getByRole('button', { name: 'Board menu' }).click();
  await page.getByRole('menuitem', { name: 'Copy board…' }).click();
  const dialog = page.getByRole('dialog', { name: /^Copy “/ });
  await dialog.getByRole('button', { name: 'Copy board' }).click();
  const status = dialog.locator('[data-copy-ms]');
  const failed = dialog.locator('.error-message');
  await status.or(failed).first().waitFor({ timeout: TIMEOUT_MS });
  if (await failed.isVisible()) throw new Error(`copy failed: ${await failed.innerText()}`);
  readMs.push(Number(await status.getAttribute('data-copy-read-ms')));
  // The app's marks (use-board-copy.ts, read-board.ts, use-trello-import.ts), ms after Copy was pressed.
  const marks = await page.evaluate(() => {
    const all = performance.getEntriesByType('mark').filter((m) => m.name.startsWith('lanes:'));
    const start = all.filter((m) => m.name === 'lanes:copy:start').at(-1)?.startTime ?? 0;
    return all
      .filter((m) => m.startTime >= start)
      .map((m) => `${m.name.slice(6)} +${Math.round(m.startTime - start)}`);
  });
  console.log(`  copy: ${marks.join(', ')}`);
  return Number(await status.getAttribute('data-copy-ms'));
}

/** Downloads the board at `path` as Lanes JSON through its Export… dialog; returns the file's contents. */
async function exportThroughUi(page: Page, url: string, path: string): Promise<Buffer> {
  await page.goto(`${url}${path}`);
  await page.getByRole('button', { name: 'Board menu' }).click();
  await page.getByRole('menuitem', { name: 'Export…' }).click();
  const pending = page.waitForEvent('download', { timeout: TIMEOUT_MS });
  await page
    .getByRole('dialog', { name: /^Export/ })
    .getByRole('button', { name: 'Download JSON' })
    .click();
  const download = await pending;
  mkdirSync('.tmp', { recursive: true });
  const file = '.tmp/board-copy-bench.lanes.json';
  await download.saveAs(file);
  return readFileSync(file);
}

// Firebase mode: an `emulator`-mode build against the emulators (firebase-mode.ts), under scripts/emulators/run.ts.
const FIREBASE = process.env.LANES_BENCH_MODE === 'emulator';
const preview = FIREBASE ? await serveVariant(SHIPPED) : await startPreview();
const browser = await launch();
try {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await signUp(page, preview.url);
  const { boardPath } = await importThroughUi(page, preview.url, generatedFile(BOARD), {
    timeoutMs: TIMEOUT_MS,
  });
  const exported = {
    name: 'board.lanes.json',
    mimeType: 'application/json',
    buffer: await exportThroughUi(page, preview.url, boardPath),
  };
  const importMs: number[] = [];
  const copyMs: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const steps = [
      async () =>
        importMs.push((await importThroughUi(page, preview.url, exported, { timeoutMs: TIMEOUT_MS })).ms),
      async () => copyMs.push(await copyThroughUi(page, preview.url, boardPath)),
    ];
    for (const step of run % 2 ? steps.reverse() : steps) await step();
  }
  const mode = FIREBASE ? 'Firebase mode (emulators)' : 'local mode';
  console.log(`board copy, ${mode}, ${BOARD.cards.toLocaleString('en')} cards, ${RUNS} runs`);
  console.log(`  import of its Lanes export, ms: ${summary(importMs)}`);
  console.log(
    `  copy with everything kept, ms: ${summary(copyMs)}; of which the board read: ${summary(readMs)}`,
  );
  const ratio = median(copyMs) / median(importMs);
  console.log(
    `  copy / import: ${ratio.toFixed(2)}` +
      (SMOKE
        ? ' (smoke run: no target checked)'
        : `; target ≤ ${TARGET_RATIO}: ${ratio <= TARGET_RATIO ? 'met' : 'MISSED'}`),
  );
} finally {
  await browser.close();
  await preview.stop();
}
