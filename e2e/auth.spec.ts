// Sign-up in local mode: Firebase Authentication's 6-character rule is stated and enforced before anything is sent.
import { expect, test } from '@playwright/test';
import { signUp, uniqueEmail } from './support';

test('a 5-character password is refused with the rule, a 6-character one is accepted', async ({ page }) => {
  const email = uniqueEmail();
  await page.goto('/signup');
  await expect(page.getByText("At least 6 characters (Firebase Authentication's rule).")).toBeVisible();
  await page.getByLabel('Name').fill('Ana');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('12345');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toContainText('at least 6 characters');
  await expect(page).toHaveURL(/\/signup$/);

  // Nothing was created: signing in with that e-mail fails.
  await page.goto('/signin');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('12345');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('do not match an account');

  await signUp(page, { email, password: '123456' });
  await expect(page.getByText('No boards yet')).toBeVisible();
});

test('a signed-out visitor is sent to sign in and back to the page they asked for', async ({ page }) => {
  await page.goto('/b/some-board');
  await expect(page).toHaveURL(/\/signin\?next=%2Fb%2Fsome-board$/);
});
