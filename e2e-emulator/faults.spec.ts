// Issue 28 item 7, in emulator mode: the Cloud Firestore emulator stops answering (its process paused with SIGSTOP,
// then resumed: a server that hangs and comes back — a killed emulator would lose its in-memory data, which no real
// Firestore does). While a person adds cards for 10 s: every edit reaches the server once it is back, in order,
// none twice. In the middle of a 5,000-card import: nobody sees half a board, the person is told, and Try again
// brings the whole board. The figures go to .tmp/e2e-emulator/faults.json for README's reliability section. These
// tests run alone, after every other one (playwright.emulator.config.ts), as they stall the one emulator the others
// use.
import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { generateTrelloExport } from '../scripts/generate-trello-export';
import { allSaved, signUpAs, typeCard } from './support';
import { adminCount, adminWhere } from './firestore-admin';
import { openBoard, recordFigures, serverTitles } from './fault-support';

const PAUSE_MS = 10_000;
/** How long importBoard waits for a round of writes (functions/src/import-board.ts; npm's test:e2e-emulator sets it). */
const IMPORT_DEADLINE_MS = Number(process.env.LANES_IMPORT_WRITE_DEADLINE_MS) || 60_000;
const IMPORT_CARDS = 5_000;
const IMPORT_LISTS = 50;
const figures: Record<string, number> = {};

test.afterAll(() => recordFigures('faults', figures));

test('edits made while the Firestore emulator stops answering arrive once it is back', async ({ page }) => {
  const pid = Number(process.env.LANES_FIRESTORE_EMULATOR_PID);
  test.skip(!pid, 'LANES_FIRESTORE_EMULATOR_PID is not set: run under scripts/emulators/run.ts');
  const boardId = await openBoard(page, 'Paul Pause');
  await typeCard(page, 'Log', 'Before');
  await allSaved(page);
  const made = ['Before'];
  process.kill(pid, 'SIGSTOP');
  const paused = Date.now();
  try {
    while (Date.now() - paused < PAUSE_MS) {
      const title = `While stopped ${made.length}`;
      await typeCard(page, 'Log', title);
      made.push(title);
    }
    // Shown on the board, not yet on the server.
    await expect(page.getByText(/unsynced change/)).toBeVisible();
  } finally {
    process.kill(pid, 'SIGCONT');
  }
  await typeCard(page, 'Log', 'After');
  made.push('After');
  await page.keyboard.press('Escape');
  await allSaved(page);
  const arrived = await serverTitles(boardId);
  figures.pauseEditsMade = made.length;
  figures.pauseEditsArrived = arrived.filter((t) => made.includes(t)).length;
  figures.pauseDuplicates = arrived.length - new Set(arrived).size;
  expect(arrived).toEqual(made);
});

test('the emulator stops answering in the middle of a 5,000-card import: no half board, told, Try again works', async ({
  page,
  context,
}, info) => {
  const pid = Number(process.env.LANES_FIRESTORE_EMULATOR_PID);
  test.skip(!pid, 'LANES_FIRESTORE_EMULATOR_PID is not set: run under scripts/emulators/run.ts');
  test.setTimeout(IMPORT_DEADLINE_MS + 150_000);
  const name = `Stopped import ${Date.now()}`;
  const file = info.outputPath('big.json');
  writeFileSync(
    file,
    JSON.stringify(generateTrelloExport({ cards: IMPORT_CARDS, lists: IMPORT_LISTS, seed: 7, name })),
  );
  // Kept signed in, so a second tab shares the sign-in: what another of the person's devices lists.
  await signUpAs(page, 'Ida Import', { remember: true });
  const other = await context.newPage();
  await other.goto('/');
  await expect(other.getByRole('heading', { name: 'Your boards' })).toBeVisible();
  const tiles = (p: Page) => p.locator('.board-tile', { hasText: name });

  await page.getByRole('button', { name: 'Import a board…' }).click();
  await page.getByLabel('Lanes or Trello export (.json)').setInputFiles(file);
  // Stopped once the server is writing cards: the board document is there, marked importing, and cards arrive.
  let written: { id: string; strings: Record<string, string> } | undefined;
  await expect
    .poll(async () => (written = (await adminWhere('boards', 'title', name))[0]), {
      intervals: [25],
      timeout: 60_000,
    })
    .toBeDefined();
  expect(written?.strings.importState, 'the import ended before the emulator could be stopped').toBe(
    'importing',
  );
  await expect
    .poll(() => adminCount(`boards/${written?.id}/cards`), { intervals: [10], timeout: 30_000 })
    .toBeGreaterThan(0);
  process.kill(pid, 'SIGSTOP');
  const stopped = Date.now();
  try {
    // Told within the server's deadline, in words: nothing was kept.
    await expect(page.getByRole('alert')).toContainText('nothing was kept', {
      timeout: IMPORT_DEADLINE_MS + 30_000,
    });
    figures.importToldAfterMs = Date.now() - stopped;
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await page.screenshot({ path: info.outputPath('import-told.png') });
  } finally {
    process.kill(pid, 'SIGCONT');
  }
  // The writes that were waiting land now; the board they belong to stays hidden from everyone, its own tabs too.
  let failed: { id: string; strings: Record<string, string> }[] = [];
  await expect
    .poll(async () => (failed = await adminWhere('boards', 'title', name)).length)
    .toBeGreaterThan(0);
  figures.importFailedCardsLanded = await adminCount(`boards/${failed[0]?.id}/cards`);
  // Half a board on the server, marked importing: what nobody may see.
  expect(figures.importFailedCardsLanded).toBeLessThan(IMPORT_CARDS);
  expect(failed.map((b) => b.strings.importState)).toEqual(['importing']);
  await other.reload();
  await expect(other.getByRole('heading', { name: 'Your boards' })).toBeVisible();
  await other.waitForTimeout(2_000);
  await expect(tiles(other)).toHaveCount(0);

  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('link', { name: 'Open the board' })).toBeVisible({ timeout: 90_000 });
  const boards = await adminWhere('boards', 'title', name);
  const done = boards.filter((b) => b.strings.importState === undefined);
  expect(done).toHaveLength(1);
  expect(await adminCount(`boards/${done[0]?.id}/cards`)).toBe(IMPORT_CARDS);
  expect(await adminCount(`boards/${done[0]?.id}/lists`)).toBe(IMPORT_LISTS);
  // Listed once, whole, on the other tab; the failed attempt never.
  await expect(tiles(other)).toHaveCount(1, { timeout: 30_000 });
  await page.getByRole('link', { name: 'Open the board' }).click();
  await expect(page.locator('.list-column').first()).toBeVisible({ timeout: 30_000 });
});
