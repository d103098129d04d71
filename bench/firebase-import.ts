// Trello import in Firebase mode, through the UI of an `emulator`-mode build against the emulators: file chosen →
// report shown (the app's `data-import-ms`), for the generated 5,000-card / 50-list export (BIG_BOARD) and a 42-card
// one (the stonekw fixture, or a generated board of that size without ../shared), RUNS times each (default 3), each
// variant's runs alternated with the others'. Beside it: the browser's share (file chosen → the plan sent, the
// request's start; the rest is the server's), the writes the browser sent (counted by the proxy; the importBoard
// callable writes past it with the Admin SDK), and what the emulator itself needs for the same documents
// (emulator-writes.ts), measured in the same run.
// Targets (issue 24): the browser's share ≤ 3 s, the whole within 1.5× of the emulator's own time.
// LANES_BENCH_SMOKE=1: the small board once, no verdict (npm test).
// Run: npm run bench:firebase-import -- [RUNS]   (starts the emulators on LANES_EMULATOR_* ports, builds, serves)
import { existsSync, readFileSync } from 'node:fs';
import { mapTrelloExport } from '../src/domain/import/trello';
import { generateTrelloExport } from '../scripts/generate-trello-export';
import { BIG_BOARD, FIXTURE_BOARD, generatedFile, importThroughUi, signUp, type ImportFile } from './app';
import { emulatorWriteMs } from './emulator-writes';
import { withServedVariants, type FirebaseApp } from './firebase-mode';
import { median, summary } from './stats';

const SMOKE = process.env.LANES_BENCH_SMOKE === '1';
const RUNS = SMOKE ? 1 : Number(process.argv[2] ?? 3);
const BROWSER_TARGET_MS = 3_000;
const EMULATOR_RATIO = 1.5;

const small = existsSync(FIXTURE_BOARD)
  ? { file: FIXTURE_BOARD as ImportFile, json: JSON.parse(readFileSync(FIXTURE_BOARD, 'utf8')) as unknown }
  : (() => {
      const json = generateTrelloExport({ cards: 42, lists: 6, seed: 2 });
      return { file: generatedFile({ cards: 42, lists: 6, seed: 2 }), json: json as unknown };
    })();
const boards: [string, ImportFile, unknown][] = SMOKE
  ? [['42 cards', small.file, small.json]]
  : [
      ['5,000 cards', generatedFile(BIG_BOARD), generateTrelloExport(BIG_BOARD)],
      ['42 cards', small.file, small.json],
    ];

await withServedVariants(async (apps, browser) => {
  const results = new Map<string, { ms: number[]; browser: number[]; writes: number[] }>();
  const floor = new Map<string, number[]>();
  const pages = new Map<FirebaseApp, Awaited<ReturnType<typeof browser.newPage>>>();
  for (const app of apps) {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    page.setDefaultTimeout(300_000);
    await signUp(page, app.url);
    pages.set(app, page);
  }
  for (let run = 0; run < RUNS; run++) {
    for (const [label, , json] of boards) {
      const ms = await emulatorWriteMs(mapTrelloExport(json).plan);
      floor.set(label, [...(floor.get(label) ?? []), ms]);
      console.log(`  run ${run + 1} the emulator alone, ${label}: ${(ms / 1000).toFixed(2)} s`);
    }
    for (const app of apps) {
      const page = pages.get(app);
      if (!page) continue;
      await page.bringToFront();
      for (const [label, file] of boards) {
        app.proxy.reset();
        // When the page sends its first request to a function or a write: the browser's share ends there.
        let sent = 0;
        const onRequest = (request: { url(): string; method(): string }) => {
          if (
            !sent &&
            request.method() === 'POST' &&
            /importBoard|Write\/channel|:commit/.test(request.url())
          )
            sent = Date.now();
        };
        page.on('request', onRequest);
        let chosen = 0;
        const { ms } = await importThroughUi(page, app.url, file, {
          timeoutMs: 600_000,
          onChoose: () => (chosen = Date.now()),
        });
        page.off('request', onRequest);
        const key = `${app.variant.name}: ${label}`;
        const entry = results.get(key) ?? { ms: [], browser: [], writes: [] };
        entry.ms.push(ms);
        entry.browser.push(sent ? sent - chosen : ms);
        entry.writes.push(app.proxy.traffic.writesSent);
        results.set(key, entry);
        console.log(
          `  run ${run + 1} ${key}: ${(ms / 1000).toFixed(2)} s, browser's share ${((sent - chosen) / 1000).toFixed(2)} s, ` +
            `${app.proxy.traffic.writesSent} writes from the browser`,
        );
      }
    }
  }
  const seconds = (values: number[]) =>
    summary(
      values.map((x) => x / 1000),
      2,
    );
  for (const [label, values] of floor) console.log(`the emulator alone, ${label}, s: ${seconds(values)}`);
  for (const [key, { ms, browser: share, writes }] of results) {
    const label = key.split(': ')[1] ?? '';
    const emulator = median(floor.get(label) ?? []);
    const ratio = median(ms) / emulator;
    const verdict =
      SMOKE || !key.includes('5,000')
        ? ''
        : ` — browser ≤ ${BROWSER_TARGET_MS / 1000} s: ${median(share) <= BROWSER_TARGET_MS ? 'met' : 'missed'}; ` +
          `whole ≤ ${EMULATOR_RATIO}× the emulator's: ${ratio <= EMULATOR_RATIO ? 'met' : 'missed'} (${ratio.toFixed(2)}×)`;
    console.log(
      `import ${key}, s: ${seconds(ms)}; browser's share ${seconds(share)}; writes from the browser: ${summary(writes)} over ${ms.length} runs${verdict}`,
    );
  }
});
