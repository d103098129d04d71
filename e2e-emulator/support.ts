// Steps the emulator-mode browser tests share: accounts made through the form, typing as a person does, waiting
// for Firestore to have everything (the board's "unsynced changes" badge gone), and a second person joining by an
// invite link.
import { expect, type Browser, type Page, type Request } from '@playwright/test';
import { uniqueEmail } from '../e2e/support';

/**
 * Signs up through the form, typing each field, and waits for the boards page; returns the e-mail used. `remember`
 * ticks "Keep me signed in on this device" (the sign-in, and the replica with it, outlive the browser session).
 */
export async function signUpAs(page: Page, name: string, { remember = false } = {}): Promise<string> {
  const email = uniqueEmail(name.split(' ')[0]?.toLowerCase() ?? 'user');
  await page.goto('/signup');
  await typeInto(page, 'Name', name);
  await typeInto(page, 'E-mail', email);
  await typeInto(page, 'Password', 'secret-password');
  if (remember) await page.getByLabel('Keep me signed in on this device').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Your boards' })).toBeVisible();
  return email;
}

/** Clicks the field labelled `label` and types `text` with the keyboard. */
export async function typeInto(page: Page, label: string, text: string): Promise<void> {
  // The window being typed in is in front (headless Chromium gives the focus to one page at a time).
  await page.bringToFront();
  await page.getByLabel(label).click();
  await page.keyboard.type(text);
}

/** The list column titled `title`. */
export const column = (page: Page, title: string) =>
  page.getByRole('region', { name: `List ${title}`, exact: true });

/**
 * Adds `titles` to list `list` through its "Add a card" field, typed, each waited for on the board. The field is
 * clicked first: in the Preact build a composer opened a second time gets no caret (a defect issue 16's React
 * build and its e2e/typing.spec.ts deal with); these tests are about what reaches Firestore.
 */
export async function addCards(page: Page, list: string, titles: readonly string[]): Promise<void> {
  await column(page, list).getByRole('button', { name: '+ Add a card' }).click();
  await column(page, list).getByRole('textbox', { name: 'Card title', exact: true }).click();
  for (const title of titles) await typeCard(page, list, title);
  await page.keyboard.press('Escape');
}

/** Adds a card titled `title` through the open composer of list `list`, typed, and waits for it on the board. */
export async function typeCard(page: Page, list: string, title: string): Promise<void> {
  await page.keyboard.type(title);
  await page.keyboard.press('Enter');
  await expect(column(page, list).getByRole('link', { name: title, exact: true })).toBeVisible();
}

/** Adds a list titled `title` through the board's "List title" field. */
export async function addList(page: Page, title: string): Promise<void> {
  await page.getByRole('textbox', { name: 'List title', exact: true }).click();
  await page.keyboard.type(title);
  await page.keyboard.press('Enter');
  await expect(column(page, title)).toBeVisible();
}

/** Creates a board from the boards page and waits for it to open. */
export async function createBoard(page: Page, title: string): Promise<void> {
  await typeInto(page, 'Board title', title);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Lists' })).toBeVisible();
}

/**
 * Waits until the server has acknowledged every change made in this browser context (its outboxes empty), for up
 * to `timeout` ms.
 */
export async function allSaved(page: Page, timeout = 30_000): Promise<void> {
  // The outbox of every replica in this browser is empty: each change made so far was acknowledged by the server.
  // (The "unsynced" badge alone could pass before it first appeared.)
  await expect
    .poll(() => page.evaluate(outboxSize), { timeout, message: 'changes still in the outbox' })
    .toBe(0);
  await expect(page.getByText(/unsynced change|Unsynced changes/)).toHaveCount(0);
}

/** The entries waiting in the outboxes of this browser's replicas (IndexedDB `lanes-sync:*`), counted in the page. */
async function outboxSize(): Promise<number> {
  const names = (await indexedDB.databases())
    .map((d) => d.name ?? '')
    .filter((n) => n.startsWith('lanes-sync:'));
  const counts = await Promise.all(
    names.map(
      (name) =>
        new Promise<number>((resolve, reject) => {
          const request = indexedDB.open(name);
          request.onerror = () => reject(request.error);
          request.onsuccess = () => {
            const db = request.result;
            if (!db.objectStoreNames.contains('outbox')) {
              db.close();
              resolve(0);
              return;
            }
            const count = db.transaction('outbox').objectStore('outbox').count();
            count.onsuccess = () => {
              db.close();
              resolve(count.result);
            };
            count.onerror = () => reject(count.error);
          };
        }),
    ),
  );
  return counts.reduce((a, b) => a + b, 0);
}

/** The titles of the cards in list `list`, top to bottom. */
export function cardsIn(page: Page, list: string) {
  return column(page, list).locator('.card-title');
}

/** Clicks "Sign out" and waits for the page to load afresh on the sign-in form (sign-out reloads the page). */
export async function signOut(page: Page): Promise<void> {
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Sign out' }).click()]);
  await expect(page.getByRole('heading', { name: 'Sign in to Lanes' })).toBeVisible();
}

/**
 * `request`'s Authorization header with its ID token's `auth_time` set an hour back (seconds since 1970): the Auth
 * emulator's tokens are unsigned, so a test can say what a token an hour old says.
 */
export function backdated(request: Request): Record<string, string> {
  const headers = request.headers();
  const [head, body, signature] = (headers.authorization ?? '').replace(/^Bearer /, '').split('.');
  const claims = JSON.parse(Buffer.from(body ?? '', 'base64url').toString()) as { auth_time: number };
  claims.auth_time -= 3600;
  const token = [head, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
  return { ...headers, authorization: `Bearer ${token}` };
}

/** A new page in a browser context of its own (its own IndexedDB and Firestore cache): another person's device. */
export async function device(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/** From an open board: creates an invite link for `role` and returns it. */
export async function inviteLink(page: Page, role: 'member' | 'observer'): Promise<string> {
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite to board' });
  await dialog.getByLabel('Role').selectOption(role);
  await dialog.getByRole('button', { name: 'Create invite link' }).click();
  const field = dialog.getByLabel('Invite link');
  // The first inviteMember call starts a worker in the Functions emulator: 2–3 s here, over 10 s while other jobs
  // load the machine (the button stays disabled meanwhile, as it would through a cold start in production).
  await expect(field).toHaveValue(/\/invite\/.+/, { timeout: 30_000 });
  const link = await field.inputValue();
  await dialog.getByRole('button', { name: 'Close' }).click();
  return link;
}

/** Follows `link` signed out, creates an account named `name` from there and joins the board. */
export async function joinAs(page: Page, link: string, name: string): Promise<void> {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'You are invited to a board' })).toBeVisible();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await typeInto(page, 'Name', name);
  await typeInto(page, 'E-mail', `${name.split(' ')[0]?.toLowerCase()}-${Date.now()}@example.com`);
  await typeInto(page, 'Password', 'secret-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('button', { name: 'Join board' }).click();
  // The first acceptInvite call starts a worker in the Functions emulator, as inviteMember's does (inviteLink).
  await expect(column(page, 'To do')).toBeVisible({ timeout: 30_000 });
}
