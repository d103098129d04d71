// Lighthouse (the `lighthouse` npm package) on the production build in local mode, as issue 19 measures it: the
// mobile preset (simulated slow 4G, 4× CPU slowdown, Moto G Power screen), a RETURNING user — signed in, the
// consent banner answered, the stonekw fixture board (VolunteerBridge, 42 cards) imported, the service worker
// installed — on the board page and on a card's page, RUNS times each (median). Debian's Chromium, never a
// downloaded browser: started here with a profile of its own and a DevTools port that Lighthouse drives.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { FIXTURE_BOARD, importThroughUi, signUp, skipWithoutFixture } from './app';
import { CHROMIUM_FLAGS, DIST, startPreview } from './browser';
import { median, summary } from './stats';

const RUNS = Number(process.env.LANES_LIGHTHOUSE_RUNS ?? 3);
const CDP_PORT = Number(process.env.LANES_LIGHTHOUSE_CDP_PORT ?? 9322);

interface Sample {
  performance: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
}

/** One Lighthouse run of `url` in the Chromium on CDP_PORT, keeping its storage (the returning user). */
async function measure(url: string): Promise<Sample> {
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
  const value = (id: string) => audits[id]?.numericValue ?? NaN;
  return {
    performance: Math.round((categories.performance?.score ?? NaN) * 100),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcp: value('first-contentful-paint'),
  };
}

function report(name: string, samples: readonly Sample[]): void {
  const of = (key: keyof Sample) => samples.map((s) => s[key]);
  console.log(
    `${name}: Performance ${summary(of('performance'))}, LCP ${summary(of('lcp'))} ms, ` +
      `TBT ${summary(of('tbt'))} ms, FCP ${summary(of('fcp'))} ms, CLS ${summary(of('cls'), 3)}` +
      ` — goal Performance ≥ 95, LCP ≤ 2,500 ms, TBT ≤ 150 ms: ` +
      (median(of('performance')) >= 95 && median(of('lcp')) <= 2500 && median(of('tbt')) <= 150
        ? 'met'
        : 'MISSED'),
  );
}

async function main() {
  skipWithoutFixture('bench:lighthouse');
  const preview = await startPreview();
  const profile = mkdtempSync(join(tmpdir(), 'lanes-lighthouse-'));
  const chrome = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [...CHROMIUM_FLAGS, `--remote-debugging-port=${CDP_PORT}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore', detached: true },
  );
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
    await browser.close();

    console.log(`build ${DIST}, ${RUNS} runs per page, mobile preset, returning user`);
    const pages = { board: boardPath, card: cardPath };
    const samples: Record<string, Sample[]> = { board: [], card: [] };
    // Alternated, so a busy spell of the shared machine does not fall on one page only.
    for (let run = 0; run < RUNS; run++)
      for (const [name, path] of Object.entries(pages))
        samples[name]?.push(await measure(preview.url + path));
    for (const [name, list] of Object.entries(samples)) report(`${name} page`, list);
  } finally {
    try {
      process.kill(-(chrome.pid ?? 0));
    } catch {
      // Already gone.
    }
    preview.stop();
    rmSync(profile, { recursive: true, force: true });
  }
}

await main();
