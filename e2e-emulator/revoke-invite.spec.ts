// Issue 15 item 11 in the browser, on Auth + Firestore + Functions emulators: an owner sees the board's open invite
// links in the Invite dialog (listInvites), revokes the one she just made (revokeInvite), and the person who follows
// it afterwards is told it was revoked or has expired, and does not join.
import { expect, test } from '@playwright/test';
import { createBoard, signUpAs, typeInto } from './support';

const SHOTS = '.tmp/e2e-emulator';
const LONG_EMAIL = `a-very-long-address-without-any-break-${'x'.repeat(40)}@example.com`;

test('an owner revokes an invite link; following it is then refused', async ({ browser }) => {
  test.setTimeout(120_000);
  const ana = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await signUpAs(ana, 'Ana Owner');
  await createBoard(ana, 'Secret plans');

  await ana.getByRole('button', { name: 'Invite', exact: true }).click();
  const dialog = ana.getByRole('dialog', { name: 'Invite to board' });
  // One link bound to an address, then the one to revoke, for anyone holding it.
  await dialog.getByLabel('Only for this e-mail address (optional)').click();
  await ana.keyboard.type(LONG_EMAIL);
  await dialog.getByRole('button', { name: 'Create invite link' }).click();
  // The first call starts a worker in the Functions emulator: slow under load (collaboration.spec.ts).
  await expect(dialog.getByLabel('Invite link')).toHaveValue(/\/invite\/.+/, { timeout: 30_000 });
  await dialog.getByLabel('Only for this e-mail address (optional)').fill('');
  await dialog.getByRole('button', { name: 'Make another link' }).click();
  const field = dialog.getByLabel('Invite link');
  await expect(dialog.getByRole('button', { name: /^Revoke the / })).toHaveCount(2, {
    timeout: 30_000,
  });
  const link = await field.inputValue();

  const open = dialog.getByRole('region', { name: 'Open invitations' });
  await expect(open).toContainText(`member, for ${LONG_EMAIL}`);
  await ana.screenshot({ path: `${SHOTS}/open-invites-390.png` });
  await open.getByRole('button', { name: /^Revoke the member link for anyone with the link/ }).click();
  // revokeInvite's first call starts its own worker in the Functions emulator, as the first link's did.
  await expect(open.getByRole('status')).toHaveText('Invite link revoked: it no longer works.', {
    timeout: 30_000,
  });
  await expect(open.getByRole('button', { name: /^Revoke the / })).toHaveCount(1);
  // The link shown above was the one revoked: it is no longer offered for copying.
  await expect(dialog.getByLabel('Invite link')).toHaveCount(0);
  await ana.screenshot({ path: `${SHOTS}/open-invites-revoked-390.png` });

  // Reopening the dialog reads the list from the server again: the revoked link stays gone.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await ana.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(open.getByRole('button', { name: /^Revoke the / })).toHaveCount(1, {
    timeout: 30_000,
  });

  const bea = await (await browser.newContext()).newPage();
  await bea.goto(link);
  await bea.getByRole('link', { name: 'Create an account' }).click();
  await typeInto(bea, 'Name', 'Bea Late');
  await typeInto(bea, 'E-mail', `bea-${Date.now()}@example.com`);
  await typeInto(bea, 'Password', 'secret-password');
  await bea.getByRole('button', { name: 'Create account' }).click();
  await bea.getByRole('button', { name: 'Join board' }).click();
  const refusal = bea.getByRole('alert');
  await expect(refusal).toContainText('This invite link cannot be used.', { timeout: 30_000 });
  await expect(refusal).toContainText('it was revoked or has expired. Ask for a new link.');
  await expect(bea.getByRole('heading', { name: 'You are invited to a board' })).toBeVisible();
  await bea.screenshot({ path: `${SHOTS}/invite-revoked-refused.png` });
  await bea.goto('/');
  await expect(bea.getByText('Secret plans')).toHaveCount(0);
});
