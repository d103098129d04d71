// Lighthouse (the `lighthouse` npm package) on the production build in local mode, as issue 19 measures it: the
// mobile preset (simulated slow 4G, 4× CPU slowdown, Moto G Power screen), a RETURNING user — signed in, the
// consent banner answered, the stonekw fixture board (VolunteerBridge, 42 cards) imported, the service worker
// installed — on the board page and on a card's page, RUNS times each (median). Debian's Chromium, never a
// downloaded browser: started here with a profile of its own and a DevTools port that Lighthouse drives.
// Baseline in the same run: a second build (LANES_BASELINE_DIST, e.g. main's) served on the next port, a returning
// user made there too, its runs alternated with this build's. LANES_LIGHTHOUSE_DETAILS=1 prints each run's long
// tasks and the scripts that ran longest (Lighthouse's `long-tasks` and `bootup-time` audits): what TBT is made of.
// Beside Lighthouse's TBT, the same sum from the tasks' CPU time (cpuBlockingMs): it follows the code, not the load.
// Run: npx vite build --outDir .tmp/dist-bench && LANES_DIST=.tmp/dist-bench [LANES_BASELINE_DIST=.tmp/dist-main]
//   LANES_BENCH_PORT=4392 LANES_LIGHTHOUSE_CDP_PORT=9392 npm run bench:lighthouse
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { FIXTURE_BOARD, importThroughUi, signUp, skipWithoutFixture } from './app';
import type { Browser } from '@playwright/test';
import { CHROMIUM_FLAGS, DIST, startPreview } from './browser';
import { median, summary } from './stats';

const RUNS = Number(process.env.LANES_LIGHTHOUSE_RUNS ?? 3);
const CDP_PORT = Number(process.env.LANES_LIGHTHOUSE_CDP_PORT ?? 9322);
const PORT = Number(process.env.LANES_BENCH_PORT ?? 4180);
const BASELINE = process.env.LANES_BASELINE_DIST;
const DETAILS = process.env.LANES_LIGHTHOUSE_DETAILS === '1';

interface Sample {
  performance: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  /** TBT as Lighthouse would count it from the tasks' CPU time instead of their wall time: see cpuBlockingMs. */
  cpuTbt: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { documentLoaderURL?: string } };
}

/**
 * Blocking time (ms) computed from the CPU time of the page's main-thread tasks, from the task that evaluates the
 * first module on: the sum of (4 × CPU time − 50 ms) over tasks above 50 ms so counted — Lighthouse's 4× slowdown
 * and 50 ms threshold, without its wall time, which on a shared machine holds the time other processes took the
 * core (a 43 ms task was 19 ms of CPU). It follows the code, not the machine's load; Lighthouse's own TBT also
 * clips to its simulated FCP…TTI window, which this does not.
 */
function cpuBlockingMs(events: readonly TraceEvent[]): number {
  const key = (e: TraceEvent) => `${e.pid}:${e.tid}`;
  const threads = new Map(events.filter((e) => e.name === 'thread_name').map((e) => [key(e), e.args?.name]));
  const counts = new Map<string, number>();
  for (const e of events)
    if (threads.get(key(e)) === 'CrRendererMain') counts.set(key(e), (counts.get(key(e)) ?? 0) + 1);
  const main = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const onMain = events.filter((e) => key(e) === main).sort((a, b) => a.ts - b.ts);
  const start = onMain.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'),
  )?.ts;
  const firstModule = onMain.find((e) => e.name === 'v8.evaluateModule' && e.ts >= (start ?? 0))?.ts;
  if (start === undefined || firstModule === undefined) return NaN;
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.ts >= start);
  const from = tasks.filter((t) => t.ts <= firstModule).at(-1)?.ts ?? firstModule;
  return tasks
    .filter((t) => t.ts >= from)
    .reduce((sum, t) => sum + Math.max(0, (4 * (t.tdur ?? t.dur ?? 0)) / 1000 - 50), 0);
}

/** The `items` of a Lighthouse table audit, as plain records. */
function items(audit: { details?: unknown } | undefined): Record<string, unknown>[] {
  const details = audit?.details as { items?: Record<string, unknown>[] } | undefined;
  return details?.items ?? [];
}

/** Shortens a script's URL to its file name (or says what else it is). */
const fileOf = (url: unknown) => (typeof url === 'string' ? (url.split('/').pop() ?? url) : String(url));

