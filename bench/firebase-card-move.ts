// Card move in Firebase mode, on an `emulator`-mode build against Cloud Firestore's emulator: RUNS real drags
// (default 10, Playwright's mouse) of a list's first card onto the top of the next list, on the generated
// 5,000-card board (BIG_BOARD) and on the 42-card fixture as the baseline, timed in the page as
// bench/card-move.ts times them (move-timing.ts): drop → card shown in its new place (DOM) → the frame that paints
// it; and drop → the server's acknowledgement of the write, seen by the counting proxy (firestore-proxy.ts) on the
// same wall clock, with the documents written per move; and drop → the write request reaching the proxy (what the
// browser spent before sending; the rest is the server's). Each variant (firebase-variants.ts) in the same run.
// Target: drop → frame ≤ 16 ms.
// Run: npm run bench:firebase-move -- [RUNS]
import { existsSync } from 'node:fs';
import { BIG_BOARD, FIXTURE_BOARD, generatedFile, importThroughUi, signUp } from './app';
import { withServedVariants, type FirebaseApp } from './firebase-mode';
import { dragMove } from './move-timing';
import { median, summary } from './stats';

const RUNS = Number(process.argv[2] ?? 10);
const TARGET_MS = 16;

/** Waits for the first write acknowledgement after `after` (wall clock) and returns its time. */
async function ackAfter(app: FirebaseApp, after: number): Promise<number> {
  const until = Date.now() + 30_000;
  for (;;) {
    const ack = app.proxy.traffic.acks.find((t) => t > after);
    if (ack !== undefined) return ack;
    if (Date.now() > until) throw new Error('no write acknowledgement within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

await withServedVariants(async (apps, browser) => {
  for (const app of apps) {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    page.setDefaultTimeout(900_000);
    await signUp(page, app.url);
    const boards: [string, string][] = [];
    boards.push([
      '5,000 cards',
      (await importThroughUi(page, app.url, generatedFile(BIG_BOARD), { timeoutMs: 900_000 })).boardPath,
    ]);
    if (existsSync(FIXTURE_BOARD))
      boards.push([
        '42 cards',
        (await importThroughUi(page, app.url, FIXTURE_BOARD, { timeoutMs: 900_000 })).boardPath,
      ]);
    else console.log(`SKIPPED: the 42-card baseline (${FIXTURE_BOARD} is not there)`);
    for (const [label, path] of boards) {
      await page.goto(`${app.url}${path}`);
      await page.locator('.card-tile').first().waitFor();
      await page.waitForTimeout(2_000);
      const dom: number[] = [];
      const frame: number[] = [];
      const ack: number[] = [];
      const sent: number[] = [];
      const writes: number[] = [];
      for (let i = 0; i <= RUNS; i++) {
        app.proxy.reset();
        const [d, f, droppedAt] = await dragMove(page, (i % 2) as 0 | 1);
        const acked = await ackAfter(app, droppedAt);
        // The first move warms up code paths and the write stream: not counted.
        if (i > 0) {
          dom.push(d);
          frame.push(f);
          ack.push(acked - droppedAt);
          const sentAt = app.proxy.traffic.writeRequests.find((t) => t > droppedAt) ?? acked;
          sent.push(sentAt - droppedAt);
          writes.push(app.proxy.traffic.writesSent);
        }
        await page.waitForTimeout(300);
      }
      const m = median(frame);
      console.log(
        `${app.variant.name}, ${label}: drop → DOM ${summary(dom, 1)} ms, drop → frame ${summary(frame, 1)} ms, ` +
          `drop → write sent ${summary(sent, 1)} ms, drop → server acknowledged ${summary(ack, 1)} ms; documents written per move ${summary(writes)} ` +
          `over ${RUNS} moves — target ≤ ${TARGET_MS} ms drop → frame: ${m <= TARGET_MS ? 'met' : `missed by ${(m - TARGET_MS).toFixed(0)} ms`}`,
      );
    }
    await page.close();
  }
});
