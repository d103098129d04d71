// Two tabs of one browser on one board: a card added in one appears in the other without a reload.
import { expect, test } from '@playwright/test';
import { signUp, uniqueEmail } from './support';

test('a second tab on the same board sees a new card appear', async ({ context }) => {
  const a = await context.newPage();
  await signUp(a, { email: uniqueEmail(), remember: true });
  await a.getByLabel('Board title').fill('Shared plans');
  await a.getByRole('button', { name: 'Create board' }).click();
  await a.getByLabel('List title').fill('To do');
  await a.getByLabel('List title').press('Enter');
  await expect(a.getByRole('region', { name: 'List To do' })).toBeVisible();

  // The second tab picks up the remembered session of this device.
  const b = await context.newPage();
  await b.goto(a.url());
  await expect(b.getByRole('region', { name: 'List To do' })).toBeVisible();

  await a.getByRole('button', { name: '+ Add a card' }).click();
  await a.getByLabel('Card title').fill('Buy paint');
  await a.getByLabel('Card title').press('Enter');
  await expect(b.locator('.card-tile', { hasText: 'Buy paint' })).toBeVisible();
});
