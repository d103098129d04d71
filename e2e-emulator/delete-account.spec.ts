// Settings → Delete account on the Auth, Functions and Firestore emulators (issue 15 item 13): the deletion asks
// through the app's shared "Confirm it is you" dialog, which offers the account's own way in (a Google account
// gets Google, not a password form it cannot fill). The data's deletion goes out with the ID token backdated an
// hour, the server refuses it, the person types their password, and the account and its board are gone.
import { expect, test } from '@playwright/test';
import { addList, allSaved, backdated, createBoard, signUpAs, typeInto } from './support';

const SHOTS = '.tmp/e2e-emulator';

test('deleting an account with a sign-in an hour old confirms it is them, then deletes it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = await signUpAs(page, 'Ana Leaving');
  await createBoard(page, 'Last plans');
  await addList(page, 'To do');
  await allSaved(page);

  // The dry run (what would go) passes; the first real deletion carries a token an hour old.
  let deletions = 0;
  await page.route('**/deleteAccountData', async (route) => {
    if (route.request().postData()?.includes('"dryRun":true')) return route.continue();
    deletions += 1;
    if (deletions === 1) await route.continue({ headers: backdated(route.request()) });
    else await route.continue();
  });

  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  await page.getByRole('button', { name: 'Delete account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('Last plans');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();

  const reauth = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(reauth).toBeVisible();
  await expect(reauth.getByRole('button', { name: 'Sign in again with Google and continue' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/delete-account-reauth.png` });
  expect(deletions).toBe(1);
  // The account's password (support.ts signUpAs).
  await reauth.getByLabel(/^Your password/).click();
  await page.keyboard.type('secret-password');
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Sign in to Lanes' })).toBeVisible({ timeout: 20_000 });
  expect(deletions).toBe(2);

  // The account is gone: its e-mail and password no longer sign in.
  await typeInto(page, 'E-mail', email);
  await typeInto(page, 'Password', 'secret-password');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toContainText('That e-mail and password do not match an account.');
});
