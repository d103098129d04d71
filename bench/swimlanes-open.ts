// Swimlanes at Trello's limit (issue 26 item 3): the generated 5,000-card / 50-list board (12 labels, ~60% of cards
// with 1–3 of them) imported through the app, then opened RUNS times (default 7) in swimlanes by label, alternated
// with the same board without lanes (the baseline, same run): navigation start → the first frame with a card title
// clickable (bench/app.ts's mark; the board without lanes also waits for its 50 columns, as bench/board-open.ts). Counts the tiles rendered (virtualised: a few hundred at
// most, not 5,000+). Then, on the open lanes: 300 frames scrolled 40 px down each and 300 frames 60 px sideways;
// a frame over 25 ms counts as dropped, against an idle baseline on the same page and the same sideways scroll of
// the board without lanes.
// Run: npx vite build --outDir .tmp/dist-bench && LANES_DIST=.tmp/dist-bench npx tsx bench/swimlanes-open.ts [RUNS]
// LANES_BENCH_SMOKE=1: one run on a 42-card board, 30 frames each (`npm test` runs it), no target checked.
import type { Page } from '@playwright/test';
import { BIG_BOARD, generatedFile, importThroughUi, interactiveAt, signUp, watchInteractive } from './app';
import { launch, startPreview } from './browser';
import { median, summary } from './stats';
import { scrollFrames } from './views';

const SMOKE = process.env.LANES_BENCH_SMOKE === '1';
const RUNS = SMOKE ? 1 : Number(process.argv[2] ?? 7);
const FRAMES = SMOKE ? 30 : 300;
const DROPPED_MS = 25;
const board = SMOKE ? { cards: 42, lists: 8, seed: 1 } : BIG_BOARD;

/** Opens the board on `page` in the board view, with lanes by label or none (the device's remembered choices). */
async function settings(page: Page, boardId: string, lanes: 'label' | 'none'): Promise<void> {
  await page.addInitScript(
    `localStorage.setItem('lanes:view:${boardId}', 'board');
     localStorage.setItem('lanes:swimlanes:${boardId}', ${JSON.stringify(JSON.stringify({ by: lanes, collapsed: [] }))});`,
  );
}

const preview = await startPreview();
const browser = await launch();
try {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const setup = await context.newPage();
  await signUp(setup, preview.url);
  const big = await importThroughUi(setup, preview.url, generatedFile(board));
  await setup.waitForTimeout(SMOKE ? 500 : 3_000);
  await setup.close();
  const boardId = big.boardPath.split('/').at(-1) ?? '';

  const lanesPage = await context.newPage();
  await settings(lanesPage, boardId, 'label');
  // Lanes mount only the lists near the view (Swimlanes.tsx): the mark waits for a card clickable, not 50 columns.
  await watchInteractive(lanesPage, 1);
  const boardPage = await context.newPage();
  await settings(boardPage, boardId, 'none');
  await watchInteractive(boardPage, board.lists);

  const lanesMs: number[] = [];
  const boardMs: number[] = [];
  let tiles = 0;
  for (let i = 0; i < RUNS; i++) {
    await boardPage.bringToFront();
    await boardPage.goto(`${preview.url}${big.boardPath}`);
    boardMs.push(await interactiveAt(boardPage));
    await lanesPage.bringToFront();
    await lanesPage.goto(`${preview.url}${big.boardPath}`);
    lanesMs.push(await interactiveAt(lanesPage));
    if ((await lanesPage.locator('.swimlane').count()) === 0)
      throw new Error('the board opened without lanes');
    await lanesPage.waitForTimeout(300);
    tiles = await lanesPage.locator('.card-tile').count();
    if (!SMOKE && tiles > 1_000) throw new Error(`the lanes rendered ${tiles} tiles (not virtualised?)`);
  }
  const down = await scrollFrames(lanesPage, '.swimlanes', 40, FRAMES);
  const sideways = await scrollFrames(lanesPage, '.swimlanes', 60, FRAMES, 'left');
  const idle = await scrollFrames(lanesPage, '.swimlanes', 0, FRAMES);
  // The same sideways scroll on the board without lanes: what the board itself drops.
  await boardPage.bringToFront();
  const boardSideways = await scrollFrames(boardPage, '.lists', 60, FRAMES, 'left');
  const over = (frames: number[]) => frames.filter((ms) => ms > DROPPED_MS).length;
  const ratio = median(lanesMs) / median(boardMs);
  console.log(
    `swimlanes by label open, ${SMOKE ? 42 : '5,000'} cards, navigation → a card clickable, ms: ${summary(lanesMs)} over ${RUNS} runs (${tiles} tiles rendered)`,
  );
  console.log(
    `baseline: the same board without lanes, ms: ${summary(boardMs)}; ratio ${ratio.toFixed(2)}×` +
      (SMOKE ? ' (smoke run: no target checked)' : `; target ≤ 1.0×: ${ratio <= 1 ? 'met' : 'missed'}`),
  );
  console.log(
    `scroll down, ${FRAMES} frames of 40 px: frame ms ${summary(down, 1)}, ${over(down)} over ${DROPPED_MS} ms; ` +
      `sideways, 60 px a frame: ${summary(sideways, 1)}, ${over(sideways)} over (the board without lanes: ` +
      `${over(boardSideways)} over); idle baseline ${summary(idle, 1)}, ${over(idle)} over`,
  );
} finally {
  await browser.close();
  preview.stop();
}