/** One Lighthouse run of `url` in the Chromium on CDP_PORT, keeping its storage (the returning user). */
async function measure(url: string, label: string): Promise<Sample> {
  const result = await lighthouse(url, {
    port: CDP_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // Lighthouse clears the origin's storage first by default: that would make every visit a first one.
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const trace = (result.artifacts as { Trace?: { traceEvents: TraceEvent[] } }).Trace;
  const value = (id: string) => audits[id]?.numericValue ?? NaN;
  if (DETAILS) {
    const tasks = items(audits['long-tasks']).map(
      (t) => `${fileOf(t.url)} @${Math.round(Number(t.startTime))} ${Math.round(Number(t.duration))} ms`,
    );
    const scripts = items(audits['bootup-time'])
      .slice(0, 5)
      .map((t) => `${fileOf(t.url)} ${Math.round(Number(t.scripting))}/${Math.round(Number(t.total))} ms`);
    console.log(
      `  ${label}: TBT ${Math.round(value('total-blocking-time'))} ms; long tasks: ${tasks.join(', ')}`,
    );
    console.log(`    scripting/total by script: ${scripts.join(', ')}`);
  }
  return {
    performance: Math.round((categories.performance?.score ?? NaN) * 100),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcp: value('first-contentful-paint'),
    cpuTbt: trace ? cpuBlockingMs(trace.traceEvents) : NaN,
  };
}

function report(name: string, samples: readonly Sample[]): void {
  const of = (key: keyof Sample) => samples.map((s) => s[key]);
  console.log(
    `${name}: Performance ${summary(of('performance'))}, LCP ${summary(of('lcp'))} ms, ` +
      `TBT ${summary(of('tbt'))} ms (from CPU time: ${summary(of('cpuTbt'))} ms), FCP ${summary(of('fcp'))} ms, ` +
      `CLS ${summary(of('cls'), 3)}` +
      ` — goal Performance ≥ 95, LCP ≤ 2,500 ms, TBT ≤ 150 ms: ` +
      (median(of('performance')) >= 95 && median(of('lcp')) <= 2500 && median(of('tbt')) <= 150
        ? 'met'
        : 'MISSED'),
  );
}

/** A build served on `port` with a returning user of its own in `browser`: the board's and a card's paths. */
async function prepare(browser: Browser, dist: string, port: number) {
  const preview = await startPreview(port, dist);
  // The returning user, made through the UI in the profile's own context (the one Lighthouse's tabs share).
  const context = browser.contexts()[0];
  if (!context) throw new Error('Chromium has no default context');
  const page = await context.newPage();
  await signUp(page, preview.url);
  await page.getByRole('button', { name: 'Decline' }).click();
  const { boardPath } = await importThroughUi(page, preview.url, FIXTURE_BOARD);
  await page.goto(preview.url + boardPath);
  const card = page.locator('.card-tile .card-title').first();
  await card.waitFor();
  const cardPath = (await card.getAttribute('href')) ?? '';
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.close();
  return { dist, preview, pages: { board: boardPath, card: cardPath } };
}

async function main() {
  skipWithoutFixture('bench:lighthouse');
  const profile = mkdtempSync(join(tmpdir(), 'lanes-lighthouse-'));
  const chrome = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [...CHROMIUM_FLAGS, `--remote-debugging-port=${CDP_PORT}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore', detached: true },
  );
  const builds: Awaited<ReturnType<typeof prepare>>[] = [];
  try {
    let browser;
    for (let i = 0; !browser; i++) {
      try {
        browser = await chromium.connectOverCDP(`http://127.0.0.1:${CDP_PORT}`);
      } catch (error) {
        if (i > 50) throw error;
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    builds.push(await prepare(browser, DIST, PORT));
    if (BASELINE) builds.push(await prepare(browser, BASELINE, PORT + 1));
    await browser.close();

    console.log(
      `build ${DIST}${BASELINE ? ` against ${BASELINE}` : ''}, ${RUNS} runs per page, mobile preset, returning user`,
    );
    const samples = new Map<string, Sample[]>();
    // Alternated, so a busy spell of the shared machine does not fall on one page or one build only.
    for (let run = 0; run < RUNS; run++)
      for (const build of builds)
        for (const [name, path] of Object.entries(build.pages)) {
          const key = `${build.dist}: ${name} page`;
          const list = samples.get(key) ?? [];
          list.push(await measure(build.preview.url + path, `${key}, run ${run + 1}`));
          samples.set(key, list);
        }
    for (const [name, list] of samples) report(name, list);
  } finally {
    try {
      process.kill(-(chrome.pid ?? 0));
    } catch {
      // Already gone.
    }
    for (const build of builds) build.preview.stop();
    rmSync(profile, { recursive: true, force: true });
  }
}

await main();
