// Calendar view at Trello's limit: the generated 5,000-card / 50-list board with every card due on a day spread
// over the year around today (a start date on every 20th, so bars too), imported through the app, then
// `/b/:id/calendar` opened RUNS times (default 7): navigation start → the first frame with the month's first entry
// clickable. Baseline in the same run: the board view of the same board (bench/board-open.ts's mark).
// Target: the month opens ≤ 500 ms.
// Run: npx vite build --outDir .tmp/dist-bench && LANES_DIST=.tmp/dist-bench npx tsx bench/calendar-open.ts [RUNS]
import { importThroughUi, interactiveAt, signUp, watchInteractive } from './app';
import { launch, startPreview } from './browser';
import { median, summary } from './stats';
import { bigBoardDueOverYear, viewReadyAt, watchClickable } from './views';

const RUNS = Number(process.argv[2] ?? 7);

const preview = await startPreview();
const browser = await launch();
try {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const setup = await context.newPage();
  await signUp(setup, preview.url);
  const big = await importThroughUi(setup, preview.url, bigBoardDueOverYear());
  await setup.waitForTimeout(3_000);
  await setup.close();

  const calendarPage = await context.newPage();
  await watchClickable(calendarPage, '/calendar', '[data-card-id]');
  const boardPage = await context.newPage();
  await watchInteractive(boardPage, 50);
  // The board view, not the view last used (remembered per board on the device): reset before each open.
  await boardPage.addInitScript(
    `localStorage.setItem('lanes:view:${big.boardPath.split('/').at(-1)}', 'board')`,
  );

  const calendarMs: number[] = [];
  const boardMs: number[] = [];
  let entries = 0;
  for (let i = 0; i < RUNS; i++) {
    await boardPage.bringToFront();
    await boardPage.goto(`${preview.url}${big.boardPath}`);
    boardMs.push(await interactiveAt(boardPage));
    await calendarPage.bringToFront();
    await calendarPage.goto(`${preview.url}${big.boardPath}/calendar`);
    calendarMs.push(await viewReadyAt(calendarPage));
    entries = await calendarPage.locator('[data-card-id]').count();
  }
  const m = median(calendarMs);
  console.log(
    `calendar month open, 5,000 cards due over a year, navigation → an entry clickable, ms: ${summary(calendarMs)} over ${RUNS} runs (${entries} entries on the month's page)`,
  );
  console.log(`  target ≤ 500 ms: ${m <= 500 ? 'met' : `missed by ${Math.round(m - 500)} ms`}`);
  console.log(
    `baseline: the board view of the same board, ms: ${summary(boardMs)}; ratio ${(m / median(boardMs)).toFixed(2)}×`,
  );
} finally {
  await browser.close();
  preview.stop();
}
