// A real Trello export imported in `emulator` mode: written to Cloud Firestore's emulator in batches under
// firestore.rules, shown in Trello's order, and there again after a reload. Needs ../shared/fixtures/trello
// (beside the repository in CI); skipped, saying so, when it is not there.
import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { fixturePath, importFixture, trelloOpenBoard } from '../e2e/support';
import { allSaved, cardsIn, signUpAs } from './support';

const FIXTURE = 'stonekw-board-2020.json';

test('a Trello export comes in whole, in Trello’s order, and stays after a reload', async ({ page }) => {
  test.skip(!existsSync(fixturePath(FIXTURE)), `SKIPPED: ${fixturePath(FIXTURE)} is not there`);
  const expected = trelloOpenBoard(FIXTURE);
  await signUpAs(page, 'Ana Importer');
  await importFixture(page, FIXTURE);
  const check = async () => {
    await expect(page.locator('.list-column .list-title')).toHaveText(expected.map((l) => l.title));
    for (const list of expected) await expect(cardsIn(page, list.title)).toHaveText(list.cards);
  };
  await check();
  await allSaved(page);
  await page.reload();
  await check();
});
