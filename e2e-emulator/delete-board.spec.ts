// Deleting a board from its menu, on the Auth, Functions and Firestore emulators: the deleteBoard callable needs a
// sign-in within 5 minutes (issue 15 item 13). The first call goes out with the same ID token backdated an hour
// (the Auth emulator's tokens are unsigned, so the test can say what a token an hour old says), the server refuses
// it, the app asks for the password — refusing a 5-character one before sending — signs in again against the Auth
// emulator and retries, with the fresh token, and the board is gone.
import { expect, test } from '@playwright/test';
import { addList, allSaved, backdated, createBoard, signUpAs } from './support';

const SHOTS = '.tmp/e2e-emulator';

test('deleting a board with a sign-in an hour old asks for the password, then deletes it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpAs(page, 'Ana Owner');
  await createBoard(page, 'Old plans');
  await addList(page, 'To do');
  await allSaved(page);

  let calls = 0;
  await page.route('**/deleteBoard', async (route) => {
    calls += 1;
    if (calls === 1) await route.continue({ headers: backdated(route.request()) });
    else await route.continue();
  });

  await page.getByRole('button', { name: 'Board menu' }).click();
  await page.getByRole('menuitem', { name: 'Delete board…' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete board' });
  await expect(confirm).toContainText(
    'Delete “Old plans” with all its lists, cards, comments and attached files?',
  );
  await confirm.getByRole('button', { name: 'Delete board for good' }).click();

  const reauth = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(reauth).toBeVisible();
  await expect(reauth).toContainText("At least 6 characters (Firebase Authentication's rule).");
  await reauth.getByLabel(/^Your password/).click();
  await page.keyboard.type('short');
  await page.keyboard.press('Enter');
  await expect(reauth.getByRole('alert')).toContainText('6 characters');
  await page.screenshot({ path: `${SHOTS}/reauth.png` });
  expect(calls).toBe(1);

  // The account's password (support.ts signUpAs), typed over the short one.
  await reauth.getByLabel(/^Your password/).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('secret-password');
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Your boards' })).toBeVisible({ timeout: 20_000 });
  expect(calls).toBe(2);
  await expect(page.getByRole('link', { name: /Old plans/ })).toHaveCount(0);
});
