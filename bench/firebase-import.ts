// Trello import in Firebase mode, through the UI of an `emulator`-mode build against Cloud Firestore's emulator:
// file chosen → report shown (the app's `data-import-ms`), and the document writes the browser sent, counted by the
// proxy (firestore-proxy.ts), for the generated 5,000-card / 50-list export (BIG_BOARD) and the 42-card fixture,
// RUNS times each (default 3), each variant's runs alternated with the others' in one session.
// Target (ARCHITECTURE.md §8): ≤ 10 s for the 5,000-card export.
// Run: npm run bench:firebase-import -- [RUNS]   (starts the emulators on LANES_EMULATOR_* ports, builds, serves)
import { existsSync } from 'node:fs';
import { BIG_BOARD, FIXTURE_BOARD, generatedFile, importThroughUi, signUp, type ImportFile } from './app';
import { withServedVariants, type FirebaseApp } from './firebase-mode';
import { median, summary } from './stats';

const RUNS = Number(process.argv[2] ?? 3);
const TARGET_MS = 10_000;

await withServedVariants(async (apps, browser) => {
  const files: [string, ImportFile][] = [['5,000 cards', generatedFile(BIG_BOARD)]];
  if (existsSync(FIXTURE_BOARD)) files.push(['42 cards', FIXTURE_BOARD]);
  else console.log(`SKIPPED: the 42-card baseline (${FIXTURE_BOARD} is not there)`);
  const results = new Map<string, { ms: number[]; writes: number[]; server: number[] }>();
  const pages = new Map<FirebaseApp, Awaited<ReturnType<typeof browser.newPage>>>();
  for (const app of apps) {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    page.setDefaultTimeout(300_000);
    await signUp(page, app.url);
    pages.set(app, page);
  }
  for (let run = 0; run < RUNS; run++) {
    for (const app of apps) {
      const page = pages.get(app);
      if (!page) continue;
      await page.bringToFront();
      for (const [label, file] of files) {
        app.proxy.reset();
        const { ms } = await importThroughUi(page, app.url, file, { timeoutMs: 600_000 });
        const key = `${app.variant.name}: ${label}`;
        const entry = results.get(key) ?? { ms: [], writes: [], server: [] };
        const { writesSent, writeRequests, acks } = app.proxy.traffic;
        // Time the emulator held the batches: each request with writes until the acknowledgement in its place.
        const server = writeRequests.reduce((sum, sent, k) => sum + Math.max(0, (acks[k] ?? sent) - sent), 0);
        entry.ms.push(ms);
        entry.writes.push(writesSent);
        entry.server.push(server);
        results.set(key, entry);
        console.log(
          `  run ${run + 1} ${key}: ${(ms / 1000).toFixed(1)} s (server held the batches ${(server / 1000).toFixed(1)} s), ` +
            `${writesSent} writes in ${writeRequests.length} requests`,
        );
      }
    }
  }
  for (const [key, { ms, writes, server }] of results) {
    const m = median(ms);
    const verdict = key.includes('5,000')
      ? ` — target ≤ ${TARGET_MS / 1000} s: ${m <= TARGET_MS ? 'met' : `missed by ${((m - TARGET_MS) / 1000).toFixed(1)} s`}`
      : '';
    const seconds = (values: number[]) =>
      summary(
        values.map((x) => x / 1000),
        1,
      );
    console.log(
      `import ${key}, s: ${seconds(ms)} (server holding the batches: ${seconds(server)}); ` +
        `documents written: ${summary(writes)} over ${ms.length} runs${verdict}`,
    );
  }
});
