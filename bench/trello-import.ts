// Trello import through the UI, as a person does it (boards page → "Import a board…" → file chosen → report
// shown; the app's own `data-import-ms`), RUNS times each (default 5): the largest real fixture
// (shared/fixtures/trello/stonekw-board-2020.json, 42 cards) and a generated 5,000-card / 50-list export
// (scripts/generate-trello-export.ts: labels, checklists, 1,000 comments). During each big import the page records
// the progress labels it showed and the longest main-thread task (Long Tasks API): the file is read and mapped in a
// Web Worker, so the tab keeps answering. Cards per second counts every card imported, open and archived.
// Baselines in the same run: a second build (LANES_BASELINE_DIST, e.g. main's), imports alternated with this one;
// and mapping the same 5,000-card export in Node (mapTrelloExport alone, no file reading, no writing).
// Target: 5,000 cards in ≤ 2 s, with progress shown (issue 17 item 18).
// Run: npx vite build --outDir .tmp/dist-bench && LANES_DIST=.tmp/dist-bench [LANES_BASELINE_DIST=.tmp/dist-main]
//      npx tsx bench/trello-import.ts [RUNS]
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { mapTrelloExport } from '../src/domain/import/trello';
import { generateTrelloExport } from '../scripts/generate-trello-export';
import {
  BIG_BOARD,
  FIXTURE_BOARD,
  generatedFile,
  importThroughUi,
  signUp,
  skipWithoutFixture,
  type ImportFile,
} from './app';
import { DIST, launch, startPreview } from './browser';
import { median, summary } from './stats';

skipWithoutFixture('trello-import');

const RUNS = Number(process.argv[2] ?? 5);
const TARGET_MS = 2_000;
const PORT = Number(process.env.LANES_BENCH_PORT ?? 4180);
const BASELINE = process.env.LANES_BASELINE_DIST;

const haveFixture = existsSync(FIXTURE_BOARD);
if (!haveFixture) console.log(`SKIPPED: the 42-card fixture (${FIXTURE_BOARD} is not there)`);
const fixtureCards = haveFixture
  ? (JSON.parse(readFileSync(FIXTURE_BOARD, 'utf8')) as { cards: unknown[] }).cards.length
  : 0;
// A file on disk, so the browser reads it as it reads a file a person chose (a buffer would be decoded into the
// page by Playwright on the main thread first).
const inMemory = generatedFile(BIG_BOARD);
const mb = typeof inMemory === 'string' ? 0 : inMemory.buffer.length / 1024 / 1024;
const generated = path.join(mkdtempSync(path.join(tmpdir(), 'lanes-bench-')), 'generated-5000.json');
if (typeof inMemory !== 'string') writeFileSync(generated, inMemory.buffer);

const nodeMs: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const json = generateTrelloExport(BIG_BOARD);
  const t0 = performance.now();
  mapTrelloExport(json);
  nodeMs.push(performance.now() - t0);
}

/** Before the file is chosen: records each progress label shown, and the longest main-thread task from then on. */
async function watchImport(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    const watch = { progress: [], longestTaskMs: 0 };
    window.__importWatch = watch;
    let started = Infinity;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.startTime >= started) watch.longestTaskMs = Math.max(watch.longestTaskMs, entry.duration);
    }).observe({ type: 'longtask' });
    new MutationObserver(() => {
      const label = document.querySelector('.progress-label')?.textContent;
      if (!label || watch.progress.at(-1) === label) return;
      // The import has started (its first progress label): tasks from now on are the import's.
      if (watch.progress.length === 0) started = performance.now();
      watch.progress.push(label);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  })()`);
}

interface BigRun {
  ms: number;
  progressShown: number;
  longestTaskMs: number;
}

/** One import of `file` in `page` (signed in at `url`), watched. */
async function importWatched(page: Page, url: string, file: ImportFile): Promise<BigRun> {
  await page.goto(`${url}/`);
  await page.getByRole('heading', { name: 'Your boards' }).waitFor();
  await watchImport(page);
  // importThroughUi navigates to the boards page first: already there, so the watch stays installed.
  const { ms } = await importThroughUi(page, url, file, { stay: true });
  const watch = (await page.evaluate('window.__importWatch')) as {
    progress: string[];
    longestTaskMs: number;
  };
  return { ms, progressShown: watch.progress.length, longestTaskMs: watch.longestTaskMs };
}

interface Build {
  name: string;
  dist: string;
  url: string;
  page: Page;
  small: number[];
  big: BigRun[];
  stop: () => void;
}

async function open(browser: Browser, name: string, dist: string, port: number): Promise<Build> {
  const preview = await startPreview(port, dist);
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await signUp(page, preview.url);
  return { name, dist, url: preview.url, page, small: [], big: [], stop: preview.stop };
}

const browser = await launch();
const builds: Build[] = [];
try {
  builds.push(await open(browser, 'this build', DIST, PORT));
  if (BASELINE) builds.push(await open(browser, 'baseline', BASELINE, PORT + 1));
  for (let i = 0; i < RUNS; i++) {
    // Alternated, and the order flipped each run, so a slow spell of the machine hits both builds alike.
    const order = i % 2 ? [...builds].reverse() : builds;
    for (const build of order) {
      if (haveFixture) build.small.push((await importThroughUi(build.page, build.url, FIXTURE_BOARD)).ms);
      build.big.push(await importWatched(build.page, build.url, generated));
    }
  }
  const perSecond = (cards: number, ms: number[]) =>
    summary(
      ms.map((m) => (cards / m) * 1000),
      0,
    );
  for (const build of builds) {
    const big = build.big.map((r) => r.ms);
    console.log(`${build.name} (${build.dist}):`);
    if (haveFixture)
      console.log(
        `  import stonekw-board-2020.json (${fixtureCards} cards), ms: ${summary(build.small)}; cards/s: ${perSecond(fixtureCards, build.small)}`,
      );
    console.log(
      `  import generated 5,000 cards / 50 lists (${mb.toFixed(1)} MB, 1,000 comments), ms: ${summary(big)}; ` +
        `cards/s: ${perSecond(5_000, big)} over ${RUNS} runs`,
    );
    console.log(
      `  progress labels shown per import: ${summary(build.big.map((r) => r.progressShown))}; ` +
        `longest main-thread task during it, ms: ${summary(build.big.map((r) => r.longestTaskMs))}`,
    );
    const m = median(big);
    const shown = build.big.every((r) => r.progressShown > 0);
    console.log(
      `  target 5,000 cards ≤ ${TARGET_MS} ms with progress shown: ${m <= TARGET_MS && shown ? 'met' : `missed (${Math.round(m)} ms, progress ${shown ? 'shown' : 'not shown'})`}`,
    );
  }
  const [mine, base] = builds;
  if (mine && base)
    console.log(
      `ratio this build / baseline, 5,000 cards: ${(median(mine.big.map((r) => r.ms)) / median(base.big.map((r) => r.ms))).toFixed(2)}; ` +
        `longest task: ${(median(mine.big.map((r) => r.longestTaskMs)) / median(base.big.map((r) => r.longestTaskMs))).toFixed(2)}`,
    );
  console.log(`baseline: mapTrelloExport alone in Node on the same export, ms: ${summary(nodeMs)}`);
} finally {
  await browser.close();
  for (const build of builds) build.stop();
}
