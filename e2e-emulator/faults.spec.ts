// Issue 28 (faults survived), in emulator mode: a person keeps editing a board while the network goes off and on
// every 2 s for 60 s, and while the Cloud Firestore emulator stops answering for 10 s (its process paused with
// SIGSTOP, then resumed: a server that hangs and comes back — a killed emulator would lose its in-memory data,
// which no real Firestore does). Every edit must reach the server, in order, none twice. The figures go to
// .tmp/e2e-emulator/faults.json for README's reliability section. These tests run alone, after every other one
// (playwright.emulator.config.ts), as they stall the one emulator the others use.
import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { addList, allSaved, cardsIn, column, createBoard, signUpAs, typeCard } from './support';
import { adminList } from './firestore-admin';

const FLAP_MS = 2_000;
const FLAP_FOR_MS = 60_000;
const PAUSE_MS = 10_000;
const EDIT_EVERY_MS = 1_000;
const figures: Record<string, number> = {};

test.afterAll(() => {
  mkdirSync('.tmp/e2e-emulator', { recursive: true });
  writeFileSync('.tmp/e2e-emulator/faults.json', `${JSON.stringify(figures, null, 2)}\n`);
});

/** The board's cards on the server, titles in rank order (the order every device shows). */
async function serverTitles(boardId: string): Promise<string[]> {
  const cards = await adminList(`boards/${boardId}/cards`);
  return cards
    .map((card) => card.strings)
    .sort((a, b) => ((a.rank ?? '') < (b.rank ?? '') ? -1 : 1))
    .map((card) => card.title ?? '');
}

async function openBoard(page: Page, name: string): Promise<string> {
  await signUpAs(page, name);
  await createBoard(page, `${name}'s board`);
  await addList(page, 'Log');
  await allSaved(page);
  await column(page, 'Log').getByRole('button', { name: '+ Add a card' }).click();
  await column(page, 'Log').getByRole('textbox', { name: 'Card title', exact: true }).click();
  return new URL(page.url()).pathname.split('/')[2] ?? '';
}

test('edits made while the network goes off and on every 2 s for 60 s all arrive, in order, once', async ({
  page,
  context,
}) => {
  test.setTimeout(FLAP_FOR_MS + 150_000);
  const boardId = await openBoard(page, 'Flora Flap');
  const made: string[] = [];
  let offline = false;
  let toggles = 0;
  const until = Date.now() + FLAP_FOR_MS;
  const flapping = (async () => {
    while (Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, FLAP_MS));
      offline = !offline;
      toggles += 1;
      await context.setOffline(offline);
    }
    await context.setOffline(false);
  })();
  while (Date.now() < until) {
    const title = `Edit ${made.length + 1}`;
    const started = Date.now();
    await typeCard(page, 'Log', title);
    made.push(title);
    // A person's pace: about one card a second.
    await page.waitForTimeout(Math.max(0, EDIT_EVERY_MS - (Date.now() - started)));
  }
  await flapping;
  await page.keyboard.press('Escape');
  const back = Date.now();
  // What the SDK and the outbox had waiting goes out one batch after another (a minute's edits: 30-60 of them).
  await allSaved(page, 90_000);
  figures.flapDrainMs = Date.now() - back;
  const arrived = await serverTitles(boardId);
  figures.flapToggles = toggles;
  figures.flapEditsMade = made.length;
  figures.flapEditsArrived = arrived.filter((t) => made.includes(t)).length;
  figures.flapDuplicates = arrived.length - new Set(arrived).size;
  expect(made.length).toBeGreaterThan(20);
  expect(arrived).toEqual(made);
  // Another load of the page (from the server's copy and this device's) shows the same.
  await page.reload();
  await expect(cardsIn(page, 'Log')).toHaveText(made);
});

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
