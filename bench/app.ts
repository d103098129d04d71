// Steps the browser benchmarks share, all through the app's own UI: sign up, import a Trello export, open a board.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { generateTrelloExport, type GenerateOptions } from '../scripts/generate-trello-export';

/** The board the benchmarks measure at Trello's limit: a generated export of 5,000 cards over 50 lists (seed 1). */
export const BIG_BOARD: GenerateOptions = { cards: 5_000, lists: 50, seed: 1 };

/** The baseline board: the largest Trello fixture, `stonekw-board-2020.json` (42 cards), a path on disk. */
export const FIXTURE_BOARD = fileURLToPath(
  new URL('../../shared/fixtures/trello/stonekw-board-2020.json', import.meta.url),
);

/**
 * Ends the benchmark `name` (exit 0) with a SKIPPED line when FIXTURE_BOARD is not there: ../shared sits beside
 * the repository on the team's machines and in CI, not in a clone of the repository alone.
 */
export function skipWithoutFixture(name: string): void {
  if (existsSync(FIXTURE_BOARD)) return;
  console.log(`SKIPPED: ${name} needs the shared Trello export ${FIXTURE_BOARD}, which is not there.`);
  process.exit(0);
}

/** A file for the importer's file input: a path on disk, or a generated export held in memory. */
export type ImportFile = string | { name: string; mimeType: string; buffer: Buffer };

/** A generated export (scripts/generate-trello-export.ts) as an in-memory file for `importThroughUi`. */
export function generatedFile(options: GenerateOptions): ImportFile {
  const json = JSON.stringify(generateTrelloExport(options));
  return { name: `generated-${options.cards}.json`, mimeType: 'application/json', buffer: Buffer.from(json) };
}

/** Creates an account through the sign-up form (remembered, so new tabs of the context are signed in). */
export async function signUp(page: Page, baseUrl: string, name = 'Bench'): Promise<void> {
  await page.goto(`${baseUrl}/signup`);
  await fillSignUp(page, name);
}

/** Fills and sends the sign-up form already on `page` (as `signUp`), and waits for the boards page. */
export async function fillSignUp(page: Page, name = 'Bench'): Promise<void> {
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('E-mail').fill(`bench-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`);
  await page.getByLabel('Password').fill('bench-password');
  await page.getByLabel('Keep me signed in on this device').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('heading', { name: 'Your boards' }).waitFor();
}

/**
 * Imports `file` through the boards page's "Import a board…" dialog (from the boards page as it is with `stay`, else
 * after opening it afresh), waiting up to `timeoutMs` for the report; throws with the app's message when the import
 * fails. `onChoose` is called just before the file is chosen. Returns the app's own timing (file chosen → report shown, `data-import-ms`) and the new board's path.
 */
export async function importThroughUi(
  page: Page,
  baseUrl: string,
  file: ImportFile,
  {
    stay = false,
    timeoutMs = 120_000,
    onChoose,
  }: { stay?: boolean; timeoutMs?: number; onChoose?: () => void } = {},
): Promise<{ ms: number; boardPath: string }> {
  if (!stay) await page.goto(`${baseUrl}/`);
  await page.getByRole('button', { name: 'Import a board…' }).click();
  const input = page.getByLabel('Lanes or Trello export (.json)');
  await input.waitFor();
  onChoose?.();
  await input.setInputFiles(file);
  const status = page.locator('[data-import-ms]');
  // A failed import shows its error instead of the report: say so at once rather than wait out `timeoutMs`.
  const failed = page.locator('.error-message');
  await status.or(failed).first().waitFor({ timeout: timeoutMs });
  if (await failed.isVisible()) throw new Error(`import failed: ${await failed.innerText()}`);
  const ms = Number(await status.getAttribute('data-import-ms'));
  const boardPath = (await page.getByRole('link', { name: 'Open the board' }).getAttribute('href')) ?? '';
  return { ms, boardPath };
}

