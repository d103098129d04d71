// The account flows in `emulator` mode against the Firebase Auth emulator: a guest saves their boards with an
// e-mail and password and keeps the same uid, and is told clearly when that account already exists; "Forgot
// password?" sends a reset e-mail the emulator records.
import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../e2e/support';
import { AUTH_EMULATOR, DEMO_PROJECT_ID as PROJECT } from './emulators';

/** The emulator's REST API (any API key): signs in with a password and returns the account's uid, or null. */
async function emulatorUid(email: string, password: string): Promise<string | null> {
  const response = await fetch(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (!response.ok) return null;
  const body = (await response.json()) as { localId: string };
  return body.localId;
}

/** Creates an account in the emulator directly. */
async function emulatorSignUp(email: string, password: string): Promise<void> {
  const response = await fetch(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  expect(response.ok).toBe(true);
}

/** The out-of-band codes (verification and reset e-mails) the emulator has "sent". */
async function emulatorOobCodes(): Promise<{ email: string; requestType: string }[]> {
  const response = await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT}/oobCodes`);
  const body = (await response.json()) as { oobCodes: { email: string; requestType: string }[] };
  return body.oobCodes;
}

test('a guest saves their boards with e-mail and password and keeps the same uid', async ({ page }) => {
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page.getByRole('heading', { name: 'Your boards' })).toBeVisible();

  await page.getByRole('link', { name: 'You are a guest — save your boards' }).click();
  await expect(page.getByRole('heading', { name: 'Account' })).toBeVisible();
  const uid = (await page.getByTestId('account-uid').textContent()) ?? '';
  expect(uid).not.toBe('');

  const form = page.getByRole('group', { name: 'Save your boards' });
  const email = uniqueEmail('guest');
  await form.getByLabel('Name').fill('Gus Guest');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password').fill('12345');
  await form.getByRole('button', { name: 'Save with e-mail and password' }).click();
  await expect(form.getByRole('alert')).toContainText('at least 6 characters');
  expect(await emulatorUid(email, '12345')).toBeNull();

  await form.getByLabel('Password').fill('123456');
  await form.getByRole('button', { name: 'Save with e-mail and password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your boards are saved' })).toContainText(email);
  await expect(page.getByTestId('account-email')).toContainText(email);
  await expect(page.getByTestId('account-uid')).toHaveText(uid);
  await expect(page.getByRole('link', { name: 'You are a guest — save your boards' })).toHaveCount(0);
  // The emulator agrees: that e-mail and password now sign in to the guest's uid.
  expect(await emulatorUid(email, '123456')).toBe(uid);
});

test('"Forgot password?" sends a reset e-mail and confirms it', async ({ page }) => {
  const email = uniqueEmail('reset');
  await emulatorSignUp(email, 'secret-password');

  await page.goto('/signin');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByLabel('E-mail address for the reset link')).toHaveValue(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  const confirmation = page.getByRole('status').filter({ hasText: 'Reset link sent' });
  await expect(confirmation).toContainText(email);

  const codes = await emulatorOobCodes();
  expect(codes.some((code) => code.email === email && code.requestType === 'PASSWORD_RESET')).toBe(true);
});

test('saving a guest with an e-mail that already has an account says so and how to go on', async ({
  page,
}) => {
  const email = uniqueEmail('taken');
  await emulatorSignUp(email, 'secret-password');

  await page.goto('/signin');
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page.getByRole('heading', { name: 'Your boards' })).toBeVisible();
  await page.getByRole('link', { name: 'You are a guest — save your boards' }).click();
  const form = page.getByRole('group', { name: 'Save your boards' });
  await form.getByLabel('Name').fill('Gus Guest');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password').fill('another-password');
  await form.getByRole('button', { name: 'Save with e-mail and password' }).click();
  const alert = form.getByRole('alert');
  await expect(alert).toContainText('That account already exists, so it cannot be added to this guest.');
  await expect(alert).toContainText('sign out and sign in to it');
  // Still a guest: nothing was linked.
  await expect(page.getByRole('link', { name: 'You are a guest — save your boards' })).toBeVisible();
});
