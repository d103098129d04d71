// What a person waits for when a part of Lanes that has a chunk of its own opens, in local mode: the sign-up page
// (navigation start → its password field painted), the first card dialog of a visit (the click → the dialog
// painted, → its comments painted) and Settings (the click → its heading painted). Each run is a new browser
// context (a first visit). "Painted" is the frame after the element is in the DOM, seen by a MutationObserver in
// the page. These are the places where React.lazy's Suspense fallback made React hold the content back 300 ms
// (src/ui/preloadable.tsx). LANES_DISTS="a,b" alternates builds run by run, each on its own port from
// LANES_BENCH_PORT (default 4185) up. LANES_BENCH_SMOKE=1: one run of the first build (`npm test` runs it).
// Run: npm run build && npm run bench:page-open [RUNS]
import type { Browser, Page } from '@playwright/test';
import { fillSignUp } from './app';
import { launch, startPreview } from './browser';
import { summary } from './stats';

const SMOKE = process.env.LANES_BENCH_SMOKE === '1';
const RUNS = SMOKE ? 1 : Number(process.argv[2] ?? 7);
const DISTS = (process.env.LANES_DISTS ?? process.env.LANES_DIST ?? 'dist')
  .split(',')
  .slice(0, SMOKE ? 1 : undefined);
const BASE_PORT = Number(process.env.LANES_BENCH_PORT ?? 4185);
const WAIT_MS = 15_000;

/** Milliseconds, per build, of each thing measured. */
type Times = Record<'signUpPage' | 'cardDialog' | 'cardComments' | 'settings', number[]>;

/**
 * Resolves, in the page, to `performance.now()` (ms) of the frame after an element matching `selector` (and, when
 * given, with exactly the text `text`) is in the DOM. Rejects after WAIT_MS.
 */
function paintedAt(page: Page, selector: string, text?: string): Promise<number> {
  // A string, not a function: tsx would wrap the function's inner names in a helper the page does not have.
  const args = JSON.stringify([selector, text ?? null, WAIT_MS]);
  return page.evaluate(`(([sel, txt, wait]) => new Promise((resolve, reject) => {
    const found = () => [...document.querySelectorAll(sel)].some((e) => txt === null || e.textContent.trim() === txt);
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      requestAnimationFrame(() => resolve(performance.now()));
    };
    const observer = new MutationObserver(() => found() && done());
    const timer = setTimeout(() => reject(new Error(sel + ' not shown in ' + wait + ' ms')), wait);
    observer.observe(document, { subtree: true, childList: true, characterData: true });
    if (found()) done();
  }))(${args})`);
}

/** The time stamp (ms, page clock) of the next click anywhere in the page. */
async function armClick(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { lanesClickAt?: Promise<number> };
    w.lanesClickAt = new Promise((resolve) =>
      window.addEventListener('click', (e) => resolve(e.timeStamp), { capture: true, once: true }),
    );
  });
}

const clickAt = (page: Page) =>
  page.evaluate(() => (window as unknown as { lanesClickAt: Promise<number> }).lanesClickAt);

/** One first visit: sign up, make a board with one card, open the card, then Settings. */
async function visit(browser: Browser, url: string, times: Times): Promise<void> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 1400, height: 900 },
  });
  const page = await context.newPage();
  try {
    await page.goto(`${url}/signup`, { waitUntil: 'commit' });
    times.signUpPage.push(await paintedAt(page, 'form input[type="password"]'));
    await fillSignUp(page);
    await page.getByLabel('Board title').fill('Bench');
    await page.getByRole('button', { name: 'Create board' }).click();
    const listTitle = page.getByRole('textbox', { name: 'List title', exact: true });
    await listTitle.fill('To do');
    await listTitle.press('Enter');
    await page
      .getByRole('region', { name: 'List To do', exact: true })
      .getByRole('button', { name: '+ Add a card' })
      .click();
    await page.getByLabel('Card title').fill('Paint the fence');
    await page.getByLabel('Card title').press('Enter');
    await page.getByLabel('Card title').press('Escape');
    // A person reads the board a moment before opening a card: what the app fetches when idle is there by then.
    await page.waitForTimeout(1_500);

    await armClick(page);
    const dialog = paintedAt(page, 'dialog.card-dialog[open]');
    const comments = paintedAt(page, 'dialog.card-dialog[open] .card-comments-slot section');
    await page.getByRole('link', { name: 'Paint the fence', exact: true }).click();
    const clicked = await clickAt(page);
    times.cardDialog.push((await dialog) - clicked);
    times.cardComments.push((await comments) - clicked);
    await page.keyboard.press('Escape');
    await page.locator('dialog.card-dialog').waitFor({ state: 'detached' });

    await armClick(page);
    const settings = paintedAt(page, 'h1', 'Settings');
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    times.settings.push((await settings) - (await clickAt(page)));
  } finally {
    await context.close();
  }
}

const builds = await Promise.all(DISTS.map((dist, i) => startPreview(BASE_PORT + i, dist)));
const browser = await launch();
const results = DISTS.map((): Times => ({ signUpPage: [], cardDialog: [], cardComments: [], settings: [] }));
try {
  for (let run = 0; run < RUNS; run++)
    for (const [i, build] of builds.entries()) await visit(browser, build.url, results[i] as Times);
} finally {
  await browser.close();
  for (const build of builds) build.stop();
}
for (const [i, dist] of DISTS.entries()) {
  const times = results[i] as Times;
  console.log(`${dist} (${RUNS} runs), ms, median (min–max):`);
  for (const [name, values] of Object.entries(times)) console.log(`  ${name.padEnd(13)} ${summary(values)}`);
}
