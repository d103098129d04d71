// What a modal dialog costs on the 5,000-card board: opening or closing one (`showModal()` / `close()`) makes the
// rest of the page inert or not, and the browser restyles every element for it. Measured in the page: the call plus
// the style and layout it forces (`document.body.offsetTop`), 15 opens and closes of an empty <dialog>, with the
// lists well out of view contained (`.list-column.far`, content-visibility: auto) and, as the baseline in the same
// run, with that containment switched off by a style rule. Three rounds, alternating.
// Run: npx vite build --outDir .tmp/dist-bench && LANES_DIST=.tmp/dist-bench npx tsx bench/modal-restyle.ts
import { openBigBoard } from './app';
import { launch, startPreview } from './browser';
import { median, summary } from './stats';

/** In the page: [open ms[], close ms[]] for 15 rounds, with the extra `css` applied. */
const MEASURE = `(async (css) => {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  await frame();
  await frame();
  const dialog = document.createElement('dialog');
  dialog.textContent = 'x';
  document.body.append(dialog);
  const open = [];
  const close = [];
  for (let i = 0; i < 15; i++) {
    let t = performance.now();
    dialog.showModal();
    void document.body.offsetTop;
    open.push(performance.now() - t);
    await frame();
    t = performance.now();
    dialog.close();
    void document.body.offsetTop;
    close.push(performance.now() - t);
    await frame();
  }
  dialog.remove();
  style.remove();
  return [open, close];
})`;

const OFF = '.list-column.far { content-visibility: visible !important; }';

const preview = await startPreview();
const browser = await launch();
try {
  const page = await openBigBoard(browser, preview.url, 3_000);
  const counts = (await page.evaluate(
    `[document.querySelectorAll('*').length, document.querySelectorAll('.list-column.far').length]`,
  )) as [number, number];
  console.log(`the board: ${counts[0]} elements; ${counts[1]} of its 50 lists well out of view`);
  const rows: Record<string, { open: number[]; close: number[] }> = {
    'far lists contained': { open: [], close: [] },
    'baseline, no containment': { open: [], close: [] },
  };
  for (let round = 0; round < 3; round++) {
    for (const [what, css] of [
      ['far lists contained', ''],
      ['baseline, no containment', OFF],
    ] as const) {
      const [open, close] = (await page.evaluate(`${MEASURE}(${JSON.stringify(css)})`)) as [
        number[],
        number[],
      ];
      rows[what]?.open.push(...open);
      rows[what]?.close.push(...close);
    }
  }
  for (const [what, { open, close }] of Object.entries(rows))
    console.log(`${what}: open ${summary(open, 1)} ms, close ${summary(close, 1)} ms (45 each)`);
  const [a, b] = Object.values(rows);
  if (a && b) console.log(`ratio, close: ${(median(a.close) / median(b.close)).toFixed(2)}`);
} finally {
  await browser.close();
  preview.stop();
}
