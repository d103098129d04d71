// Sign-up in `emulator` mode against the Firebase Auth emulator: the 6-character rule is checked before anything
// is sent, and Firebase's own refusals come back as clear messages.
import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from '../e2e/support';
import { AUTH_EMULATOR } from './emulators';

/** Whether the Auth emulator holds an account for `email` and `password` (its REST sign-in, any API key). */
async function emulatorAccepts(email: string, password: string): Promise<boolean> {
  const response = await fetch(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  return response.ok;
}

async function fillSignUp(page: Page, email: string, password: string) {
  await page.goto('/signup');
  await page.getByLabel('Name').fill('Ana Tester');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

test('a 5-character password is refused before sending; 6 characters create the account in the emulator', async ({
  page,
}) => {
  const email = uniqueEmail('emu');
  await fillSignUp(page, email, '12345');
  await expect(page.getByRole('alert')).toContainText('at least 6 characters');
  await expect(page).toHaveURL(/\/signup$/);
  expect(await emulatorAccepts(email, '12345')).toBe(false);

  await page.getByLabel('Password').fill('123456');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Your boards' })).toBeVisible();
  expect(await emulatorAccepts(email, '123456')).toBe(true);
});

test("Firebase's refusal of a taken e-mail is shown clearly, and the account signs in again", async ({
  browser,
}) => {
  const email = uniqueEmail('emu');
  const first = await browser.newPage();
  await fillSignUp(first, email, 'secret-password');
  await expect(first.getByRole('heading', { name: 'Your boards' })).toBeVisible();
  await first.close();

  const page = await browser.newPage();
  await fillSignUp(page, email, 'other-password');
  await expect(page.getByRole('alert')).toContainText('An account with this e-mail already exists');
  await expect(page).toHaveURL(/\/signup$/);

  await page.goto('/signin');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('do not match an account');
  await page.getByLabel('Password').fill('secret-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Your boards' })).toBeVisible();
});
