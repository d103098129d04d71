// Two people on one board, as two pages of one browser (local mode: a session per tab, one IndexedDB): invite,
// join, presence in the header and on a card, live edits, the activity feed, a role change to observer, leaving.
import { expect, test, type Page } from '@playwright/test';
import { createBoard, signUp, uniqueEmail } from './support';

const SHOTS = '.tmp/collaboration';

/** Opens an item of the board menu. */
async function boardMenu(page: Page, item: string) {
  await page.getByRole('button', { name: 'Board menu' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('A invites B, B joins and edits, A makes B an observer, B leaves', async ({ context }) => {
  // A: an account, a board with one list and one card.
  const a = await context.newPage();
  await signUp(a, { email: uniqueEmail('ana'), name: 'Ana Owner' });
  await createBoard(a, 'Team plans', 'To do', ['Paint the fence']);
  const boardUrl = a.url();

  // A makes a one-time member link.
  await a.getByRole('button', { name: 'Invite', exact: true }).click();
  const invite = a.getByRole('dialog', { name: 'Invite to board' });
  await expect(invite.getByLabel('Role')).toHaveValue('member');
  await invite.getByRole('button', { name: 'Create invite link' }).click();
  const linkField = invite.getByLabel('Invite link');
  await expect(linkField).toHaveValue(/\/invite\/.+/);
  await expect(invite).toContainText('Anyone with the link can join as member');
  await a.screenshot({ path: `${SHOTS}/invite-dialog.png` });
  // The copy button puts the link on the clipboard; that is what A would send to B.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await invite.getByRole('button', { name: 'Copy link' }).click();
  await expect(invite.getByRole('button', { name: 'Copied' })).toBeVisible();
  const link = await a.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(await linkField.inputValue());
  await invite.getByRole('button', { name: 'Close' }).click();

  // B: a second tab, signed out (A's session stays in A's tab), follows the link and signs up from there.
  const b = await context.newPage();
  await b.goto(link);
  await expect(b.getByRole('heading', { name: 'You are invited to a board' })).toBeVisible();
  await b.screenshot({ path: `${SHOTS}/invite-landing.png` });
  await b.getByRole('link', { name: 'Create an account' }).click();
  await b.getByLabel('Name').fill('Bea Member');
  await b.getByLabel('E-mail').fill(uniqueEmail('bea'));
  await b.getByLabel('Password').fill('secret-password');
  await b.getByRole('button', { name: 'Create account' }).click();
  await expect(b.getByRole('button', { name: 'Join board' })).toBeVisible();
  await expect(b.getByText('Join as Bea Member')).toBeVisible();
  await b.screenshot({ path: `${SHOTS}/invite-landing-signed-in.png` });
  await b.getByRole('button', { name: 'Join board' }).click();
  await expect(b).toHaveURL(boardUrl);
  await expect(b.getByRole('region', { name: 'List To do' })).toBeVisible();

  // Both see each other in the header.
  const hereA = a.getByRole('group', { name: /^On this board now:/ });
  const hereB = b.getByRole('group', { name: /^On this board now:/ });
  await expect(hereA).toHaveAccessibleName('On this board now: Ana Owner (you), Bea Member');
  await expect(hereB).toHaveAccessibleName('On this board now: Bea Member (you), Ana Owner');
  await a.locator('.board-head').screenshot({ path: `${SHOTS}/board-header.png` });

  // B's edit appears for A.
  await b.getByRole('button', { name: '+ Add a card' }).click();
  await b.getByLabel('Card title').fill('Buy brushes');
  await b.getByLabel('Card title').press('Enter');
  await expect(a.locator('.card-tile', { hasText: 'Buy brushes' })).toBeVisible();
  const bAddCard = b.getByRole('textbox', { name: 'Card title', exact: true });
  await expect(bAddCard).toBeVisible();
  await expect(b.getByRole('textbox', { name: 'List title' })).toBeVisible();

  // B opens a card: A's tile says so, and A's dialog on the same card warns.
  await b.getByRole('link', { name: 'Paint the fence' }).click();
  await expect(b.getByRole('dialog')).toBeVisible();
  await expect(a.locator('.card-tile', { hasText: 'Paint the fence' })).toContainText(
    'Bea Member is editing',
  );
  await a.getByRole('link', { name: 'Paint the fence' }).click();
  await expect(a.getByRole('dialog')).toContainText('Bea Member is editing this card too');
  await expect(b.getByRole('dialog')).toContainText('Ana Owner is editing this card too');
  await a.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  // The activity feed shows B joining and B's card.
  await boardMenu(a, 'Activity…');
  const activity = a.getByRole('list', { name: 'Activity' });
  await expect(activity).toContainText(/Bea Member\s+joined/);
  await expect(activity).toContainText(/Bea Member\s+added .*Buy brushes/);
  await a.getByRole('dialog', { name: 'Activity' }).getByRole('button', { name: 'Close' }).click();

  // B starts editing the description, then A makes B an observer.
  const bCard = b.getByRole('dialog');
  await bCard.getByRole('button', { name: 'Edit description' }).click();
  await bCard.getByLabel('Description (Markdown)').fill('Two coats, white');

  await boardMenu(a, 'Members…');
  const members = a.getByRole('dialog', { name: 'Members' });
  await expect(members.getByRole('list', { name: 'Members' }).getByRole('listitem')).toHaveCount(2);
  await a.screenshot({ path: `${SHOTS}/members-panel.png` });
  await members.getByLabel('Role of Bea Member').selectOption('observer');
  await expect(members.getByLabel('Role of Bea Member')).toHaveValue('observer');
  await members.screenshot({ path: `${SHOTS}/members-panel-observer.png` });

  // B's UI stops offering edits, and an observer who has a card open only looks at it…
  await expect(b.getByText('Read only: you are an observer')).toBeVisible();
  await expect(a.locator('.card-tile', { hasText: 'Paint the fence' })).not.toContainText('is editing');
  await expect(bCard.getByRole('button', { name: /^Card title:/ })).toBeDisabled();
  // …and the store refuses the edit B had started.
  await bCard.getByRole('button', { name: 'Save' }).click();
  await expect(bCard.getByRole('alert')).toHaveText('Your role on this board does not allow that.');
  await expect(bCard.getByLabel('Description (Markdown)')).toHaveValue('Two coats, white');
  await bCard.getByRole('button', { name: 'Close' }).click();
  await expect(bAddCard).toHaveCount(0);
  await expect(b.getByRole('button', { name: '+ Add a card' })).toHaveCount(0);
  await expect(b.getByRole('textbox', { name: 'List title' })).toHaveCount(0);
  await expect(b.getByRole('button', { name: /^Move card/ })).toHaveCount(0);
  await members.getByRole('button', { name: 'Close' }).click();
  await a.getByRole('link', { name: 'Paint the fence' }).click();
  await expect(a.getByRole('dialog')).toContainText('No description.');
  await a.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  // B leaves: the board is gone from B's list, and A sees B gone from the header and the members.
  await boardMenu(b, 'Members…');
  await b.getByRole('dialog', { name: 'Members' }).getByRole('button', { name: 'Leave board' }).click();
  await expect(b.getByRole('heading', { name: 'Your boards' })).toBeVisible();
  await expect(b.getByText('No boards yet')).toBeVisible();
  await expect(b.getByRole('link', { name: 'Team plans' })).toHaveCount(0);
  await expect(hereA).toHaveAccessibleName('On this board now: Ana Owner (you)');
  await boardMenu(a, 'Members…');
  await expect(
    a.getByRole('dialog', { name: 'Members' }).getByRole('list', { name: 'Members' }).getByRole('listitem'),
  ).toHaveCount(1);
  await a.getByRole('dialog', { name: 'Members' }).getByRole('button', { name: 'Close' }).click();
  await boardMenu(a, 'Activity…');
  await expect(activity).toContainText(/Ana Owner\s+made Bea Member observer \(was member\)/);
  await expect(activity).toContainText(/Bea Member\s+left the board/);

  // The old address of the board now tells B plainly, with the way back.
  await b.goto(boardUrl);
  await expect(
    b.getByText('You are not a member of this board (any more), or it was deleted.'),
  ).toBeVisible();
  await expect(b.getByRole('link', { name: 'Back to your boards' })).toBeVisible();
});
