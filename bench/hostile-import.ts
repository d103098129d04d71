// Hostile board files (issue 17 item 12): a 99 MB file whose `pluginData` nests 52 million arrays deep, and a 20 MB
// one nested 10 million deep, generated here (never committed). Each is refused, and timed from the start of the
// read to the refusal, RUNS times (default 5):
// - in Node, in-process: readBoardFile on the file (what `npm run import:check` and the app's worker run);
// - through `npm run import:check` as a process (its wall time includes ~1 s of tsx start-up, shown apart by
//   timing `import:check` on a 1 KB export);
// - in the browser, through the UI: file chosen → the message shown, with this build and, for the 20 MB file, a
//   baseline build (LANES_BASELINE_DIST, e.g. main's) alternated with it. The baseline is not given the 99 MB
//   file unless LANES_HOSTILE_BASELINE_99=1: main took 42 s and 5.1 GB on it (issue 17).
// Target: each refused in under a second.
// Run: npx vite build --outDir .tmp/dist-bench && LANES_DIST=.tmp/dist-bench [LANES_BASELINE_DIST=.tmp/dist-main]
//      npx tsx bench/hostile-import.ts [RUNS] (or npm run bench:hostile)
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openAsBlob, openSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { readBoardFile } from '../src/domain/import/read/read-board-file';
import { signUp } from './app';
import { DIST, launch, startPreview } from './browser';
import { median, summary } from './stats';

const RUNS = Number(process.argv[2] ?? 5);
const TARGET_MS = 1_000;
const PORT = Number(process.env.LANES_BENCH_PORT ?? 4180);
const BASELINE = process.env.LANES_BASELINE_DIST;
const MB = 1024 * 1024;
const scratch = mkdtempSync(path.join(tmpdir(), 'lanes-hostile-'));

/** Writes a file of `bytes` bytes: a Trello-looking head, `opens` '[' and then ']' up to the size. */
function hostile(name: string, bytes: number, opens: number): string {
  const file = path.join(scratch, name);
  const fd = openSync(file, 'w');
  const head = '{"name":"Hostile","lists":[],"cards":[],"pluginData":';
  writeSync(fd, head);
  const block = (ch: string, n: number) => {
    const chunk = Buffer.alloc(MB, ch);
    for (let left = n; left > 0; left -= MB) writeSync(fd, chunk, 0, Math.min(MB, left));
  };
  block('[', opens);
  block(']', bytes - head.length - opens);
  closeSync(fd);
  return file;
}

const files = [
  { label: '99 MB, 52 million deep', path: hostile('deep-99mb.json', 99 * MB, 52_000_000), big: true },
  { label: '20 MB, 10 million deep', path: hostile('deep-20mb.json', 20 * MB, 10_000_000), big: false },
];
const small = path.join(scratch, 'small.json');
writeFileSync(small, JSON.stringify({ name: 'Small', lists: [], cards: [] }));

function timeCli(file: string): number {
  const t0 = performance.now();
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/import-check.ts', file], { encoding: 'utf8' });
  return performance.now() - t0;
}

/** Chooses `file` in the import dialog of `page` and times it until the dialog's alert shows. */
async function timeBrowser(page: Page, url: string, file: string): Promise<number> {
  await page.goto(`${url}/`);
  await page.getByRole('button', { name: 'Import a board…' }).click();
  const input = page.getByLabel('Lanes or Trello export (.json)');
  await input.waitFor();
  // Timed in the page: from the input's change event to the alert's appearance.
  await page.evaluate(`(() => {
    const input = document.querySelector('input[type=file]');
    window.__refusedIn = new Promise((resolve) => {
      input.addEventListener('change', () => {
        const t0 = performance.now();
        const poll = () => (document.querySelector('[role=alert]') ? resolve(performance.now() - t0) : requestAnimationFrame(poll));
        poll();
      }, { once: true });
    });
  })()`);
  await input.setInputFiles(file);
  return Number(await page.evaluate('window.__refusedIn'));
}

try {
  for (const file of files) {
    const node: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const blob = await openAsBlob(file.path);
      const t0 = performance.now();
      await readBoardFile(blob, { fileName: file.label }).catch(() => undefined);
      node.push(performance.now() - t0);
    }
    console.log(`${file.label}: readBoardFile in Node, ms to the refusal: ${summary(node, 1)}`);
    const cli = Array.from({ length: Math.min(RUNS, 3) }, () => timeCli(file.path));
    const startup = Array.from({ length: Math.min(RUNS, 3) }, () => timeCli(small));
    console.log(
      `  npm run import:check (process wall time), ms: ${summary(cli)}; the same on a 1 KB export: ${summary(startup)}`,
    );
  }

  const browser = await launch();
  const previews = [await startPreview(PORT, DIST)];
  if (BASELINE) previews.push(await startPreview(PORT + 1, BASELINE));
  try {
    const builds = await Promise.all(
      previews.map(async (preview, i) => {
        const page = await browser.newPage();
        await signUp(page, preview.url);
        return { name: i === 0 ? 'this build' : 'baseline', url: preview.url, page };
      }),
    );
    for (const file of files) {
      for (const build of builds) {
        if (build.name === 'baseline' && file.big && process.env.LANES_HOSTILE_BASELINE_99 !== '1') continue;
        const ms: number[] = [];
        for (let i = 0; i < (build.name === 'baseline' ? Math.min(RUNS, 3) : RUNS); i++)
          ms.push(await timeBrowser(build.page, build.url, file.path));
        const verdict = median(ms) < TARGET_MS ? 'met' : 'missed';
        console.log(
          `${file.label}: browser, ${build.name}, file chosen → message, ms: ${summary(ms)} (${verdict})`,
        );
      }
    }
  } finally {
    await browser.close();
    for (const preview of previews) preview.stop();
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