/**
 * Installs, before the page's own scripts run, a per-frame check that records in `window.__lanesInteractive` the
 * time (ms since navigation start) of the first frame where `lists` lists are on screen and a card title link can
 * be clicked (the element at its centre is the link). Checked at the start of each frame, so the time is that of
 * the first frame painted with the board usable.
 */
export async function watchInteractive(page: Page, lists: number): Promise<void> {
  // A string, not a function: tsx compiles functions with a `__name` helper that does not exist in the page.
  await page.addInitScript({
    content: `(() => {
      const expected = ${lists};
      const check = () => {
        if (/^\\/(b|p)\\//.test(location.pathname) && document.querySelectorAll('.list-column').length >= expected) {
          const link = document.querySelector('.card-tile .card-title');
          const box = link && link.getBoundingClientRect();
          if (box && box.width > 0) {
            const hit = document.elementFromPoint(box.x + Math.min(10, box.width / 2), box.y + box.height / 2);
            if (hit && link.contains(hit)) {
              window.__lanesInteractive = performance.now();
              return;
            }
          }
        }
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    })();`,
  });
}

/** Waits for `watchInteractive`'s mark and returns it (ms since navigation start). */
export async function interactiveAt(page: Page, timeoutMs = 60_000): Promise<number> {
  const handle = await page.waitForFunction(
    () => (window as unknown as { __lanesInteractive?: number }).__lanesInteractive,
    undefined,
    { timeout: timeoutMs, polling: 50 },
  );
  return Number(await handle.jsonValue());
}

/** JS heap in use (MB) after a full garbage collection, through the Chrome DevTools Protocol. */
export async function heapUsedMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return usedSize / 1024 / 1024;
  } finally {
    await cdp.detach();
  }
}

/**
 * A new 1400 × 900 page in `browser`, signed up, with BIG_BOARD imported through the UI and open (its first tile
 * shown), once `settleMs` has let the import's leftover work (IndexedDB writing out, garbage collection) finish.
 */
export async function openBigBoard(browser: Browser, baseUrl: string, settleMs: number): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await signUp(page, baseUrl);
  const { boardPath } = await importThroughUi(page, baseUrl, generatedFile(BIG_BOARD));
  await page.goto(`${baseUrl}${boardPath}`);
  await page.locator('.card-tile').first().waitFor();
  await page.waitForTimeout(settleMs);
  return page;
}

/** Ids of the board's first two lists, and of the first card shown in each. */
export async function topCards(page: Page): Promise<{ lists: [string, string]; cards: [string, string] }> {
  return page.evaluate(() => {
    const sections = [...document.querySelectorAll<HTMLElement>('[data-list-id]')].slice(0, 2);
    const ids = sections.map((s) => s.dataset.listId ?? '');
    const firsts = sections.map(
      (s) => s.querySelector<HTMLElement>('.list-cards > li')?.dataset.cardId ?? '',
    );
    return { lists: [ids[0] ?? '', ids[1] ?? ''], cards: [firsts[0] ?? '', firsts[1] ?? ''] };
  });
}

/** A real drag (Playwright's mouse) of card `cardId` onto the top edge of card `targetId`: it lands just above it. */
export async function dragCardOnto(page: Page, cardId: string, targetId: string): Promise<void> {
  await page
    .locator(`[data-card-id="${cardId}"]`)
    .dragTo(page.locator(`[data-card-id="${targetId}"]`), { targetPosition: { x: 40, y: 3 } });
}

/**
 * Signs up on `page` and imports BIG_BOARD and FIXTURE_BOARD through the UI; resolves with both boards' paths once
 * the imports' leftover work (IndexedDB writing out, garbage collection) has had 3 s to finish.
 */
export async function importBothBoards(page: Page, baseUrl: string): Promise<{ big: string; small: string }> {
  await signUp(page, baseUrl);
  const big = await importThroughUi(page, baseUrl, generatedFile(BIG_BOARD));
  const small = await importThroughUi(page, baseUrl, FIXTURE_BOARD);
  await page.waitForTimeout(3_000);
  return { big: big.boardPath, small: small.boardPath };
}
