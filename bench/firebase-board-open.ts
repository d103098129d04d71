// Board open in Firebase mode, on an `emulator`-mode build against the emulators (Auth, Functions, Cloud Firestore):
// the generated 5,000-card / 50-list board (BIG_BOARD) and a 42-card one (the stonekw fixture, or a generated board
// of that size without ../shared), imported through the UI, then opened RUNS times each (default 5), navigation
// start → the first frame with all lists rendered and a card title clickable (as bench/board-open.ts defines it):
// - cold: the device emptied of every board first (its replica deleted; still signed in), as on a new device;
// - warm: opened again as the cold open left the device (a reload).
// Documents read per open: what the server sent to listeners and Lite queries (counted by the proxy,
// firestore-proxy.ts, once they stop coming), plus, for a cold open through the boardSnapshot callable (which reads
// with the Admin SDK, past the proxy), the board's documents it returns. Each variant (firebase-variants.ts; `local`
// is local mode: warm only) and the previous main (LANES_BASELINE_ROOT) are measured in the same run, alternated.
// - public (the shipped build): each board made public from "Share…" in the set-up, opened at /p/:boardId by a
//   browser with nobody signed in, right after the member's cold open of the same run (issue 27: ≤ 1.2× it).
// Targets on loopback (issue 24): 5,000 cards warm ≤ 0.6 s and ≤ 1.1× local mode's, cold ≤ 2.0 s; 42 cards warm
// ≤ 0.6 s, cold ≤ 1.0 s. LANES_BENCH_SMOKE=1: the small board once, no timing verdict (npm test).
// Run: npm run bench:firebase-open -- [RUNS]
import { existsSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import {
  BIG_BOARD,
  FIXTURE_BOARD,
  generatedFile,
  heapUsedMb,
  importThroughUi,
  interactiveAt,
  signUp,
  watchInteractive,
  type ImportFile,
} from './app';
import {
  clearDeviceBoards,
  documentsWhenQuiet,
  SHIPPED,
  type FirebaseApp,
  withServedVariants,
} from './firebase-mode';
import { median, summary } from './stats';

const SMOKE = process.env.LANES_BENCH_SMOKE === '1';
const RUNS = SMOKE ? 1 : Number(process.argv[2] ?? 5);
const TARGETS: Record<string, { cold: number; warm: number }> = {
  '5,000 cards': { cold: 2_000, warm: 600 },
  '42 cards': { cold: 1_000, warm: 600 },
};

interface Board {
  label: string;
  path: string;
  /** Board, lists and cards: what a whole copy of it reads. */
  documents: number;
  /** A tab of its own, watching for this board's list count (watchInteractive). */
  page: Page;
  /** The same in a browser context with nobody signed in, for the board's public page; absent: not public. */
  reader?: Page;
}

/** Makes the board open in `page` public from its menu's "Share…" and waits for the server to have it. */
async function makePublic(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Board menu' }).click();
  await page.getByRole('menuitem', { name: 'Share…' }).click();
  const dialog = page.getByRole('dialog', { name: /^Share “/ });
  await dialog.getByRole('radio', { name: /^Public/ }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.getByLabel('Public link').waitFor();
  await page.getByText(/unsynced change/).waitFor({ state: 'detached', timeout: 60_000 });
}

/** The 42-card board: the shared fixture where it is there, else a generated board of that size. */
function smallBoard(): { file: ImportFile; lists: number; documents: number } {
  if (existsSync(FIXTURE_BOARD)) return { file: FIXTURE_BOARD, lists: 8, documents: 1 + 8 + 42 + 6 };
  return { file: generatedFile({ cards: 42, lists: 6, seed: 2 }), lists: 6, documents: 1 + 6 + 42 };
}

/** Opens `board` in its tab (or its public page in the reader's) and returns [ms to interactive, documents read]. */
async function open(
  app: FirebaseApp,
  board: Board,
  copied: number,
  asReader = false,
): Promise<[number, number]> {
  const page = asReader && board.reader ? board.reader : board.page;
  await page.bringToFront();
  app.proxy.reset();
  await page.goto(`${app.url}${asReader ? board.path.replace(/^\/b\//, '/p/') : board.path}`);
  const ms = await interactiveAt(page, 120_000);
  const steps = await coldSteps(page);
  if (steps) console.log(`    cold open, ms from navigation start: ${steps}`);
  return [ms, (await documentsWhenQuiet(app.proxy)) + copied];
}

/** A cold open's steps (board-sync.ts, cold-open.ts marks: asked, answered, unpacked, copied, stored), or ''. */
async function coldSteps(page: Page): Promise<string> {
  const marks = await page.evaluate(() =>
    performance
      .getEntriesByType('mark')
      .filter((m) => m.name.startsWith('lanes:cold:'))
      .map((m) => `${m.name.slice('lanes:cold:'.length)} ${Math.round(m.startTime)}`),
  );
  return marks.join(', ');
}

/**
 * Marks each `boardSnapshot` request in `ctx`'s pages as sent (`lanes:cold:fetch-sent`) and when its answer's
 * headers came (`fetch-headers`): the server's share of a cold or public open, apart from the page's.
 */
async function markCalls(ctx: BrowserContext): Promise<void> {
  await ctx.addInitScript(() => {
    const original = window.fetch.bind(window);
    window.fetch = async (...args: Parameters<typeof fetch>) => {
      const url = args[0] instanceof Request ? args[0].url : String(args[0]);
      if (!url.includes('boardSnapshot')) return original(...args);
      performance.mark('lanes:cold:fetch-sent');
      const response = await original(...args);
      performance.mark('lanes:cold:fetch-headers');
      return response;
    };
  });
}

await withServedVariants(async (apps, browser) => {
  const setups: { app: FirebaseApp; context: BrowserContext; boards: Board[] }[] = [];
  for (const app of apps) {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    context.setDefaultTimeout(600_000);
    await markCalls(context);
    const setupPage = await context.newPage();
    await signUp(setupPage, app.url);
    const small = smallBoard();
    const imported: [string, string, number, number][] = [];
    if (!SMOKE) {
      const big = await importThroughUi(setupPage, app.url, generatedFile(BIG_BOARD), { timeoutMs: 900_000 });
      imported.push(['5,000 cards', big.boardPath, 50, 1 + 50 + 5_000]);
    }
    const { boardPath } = await importThroughUi(setupPage, app.url, small.file, { timeoutMs: 900_000 });
    imported.push(['42 cards', boardPath, small.lists, small.documents]);
    await setupPage.close();
    // Public boards are this build's (the previous main has none): the shipped variant's boards are made public.
    const publicOnes = app.variant === SHIPPED;
    const readers = publicOnes ? await browser.newContext({ viewport: { width: 1400, height: 900 } }) : null;
    readers?.setDefaultTimeout(600_000);
    if (readers) await markCalls(readers);
    const boards: Board[] = [];
    for (const [label, path, lists, documents] of imported) {
      const page = await context.newPage();
      await watchInteractive(page, lists);
      let reader: Page | undefined;
      if (readers) {
        await page.goto(`${app.url}${path}`);
        await interactiveAt(page, 120_000);
        await makePublic(page);
        reader = await readers.newPage();
        await watchInteractive(reader, lists);
      }
      boards.push({ label, path, documents, page, reader });
    }
    setups.push({ app, context, boards });
  }
  const results = new Map<string, { ms: number[]; docs: number[]; heap: number[] }>();
  const record = (key: string, [ms, docs]: [number, number], heap: number) => {
    const entry = results.get(key) ?? { ms: [], docs: [], heap: [] };
    entry.ms.push(ms);
    entry.docs.push(docs);
    entry.heap.push(heap);
    results.set(key, entry);
    console.log(`  ${key}: ${Math.round(ms)} ms, ${docs} documents read, heap ${heap.toFixed(1)} MB`);
  };
  for (let run = 0; run < RUNS; run++) {
    for (const { app, boards } of setups) {
      const local = app.variant.mode === 'local';
      // The callable's reads pass the proxy by: counted as the board's documents it returns.
      const copied = (b: Board) => (app.variant.env.VITE_LANES_COLD_OPEN ? 0 : b.documents);
      for (const board of boards) {
        if (!local) {
          // No tab of the context may hold a database while it is deleted.
          for (const other of boards) await other.page.goto('about:blank');
          await clearDeviceBoards(board.page, app.url);
          record(
            `${app.variant.name}, ${board.label}, cold`,
            await open(app, board, copied(board)),
            await heapUsedMb(board.page),
          );
          if (board.reader)
            record(
              `${app.variant.name}, ${board.label}, public`,
              await open(app, board, board.documents, true),
              await heapUsedMb(board.reader),
            );
        }
        record(
          `${app.variant.name}, ${board.label}, warm`,
          await open(app, board, 0),
          await heapUsedMb(board.page),
        );
      }
    }
  }
  const localWarm = median(results.get('local, 5,000 cards, warm')?.ms ?? []);
  for (const [key, { ms, docs, heap }] of results) {
    if (key.endsWith('public')) {
      const cold = median(results.get(key.replace(/public$/, 'cold'))?.ms ?? []);
      const ratio = median(ms) / cold;
      const verdict = SMOKE
        ? ''
        : ` — ${ratio.toFixed(2)}× the member's cold open, target ≤ 1.2×: ${ratio <= 1.2 ? 'met' : 'missed'}`;
      console.log(
        `board open ${key} (signed out), ms: ${summary(ms)}; documents read: ${summary(docs)}; heap MB: ${summary(heap, 1)} over ${ms.length} runs${verdict}`,
      );
      continue;
    }
    const kind = key.endsWith('cold') ? 'cold' : 'warm';
    const m = median(ms);
    const board = Object.keys(TARGETS).find((label) => key.includes(label)) ?? '';
    const target = TARGETS[board]?.[kind] ?? 0;
    const ratio =
      kind === 'warm' && board === '5,000 cards' && localWarm > 0
        ? `, ${(m / localWarm).toFixed(2)}× local mode's`
        : '';
    const verdict = SMOKE
      ? ''
      : ` — target ≤ ${target} ms: ${m <= target ? 'met' : `missed by ${Math.round(m - target)} ms`}${ratio}`;
    console.log(
      `board open ${key}, ms: ${summary(ms)}; documents read: ${summary(docs)}; heap MB: ${summary(heap, 1)} over ${ms.length} runs${verdict}`,
    );
  }
});
