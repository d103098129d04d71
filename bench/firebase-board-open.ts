// Board open in Firebase mode, on an `emulator`-mode build against Cloud Firestore's emulator: the generated
// 5,000-card / 50-list board (BIG_BOARD) and the 42-card fixture, imported through the UI, then opened RUNS times
// each (default 5), navigation start → the first frame with all lists rendered and a card title clickable (as
// bench/board-open.ts defines it):
// - cold: the Firestore cache emptied first (its IndexedDB deleted; still signed in), as on a new device;
// - warm: opened again with the cache as the last open left it (persistent cache: what a reload finds).
// Documents the server sent to the listeners per open are counted by the proxy (firestore-proxy.ts) once they stop
// coming: what Firestore bills, counted, not computed (the emulator resumes some warm listeners from their resume
// tokens and not others: bench/README.md has what was seen). Each variant (firebase-variants.ts)
// is measured in the same run, runs alternated. Targets on loopback: warm ≤ 1.0 s, cold ≤ 2.0 s (5,000 cards).
// Run: npm run bench:firebase-open -- [RUNS]
import { existsSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import {
  BIG_BOARD,
  FIXTURE_BOARD,
  generatedFile,
  importThroughUi,
  interactiveAt,
  signUp,
  watchInteractive,
} from './app';
import {
  clearFirestoreCache,
  documentsWhenQuiet,
  type FirebaseApp,
  withServedVariants,
} from './firebase-mode';
import { median, summary } from './stats';

const RUNS = Number(process.argv[2] ?? 5);
const TARGETS = { cold: 2_000, warm: 1_000 };

interface Board {
  label: string;
  path: string;
  /** A tab of its own, watching for this board's list count (watchInteractive). */
  page: Page;
}

interface Setup {
  app: FirebaseApp;
  context: BrowserContext;
  boards: Board[];
}

/** Opens `board` in its tab and returns [ms to interactive, documents the server sent]. */
async function open(app: FirebaseApp, board: Board): Promise<[number, number]> {
  const { page } = board;
  await page.bringToFront();
  app.proxy.reset();
  await page.goto(`${app.url}${board.path}`);
  const ms = await interactiveAt(page, 120_000);
  return [ms, await documentsWhenQuiet(app.proxy)];
}

await withServedVariants(async (apps, browser) => {
  const setups: Setup[] = [];
  for (const app of apps) {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    context.setDefaultTimeout(600_000);
    const setupPage = await context.newPage();
    await signUp(setupPage, app.url);
    const imported: [string, string, number][] = [];
    const big = await importThroughUi(setupPage, app.url, generatedFile(BIG_BOARD), { timeoutMs: 900_000 });
    imported.push(['5,000 cards', big.boardPath, 50]);
    if (existsSync(FIXTURE_BOARD)) {
      const small = await importThroughUi(setupPage, app.url, FIXTURE_BOARD, { timeoutMs: 900_000 });
      imported.push(['42 cards', small.boardPath, 8]);
    } else console.log(`SKIPPED: the 42-card baseline (${FIXTURE_BOARD} is not there)`);
    await setupPage.close();
    const boards: Board[] = [];
    for (const [label, path, lists] of imported) {
      const page = await context.newPage();
      await watchInteractive(page, lists);
      boards.push({ label, path, page });
    }
    setups.push({ app, context, boards });
  }
  const results = new Map<string, { ms: number[]; docs: number[] }>();
  const record = (key: string, [ms, docs]: [number, number]) => {
    const entry = results.get(key) ?? { ms: [], docs: [] };
    entry.ms.push(ms);
    entry.docs.push(docs);
    results.set(key, entry);
    console.log(`  ${key}: ${Math.round(ms)} ms, ${docs} documents`);
  };
  for (let run = 0; run < RUNS; run++) {
    for (const { app, boards } of setups) {
      for (const board of boards) {
        // No tab of the context may hold the cache while it is deleted.
        for (const other of boards) await other.page.goto('about:blank');
        await clearFirestoreCache(board.page, app.url);
        record(`${app.variant.name}, ${board.label}, cold`, await open(app, board));
        record(`${app.variant.name}, ${board.label}, warm`, await open(app, board));
      }
    }
  }
  for (const [key, { ms, docs }] of results) {
    const kind = key.endsWith('cold') ? 'cold' : 'warm';
    const m = median(ms);
    const target = TARGETS[kind];
    const verdict = key.includes('5,000')
      ? ` — target ≤ ${target} ms: ${m <= target ? 'met' : `missed by ${Math.round(m - target)} ms`}`
      : '';
    console.log(
      `board open ${key}, ms: ${summary(ms)}; documents read: ${summary(docs)} over ${ms.length} runs${verdict}`,
    );
  }
});
