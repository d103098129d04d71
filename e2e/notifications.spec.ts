// Notifications in local mode, two people as two pages of one browser (a session per tab, one IndexedDB): B joins
// A's board through an invite and is told; A assigns B to a card and mentions B with the @ menu; B's bell shows 2,
// and the inbox opens the card. Screenshots of the @ menu and of the open inbox go to .tmp/notifications.
import { expect, test } from '@playwright/test';
import { createBoard, signUp, uniqueEmail } from './support';

const SHOTS = '.tmp/notifications';

test('A assigns and mentions B: B’s bell shows 2 and the inbox opens the card', async ({ context }) => {
  // A: an account, a board with a list and a card, and an invite link.
  const a = await context.newPage();
  await signUp(a, { email: uniqueEmail('ana'), name: 'Ana Owner' });
  await createBoard(a, 'Team plans', 'To do', ['Paint the fence']);
  await a.getByRole('button', { name: 'Invite', exact: true }).click();
  const invite = a.getByRole('dialog', { name: 'Invite to board' });
  await invite.getByRole('button', { name: 'Create invite link' }).click();
  const link = await invite.getByLabel('Invite link').inputValue();
  await invite.getByRole('button', { name: 'Close' }).click();

  // B signs up from the link and joins: the inbox says who added them.
  const b = await context.newPage();
  await b.goto(link);
  await b.getByRole('link', { name: 'Create an account' }).click();
  await b.getByLabel('Name').fill('Bea Member');
  await b.getByLabel('E-mail').fill(uniqueEmail('bea'));
  await b.getByLabel('Password').fill('secret-password');
  await b.getByRole('button', { name: 'Create account' }).click();
  await b.getByRole('button', { name: 'Join board' }).click();
  await expect(b.getByRole('region', { name: 'List To do' })).toBeVisible();
  await b.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  const bInbox = b.getByRole('region', { name: 'Notifications' });
  await expect(bInbox).toContainText('Ana Owner added you to the board Team plans');
  await bInbox.getByRole('button', { name: 'Mark all read' }).click();
  await expect(b.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await b.keyboard.press('Escape');
  await expect(bInbox).toHaveCount(0);

  // A assigns B to the card…
  await a.getByRole('link', { name: 'Paint the fence' }).click();
  const card = a.getByRole('dialog');
  await card.getByRole('button', { name: 'Members', exact: true }).click();
  await card.getByRole('button', { name: 'Assign members…' }).click();
  await card.getByRole('button', { name: 'Bea Member' }).click();
  await expect(
    card.getByRole('list', { name: 'Assigned members' }).getByRole('img', { name: 'Bea Member' }),
  ).toBeVisible();

  // …and mentions B through the @ menu (keyboard only).
  const box = card.getByRole('textbox', { name: 'Write a comment' });
  await box.click();
  await box.pressSequentially('Could you paint it, @be');
  const menu = card.getByRole('listbox', { name: 'Mention a board member' });
  await expect(menu.getByRole('option')).toHaveCount(1);
  await expect(menu.getByRole('option', { name: 'Bea Member' })).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute(
    'aria-activedescendant',
    (await menu.getByRole('option').getAttribute('id')) ?? '',
  );
  const [menuBox, fieldBox] = [await menu.boundingBox(), await box.boundingBox()];
  if (menuBox && fieldBox) {
    const top = Math.max(0, menuBox.y - 12);
    const clip = {
      x: fieldBox.x - 12,
      y: top,
      width: fieldBox.width + 24,
      height: fieldBox.y + fieldBox.height + 12 - top,
    };
    await a.screenshot({ path: `${SHOTS}/mention-menu-close-up.png`, clip });
  }
  await a.screenshot({ path: `${SHOTS}/mention-menu.png` });
  await box.press('Enter');
  await expect(menu).toHaveCount(0);
  await box.pressSequentially('? Thanks');
  await expect(box).toHaveValue('Could you paint it, @Bea Member ? Thanks');
  await card.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(card.locator('.comment')).toContainText('@Bea Member ? Thanks');

  // B's bell shows 2; the inbox lists both, newest first; opening the mention opens the card.
  const bell = b.getByRole('button', { name: 'Notifications, 2 unread' });
  await expect(bell).toBeVisible();
  await expect(bell).toHaveText('2');
  await bell.click();
  const items = bInbox.getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText('Ana Owner mentioned you on “Paint the fence”');
  await expect(items.nth(0)).toContainText('@Bea Member ? Thanks');
  await expect(items.nth(1)).toContainText('Ana Owner assigned you to “Paint the fence”');
  await b.screenshot({ path: `${SHOTS}/inbox-open.png` });
  await bInbox.getByRole('button', { name: /^Unread: Ana Owner mentioned you/ }).click();
  await expect(b).toHaveURL(/\/b\/[^/]+\/c\/[^/]+$/);
  await expect(b.getByRole('dialog')).toContainText('Paint the fence');
  await expect(b.getByRole('dialog').locator('.comment')).toContainText('Could you paint it');
  await expect(b.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
});

test('notification settings: per event, kept after a reload; this device switched on from a click', async ({
  context,
  page,
}) => {
  await signUp(page, { email: uniqueEmail('set'), name: 'Set Tings' });
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Notifications' });
  const inApp = section.getByRole('checkbox', { name: 'In the app: Someone assigns you to a card' });
  const push = section.getByRole('checkbox', { name: 'On this device: Someone assigns you to a card' });
  await expect(inApp).toBeChecked();
  await inApp.uncheck();
  await expect(push).toBeDisabled();
  await expect(push).not.toBeChecked();
  await section
    .getByRole('checkbox', { name: 'On this device: Someone mentions you in a comment' })
    .uncheck();
  await page.reload();
  await expect(inApp).not.toBeChecked();
  await expect(
    section.getByRole('checkbox', { name: 'In the app: Someone mentions you in a comment' }),
  ).toBeChecked();
  await expect(
    section.getByRole('checkbox', { name: 'On this device: Someone mentions you in a comment' }),
  ).not.toBeChecked();

  // Nothing was asked on load; the permission comes from the button.
  await expect(section.getByRole('status')).toHaveText('Notifications are off for this device.');
  await context.grantPermissions(['notifications']);
  await section.getByRole('button', { name: 'Turn on notifications for this device' }).click();
  await expect(section.getByRole('status')).toHaveText('Notifications are on for this device.');
  await section.screenshot({ path: `${SHOTS}/settings.png` });
});
