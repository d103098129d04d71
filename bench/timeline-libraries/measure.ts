// Issue 26 item 4: each candidate library given the same 5,000 cards (src/cards.ts) in a page of its own, opened
// RUNS times (default 5): navigation start → the first frame with one of its bars on screen; the bars in the DOM
// (virtualised or not); then 300 frames of scrolling 96 px down (a frame over 25 ms counts as dropped; how far it
// got is printed: a short chart reaches its end early, and the frames after that have nothing to draw); the JS heap
// after a garbage collection. Run from this folder, alone on the machine: npm ci && npm run measure [-- RUNS].
// `CARDS=42` for a quick look at a small board.
import type { Page } from '@playwright/test';
import { launch, startPreview } from '../browser';
import { median, summary } from '../stats';

const RUNS = Number(process.argv[2] ?? 5);
const CARDS = Number(process.env.CARDS ?? 5000);
const LIBS = ['frappe', 'vis', 'rct', 'svar'] as const;
const BARS = { frappe: '.bar-wrapper', vis: '.vis-item', rct: '.rct-item', svar: '.wx-bar' };

/** Scrolls the page's tallest scroll box (or, for vis-timeline, which scrolls on its own wheel handler, its centre)
 * 96 px a frame for 300 frames; each frame's duration, ms. */
async function scrollDown(page: Page, lib: string): Promise<{ times: number[]; moved: number }> {
  return page.evaluate(
    `new Promise((resolve) => {
      const boxes = [...document.querySelectorAll('#root, #root *')].filter((el) => {
        const style = getComputedStyle(el);
        return /auto|scroll/.test(style.overflowY) && el.scrollHeight > el.clientHeight + 10;
      });
      const box = boxes.sort((a, b) => b.scrollHeight - a.scrollHeight)[0];
      const centre = document.querySelector('.vis-panel.vis-center');
      const times = [];
      const left = document.querySelector('.vis-panel.vis-left');
      const position = () => (${JSON.stringify(lib)} === 'vis' ? (left ? left.scrollTop : 0) : box ? box.scrollTop : 0);
      let last = 0;
      let n = 0;
      const tick = (t) => {
        if (last) times.push(t - last);
        last = t;
        if (n++ >= 300) {
          return resolve({ times, moved: position() });
        }
        if (${JSON.stringify(lib)} === 'vis' && centre)
          centre.dispatchEvent(new WheelEvent('wheel', { deltaY: 96, bubbles: true, cancelable: true }));
        else if (box) box.scrollTop += 96;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    })`,
  ) as Promise<{ times: number[]; moved: number }>;
}

const preview = await startPreview(4192, 'dist');
const browser = await launch();
try {
  for (const lib of LIBS) {
    const opens: number[] = [];
    let bars = 0;
    let frames: number[] = [];
    let moved = 0;
    let heap = 0;
    let error = '';
    for (let i = 0; i < RUNS && !error; i++) {
      const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
      await page.goto(`${preview.url}/?lib=${lib}&cards=${CARDS}`);
      try {
        const handle = await page.waitForFunction(
          () => {
            const w = window as unknown as { __ready?: number; __error?: string };
            return w.__error ? `error: ${w.__error}` : w.__ready;
          },
          undefined,
          { timeout: 60_000, polling: 50 },
        );
        const value = await handle.jsonValue();
        if (typeof value === 'string') throw new Error(value);
        opens.push(Number(value));
        if (i === RUNS - 1) {
          bars = await page.locator(BARS[lib]).count();
          ({ times: frames, moved } = await scrollDown(page, lib));
          const cdp = await page.context().newCDPSession(page);
          await cdp.send('HeapProfiler.collectGarbage');
          const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
          heap = usedSize / 1_048_576;
        }
      } catch (e) {
        error = e instanceof Error ? (e.message.split('\n')[0] ?? '') : String(e);
      }
      await page.close();
    }
    if (error) {
      console.log(`${lib}: failed — ${error}`);
      continue;
    }
    const over = frames.filter((ms) => ms > 25).length;
    console.log(
      `${lib}: ${CARDS} cards, navigation → a bar on screen, ms: ${summary(opens)} (median ${Math.round(median(opens))}) over ${RUNS} runs; ` +
        `${bars} bars in the DOM; scrolling 96 px a frame: ${over} of ${frames.length} frames over 25 ms (scrolled ${Math.round(moved)} px); heap ${heap.toFixed(1)} MB`,
    );
  }
} finally {
  await browser.close();
  preview.stop();
}
