// Trello import through the UI, as a person does it (boards page → "Import a board…" → file chosen → report
// shown; the app's own `data-import-ms`), RUNS times each (default 5): the largest real fixture
// (shared/fixtures/trello/stonekw-board-2020.json, 42 cards) and a generated 5,000-card / 50-list export
// (scripts/generate-trello-export.ts: labels, checklists, 1,000 comments). Cards per second counts every card
// imported, open and archived. Baseline in the same run: mapping the same 5,000-card export in Node
// (mapTrelloExport alone, no file reading, no writing), to show how the UI's time splits.
// Target: 5,000 cards in ≤ 5 s.
// Run: npx vite build --outDir .tmp/dist-bench && LANES_DIST=.tmp/dist-bench npx tsx bench/trello-import.ts [RUNS]
import { readFileSync } from 'node:fs';
import { mapTrelloExport } from '../src/domain/import/trello';
import { generateTrelloExport } from '../scripts/generate-trello-export';
import { BIG_BOARD, FIXTURE_BOARD, generatedFile, importThroughUi, signUp, skipWithoutFixture } from './app';
import { launch, startPreview } from './browser';
import { median, summary } from './stats';

skipWithoutFixture('trello-import');

const RUNS = Number(process.argv[2] ?? 5);
const TARGET_MS = 5_000;

const fixtureCards = (JSON.parse(readFileSync(FIXTURE_BOARD, 'utf8')) as { cards: unknown[] }).cards.length;
const generated = generatedFile(BIG_BOARD);
const mb = typeof generated === 'string' ? 0 : generated.buffer.length / 1024 / 1024;

const nodeMs: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const json = generateTrelloExport(BIG_BOARD);
  const t0 = performance.now();
  mapTrelloExport(json);
  nodeMs.push(performance.now() - t0);
}

const preview = await startPreview();
const browser = await launch();
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await signUp(page, preview.url);
  const small: number[] = [];
  const big: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    small.push((await importThroughUi(page, preview.url, FIXTURE_BOARD)).ms);
    big.push((await importThroughUi(page, preview.url, generated)).ms);
  }
  const perSecond = (cards: number, ms: number[]) =>
    summary(
      ms.map((m) => (cards / m) * 1000),
      0,
    );
  console.log(
    `import stonekw-board-2020.json (${fixtureCards} cards), ms: ${summary(small)}; cards/s: ${perSecond(fixtureCards, small)}`,
  );
  console.log(
    `import generated 5,000 cards / 50 lists (${mb.toFixed(1)} MB, 1,000 comments), ms: ${summary(big)}; ` +
      `cards/s: ${perSecond(5_000, big)} over ${RUNS} runs`,
  );
  const m = median(big);
  console.log(
    `  target 5,000 cards ≤ ${TARGET_MS} ms: ${m <= TARGET_MS ? 'met' : `missed by ${Math.round(m - TARGET_MS)} ms`}`,
  );
  console.log(`baseline: mapTrelloExport alone in Node on the same export, ms: ${summary(nodeMs)}`);
} finally {
  await browser.close();
  preview.stop();
}
