// Issue 28 item 7, in emulator mode: a person keeps adding cards while the network goes off and on every 2 s for
// 60 s. Every edit must reach the server, in order, none twice. Only this page's network goes, so the test runs
// beside the others; the figures go to .tmp/e2e-emulator/network-faults.json for README's reliability section.
import { expect, test } from '@playwright/test';
import { allSaved, cardsIn, typeCard } from './support';
import { openBoard, recordFigures, serverTitles } from './fault-support';

const FLAP_MS = 2_000;
const FLAP_FOR_MS = 60_000;
const EDIT_EVERY_MS = 1_000;
const figures: Record<string, number> = {};

test.afterAll(() => recordFigures('network-faults', figures));

test('edits made while the network goes off and on every 2 s for 60 s all arrive, in order, once', async ({
  page,
  context,
}) => {
  test.setTimeout(FLAP_FOR_MS + 150_000);
  const boardId = await openBoard(page, 'Flora Flap');
  const made: string[] = [];
  let offline = false;
  let toggles = 0;
  const from = Date.now();
  const until = from + FLAP_FOR_MS;
  const flapping = (async () => {
    while (Date.now() < until) {
      // On the 2 s beat from the start, however long the last toggle took on a busy machine.
      const next = from + (toggles + 1) * FLAP_MS;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
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
