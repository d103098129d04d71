// Issue 24: every board of a Firebase-mode account lives in the account's replica on the device (docs/sync.md), and
// changes go through an outbox in it. One person, two devices (browser contexts of their own): a change made
// offline shows at once, is still there (and still unsent) after a reload made offline, and reaches the other
// device once back online; signing out meanwhile asks first. The sign-in is not kept: such a session keeps its
// outbox until it is sent all the same.
import { expect, test } from '@playwright/test';
import { addCards, addList, allSaved, cardsIn, createBoard, signUpAs, typeInto } from './support';

const SHOTS = '.tmp/e2e-emulator';

test('an offline change survives a reload made offline and reaches another device once back online', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const laptop = await (await browser.newContext()).newPage();
  const email = await signUpAs(laptop, 'Ana Gardener');
  await createBoard(laptop, 'Garden');
  await addList(laptop, 'To do');
  await addCards(laptop, 'To do', ['Water the roses']);
  await allSaved(laptop);
  const boardUrl = laptop.url();

  const phone = await (await browser.newContext()).newPage();
  await phone.goto('/signin');
  await typeInto(phone, 'E-mail', email);
  await typeInto(phone, 'Password', 'secret-password');
  await phone.getByRole('button', { name: 'Sign in' }).click();
  await expect(phone.getByRole('heading', { name: 'Your boards' })).toBeVisible();
  await phone.goto(boardUrl);
  await expect(cardsIn(phone, 'To do')).toHaveText(['Water the roses']);

  // The app itself comes from the service worker when offline: it controls the page from its next load.
  await laptop.reload();
  await expect(cardsIn(laptop, 'To do')).toHaveText(['Water the roses']);
  await expect.poll(() => laptop.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await laptop.context().setOffline(true);
  await addCards(laptop, 'To do', ['Buy compost']);
  await expect(laptop.getByText('1 unsynced change')).toBeVisible();
  await laptop.reload();
  await expect(cardsIn(laptop, 'To do')).toHaveText(['Water the roses', 'Buy compost']);
  await expect(laptop.getByText(/Offline — changes are saved on this device/)).toBeVisible({
    timeout: 20_000,
  });
  await expect(laptop.getByText('1 unsynced change')).toBeVisible();
  await laptop.screenshot({ path: `${SHOTS}/offline-after-reload.png` });
  await expect(cardsIn(phone, 'To do')).toHaveText(['Water the roses']);
  // Signing out would delete the unsent change with the account's boards: the page asks first.
  await laptop.getByRole('button', { name: 'Sign out' }).click();
  const ask = laptop.getByRole('dialog', { name: 'Changes not sent yet' });
  await expect(ask).toContainText('1 change you made has not reached the server yet');
  await ask.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(ask).toHaveCount(0);

  await laptop.context().setOffline(false);
  await allSaved(laptop);
  await expect(cardsIn(phone, 'To do')).toHaveText(['Water the roses', 'Buy compost']);
});
