// The browser's work between a drop and the frame that shows the card in its new place, read from a Chromium
// trace rather than timed in the page: the drop→frame timing of card-move.ts also holds the wait for the next
// frame (0–16.7 ms, wherever the drop falls in the frame), while this is the main thread's own work. Per move
// (RUNS moves, default 20), by drag and drop (Playwright's mouse) and by the Move… popover (its Move button is the
// "drop"), on the 5,000-card board and on the 42-card fixture board as the baseline in the same run: the drop's
// task (ms), the main thread's busy time from that task to the end of the frame that paints the move (its Commit,
// ms), and the elements restyled in between (a count: does not move with the machine's load).
// Run: npx vite build --outDir .tmp/dist-bench && LANES_DIST=.tmp/dist-bench npx tsx bench/drop-work.ts [RUNS]
import type { Browser, Page } from '@playwright/test';
import { dragCardOnto, importBothBoards, skipWithoutFixture, topCards } from './app';
import { launch, startPreview } from './browser';
import { summary } from './stats';

skipWithoutFixture('drop-work');

const RUNS = Number(process.argv[2] ?? 20);

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { elementCount?: number };
}

/** One drop's figures. */
interface DropWork {
  task: number;
  busy: number;
  restyled: number;
}

/** Per `drop-mark` in `events`: its task, the busy time to the next Commit's end, the elements restyled. */
function dropWork(events: readonly TraceEvent[]): DropWork[] {
  const work: DropWork[] = [];
  for (const mark of events.filter((e) => e.name === 'drop-mark')) {
    const main = events.filter((e) => e.pid === mark.pid && e.tid === mark.tid && e.ph === 'X');
    const end = (e: TraceEvent) => e.ts + (e.dur ?? 0);
    const task = main
      .filter((e) => e.name === 'RunTask' && e.ts <= mark.ts && end(e) >= mark.ts)
      .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
    if (!task) continue;
    const commit = main.filter((e) => e.name === 'Commit' && e.ts > end(task)).sort((a, b) => a.ts - b.ts)[0];
    if (!commit) continue;
    const within = main.filter((e) => e.ts >= task.ts && e.ts < end(commit));
    work.push({
      task: (task.dur ?? 0) / 1000,
      busy:
        within
          .filter((e) => e.name === 'RunTask')
          .reduce((sum, e) => sum + Math.min(e.dur ?? 0, end(commit) - e.ts), 0) / 1000,
      restyled: within
        .filter((e) => e.name === 'UpdateLayoutTree')
        .reduce((sum, e) => sum + (e.args?.elementCount ?? 0), 0),
    });
  }
  return work;
}

/**
 * Opens the Move… popover of the top card of list `from` (0 or 1) and picks the top of the other list; leaves a
 * function `window.__lanesMoveNow()` that marks the drop and clicks Move.
 */
const PREPARE_MOVE = `(async (cardId, listId) => {
  const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  document.querySelector('[data-card-id="' + cardId + '"] .card-move').click();
  let form = null;
  for (let i = 0; i < 100 && !form; i++) { await frame(); form = document.querySelector('form.move-card'); }
  const set = (select, value) => {
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value').set.call(select, value);
    select.dispatchEvent(new Event('change', { bubbles: true }));
  };
  set(form.querySelectorAll('select')[0], listId);
  await frame();
  set(form.querySelectorAll('select')[1], '0');
  await frame();
  window.__lanesMoveNow = () => {
    performance.mark('drop-mark');
    form.querySelector('button[type=submit]').click();
  };
})`;

/** A drag of the top card of one of the first two lists onto the other's top card (Playwright's mouse). */
async function dragMove(page: Page, i: number): Promise<void> {
  const { cards } = await topCards(page);
  await page.evaluate(() =>
    window.addEventListener('drop', () => performance.mark('drop-mark'), { capture: true, once: true }),
  );
  await dragCardOnto(page, cards[i % 2] as string, cards[1 - (i % 2)] as string);
}

/** The same move through the Move… popover: list and position picked, then Move clicked. */
async function popoverMove(page: Page, i: number): Promise<void> {
  const { lists, cards } = await topCards(page);
  const args = [cards[i % 2], lists[1 - (i % 2)]].map((a) => JSON.stringify(a)).join(', ');
  await page.evaluate(`${PREPARE_MOVE}(${args})`);
  await page.evaluate('window.__lanesMoveNow()');
}

/** RUNS moves (by `move`) between the first two lists of the open board, traced; the work of each. */
async function measure(
  browser: Browser,
  page: Page,
  move: (page: Page, i: number) => Promise<void>,
): Promise<DropWork[]> {
  await page.bringToFront();
  // Two untraced moves first: the first drop loads code and opens the first transaction.
  for (let i = 0; i < 2; i++) {
    await move(page, i);
    await page.waitForTimeout(200);
  }
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
  });
  for (let i = 0; i < RUNS; i++) {
    await move(page, i);
    await page.waitForTimeout(200);
  }
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  return dropWork(trace.traceEvents);
}

const preview = await startPreview();
const browser = await launch();
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  const { big, small } = await importBothBoards(page, preview.url);
  for (const [how, move] of [
    ['drag and drop', dragMove],
    ['Move… popover', popoverMove],
  ] as const)
    for (const [what, path] of [
      ['5,000-card board', big],
      ['42-card board (baseline)', small],
    ] as const) {
      await page.goto(`${preview.url}${path}`);
      await page.locator('.card-tile').first().waitFor();
      await page.waitForTimeout(1_000);
      const work = await measure(browser, page, move);
      console.log(
        `${how}, ${what}, ${work.length} drops: drop task ${summary(
          work.map((w) => w.task),
          1,
        )} ms; busy drop → frame committed ${summary(
          work.map((w) => w.busy),
          1,
        )} ms; elements restyled ${summary(work.map((w) => w.restyled))}`,
      );
    }
} finally {
  await browser.close();
  preview.stop();
}
