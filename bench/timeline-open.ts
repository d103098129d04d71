// Timeline view at Trello's limit (issue 26): the generated 5,000-card / 50-list board with every card spanning 1–10
// days, due days spread over the year around today, imported through the app, then `/b/:id/timeline` opened RUNS
// times (default 7): navigation start → the first frame with a bar clickable. Baseline in the same run: the board
// view of the same board (bench/board-open.ts's mark). Then, on the open timeline: 300 frames scrolled 3 rows (96 px)
// down each, 300 frames scrolled 60 px sideways each, and 20 zoom changes (click → rendered and laid out, paint
// not included); a frame or a zoom over 25 ms counts as dropped. Idle baseline: 300 frames on the same page.
// Targets: open ≤ 1.0 × the board view; scroll and zoom without dropped frames.
// Run: npx vite build --outDir .tmp/dist-bench && LANES_DIST=.tmp/dist-bench npx tsx bench/timeline-open.ts [RUNS]
// LANES_BENCH_SMOKE=1: one run on a 42-card board, 30 frames each (`npm test` runs it), no target checked.
import { importThroughUi, interactiveAt, signUp, watchInteractive } from './app';
import { launch, startPreview } from './browser';
import { median, summary } from './stats';
import { boardSpannedOverYear, scrollFrames, viewReadyAt, watchClickable } from './views';

const SMOKE = process.env.LANES_BENCH_SMOKE === '1';
const RUNS = SMOKE ? 1 : Number(process.argv[2] ?? 7);
const FRAMES = SMOKE ? 30 : 300;
const DROPPED_MS = 25;
const board = SMOKE ? { cards: 42, lists: 8, seed: 1 } : undefined;

const preview = await startPreview();
const browser = await launch();
try {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const setup = await context.newPage();
  await signUp(setup, preview.url);
  const big = await importThroughUi(setup, preview.url, boardSpannedOverYear(board));
  await setup.waitForTimeout(SMOKE ? 500 : 3_000);
  await setup.close();

  const timelinePage = await context.newPage();
  await watchClickable(timelinePage, '/timeline', '.timeline-bar', true);
  const boardPage = await context.newPage();
  await watchInteractive(boardPage, SMOKE ? 8 : 50);
  // The board view, not the view last used (remembered per board on the device): reset before each open.
  await boardPage.addInitScript(
    `localStorage.setItem('lanes:view:${big.boardPath.split('/').at(-1)}', 'board')`,
  );

  const timelineMs: number[] = [];
  const boardMs: number[] = [];
  let bars = 0;
  for (let i = 0; i < RUNS; i++) {
    await boardPage.bringToFront();
    await boardPage.goto(`${preview.url}${big.boardPath}`);
    boardMs.push(await interactiveAt(boardPage));
    await timelinePage.bringToFront();
    await timelinePage.goto(`${preview.url}${big.boardPath}/timeline`);
    timelineMs.push(
      await viewReadyAt(timelinePage, 20_000).catch(async (e: unknown) => {
        await timelinePage.screenshot({ path: '.tmp/tl-bench-fail.png' });
        throw e;
      }),
    );
    bars = await timelinePage.locator('.timeline-bar').count();
    if (bars === 0 || bars > 200) throw new Error(`the timeline rendered ${bars} bars (not virtualised?)`);
  }
  const down = await scrollFrames(timelinePage, '.timeline-scroll', 96, FRAMES);
  const sideways = await scrollFrames(timelinePage, '.timeline-scroll', 60, FRAMES, 'left');
  // A string, not a function: tsx's `__name` helper does not exist in the page (bench/app.ts).
  const zoomMs = (await timelinePage.evaluate(
    `(async () => {
      const times = [];
      for (let i = 0; i < ${SMOKE ? 4 : 20}; i++) {
        const button = document.querySelectorAll('.timeline-zoom button')[i % 4];
        const start = performance.now();
        button.click();
        // React renders a click's update in a microtask queued before this await's; reading the width then lays
        // the new zoom out.
        await Promise.resolve();
        void document.querySelector('.timeline-scroll').scrollWidth;
        times.push(performance.now() - start);
      }
      return times;
    })()`,
  )) as number[];
  const idle = await scrollFrames(timelinePage, '.timeline-scroll', 0, FRAMES);
  const over = (frames: number[]) => frames.filter((ms) => ms > DROPPED_MS).length;
  const m = median(timelineMs);
  const ratio = m / median(boardMs);
  console.log(
    `timeline open, ${SMOKE ? 42 : '5,000'} cards spanning days over a year, navigation → a bar clickable, ms: ${summary(timelineMs)} over ${RUNS} runs (${bars} bars rendered)`,
  );
  console.log(
    `baseline: the board view of the same board, ms: ${summary(boardMs)}; ratio ${ratio.toFixed(2)}×` +
      (SMOKE ? ' (smoke run: no target checked)' : `; target ≤ 1.0×: ${ratio <= 1 ? 'met' : 'missed'}`),
  );
  console.log(
    `scroll down, ${FRAMES} frames of 3 rows: frame ms ${summary(down, 1)}, ${over(down)} over ${DROPPED_MS} ms; ` +
      `sideways, 60 px a frame: ${summary(sideways, 1)}, ${over(sideways)} over; ` +
      `zoom, click → laid out: ${summary(zoomMs, 1)}, ${over(zoomMs)} over; idle baseline ${summary(idle, 1)}, ${over(idle)} over`,
  );
} finally {
  await browser.close();
  preview.stop();
}
