// Shared steps for the browser tests: accounts, fixtures, and reading a Trello export's own numbers.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { generateTrelloExport, type GenerateOptions } from '../scripts/generate-trello-export';

/** Path of a Trello fixture in ../shared (CI clones the repo with shared/ beside it). */
export function fixturePath(name: string): string {
  return fileURLToPath(new URL(`../../shared/fixtures/trello/${name}`, import.meta.url));
}

/**
 * Whether ../shared/fixtures/trello is there: beside the repository on the team's machines and in CI, not in a
 * clone of the repository alone, where the tests over it are skipped with `NO_FIXTURES` as the reason.
 */
export const HAS_FIXTURES = existsSync(fixturePath(''));
export const NO_FIXTURES = `SKIPPED: needs the shared Trello exports, ${fixturePath('')} not found`;
if (!HAS_FIXTURES) console.log(NO_FIXTURES);

/** A fresh e-mail per call, so tests never collide. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Signs up through the real form and waits for the boards page. */
export async function signUp(
  page: Page,
  opts: { email: string; password?: string; name?: string; remember?: boolean },
) {
  await page.goto('/signup');
  await page.getByLabel('Name').fill(opts.name ?? 'Ana Tester');
  await page.getByLabel('E-mail').fill(opts.email);
  await page.getByLabel('Password').fill(opts.password ?? 'secret-password');
  if (opts.remember) await page.getByLabel('Keep me signed in on this device').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Your boards' })).toBeVisible();
}

interface TrelloList {
  id: string;
  name: string;
  closed: boolean;
  pos: number;
}
interface TrelloCard {
  id: string;
  name: string;
  idList: string;
  closed: boolean;
  pos: number;
}

/** The open lists of an export in Trello's order, each with its open cards' titles in Trello's order. */
export function trelloOpenBoard(name: string): { title: string; cards: string[] }[] {
  const json = JSON.parse(readFileSync(fixturePath(name), 'utf8')) as {
    lists: TrelloList[];
    cards: TrelloCard[];
  };
  return json.lists
    .filter((l) => !l.closed)
    .sort((a, b) => a.pos - b.pos)
    .map((l) => ({
      title: l.name,
      cards: json.cards
        .filter((c) => c.idList === l.id && !c.closed)
        .sort((a, b) => a.pos - b.pos)
        .map((c) => c.name),
    }));
}

/**
 * From the boards page: creates board `board` with one list, `list`, holding `cards` in that order (each added
 * through "Add a card" and waited for on the board). The "Add a card" field is left open, as after the last title.
 */
export async function createBoard(page: Page, board: string, list: string, cards: readonly string[]) {
  await page.getByLabel('Board title').fill(board);
  await page.getByRole('button', { name: 'Create board' }).click();
  const listTitle = page.getByRole('textbox', { name: 'List title', exact: true });
  await listTitle.fill(list);
  await listTitle.press('Enter');
  const column = page.getByRole('region', { name: `List ${list}`, exact: true });
  await column.getByRole('button', { name: '+ Add a card' }).click();
  for (const title of cards) {
    await page.getByLabel('Card title').fill(title);
    await page.getByLabel('Card title').press('Enter');
    await expect(column.getByRole('link', { name: title, exact: true })).toBeVisible();
  }
}

/** Imports a fixture through the boards page's dialog and opens the new board. */
export async function importFixture(page: Page, name: string) {
  await importFile(page, fixturePath(name));
}

/** Imports the Trello or Lanes export at `filePath` through the boards page's dialog and opens the new board. */
export async function importFile(page: Page, filePath: string) {
  await page.getByRole('button', { name: 'Import a board…' }).click();
  await page.getByLabel('Lanes or Trello export (.json)').setInputFiles(filePath);
  await expect(page.getByRole('link', { name: 'Open the board' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Open the board' }).click();
  await expect(page.getByRole('list', { name: 'Lists' })).toBeVisible();
}

/** The titles of the cards in one list, top to bottom, as a person sees them. */
export async function cardTitles(page: Page, listTitle: string): Promise<string[]> {
  return page
    .getByRole('region', { name: `List ${listTitle}`, exact: true })
    .locator('.card-title')
    .allInnerTexts();
}

/**
 * The title of the list that card `title` is in, as stored in local mode's IndexedDB (`lanes`), or null. The board
 * shows a move at once and stores it a moment later; a reload in between loses the move (the browser aborts an
 * unfinished IndexedDB transaction when the page goes), so a test that reloads right after a move waits for this.
 */
export async function storedListOf(page: Page, title: string): Promise<string | null> {
  return page.evaluate(async (title) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('lanes');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const all = (table: string) =>
      new Promise<{ id: string; title: string; listId?: string }[]>((resolve, reject) => {
        const request = db.transaction(table).objectStore(table).getAll();
        request.onsuccess = () => resolve(request.result as { id: string; title: string; listId?: string }[]);
        request.onerror = () => reject(request.error);
      });
    const [lists, cards] = [await all('lists'), await all('cards')];
    db.close();
    const card = cards.find((c) => c.title === title);
    return lists.find((l) => l.id === card?.listId)?.title ?? null;
  }, title);
}

/** The titles of the lists, left to right. */
export async function listTitles(page: Page): Promise<string[]> {
  return page.locator('.list-column .list-title').allInnerTexts();
}

/** The list region titled `title`. */
export const listRegion = (page: Page, title: string) =>
  page.getByRole('region', { name: `List ${title}`, exact: true });

/**
 * From the boards page: creates board `board` with a list per key of `lists`, in order, each holding its cards in
 * order; every composer is closed at the end.
 */
export async function boardWithLists(page: Page, board: string, lists: Record<string, readonly string[]>) {
  await page.getByLabel('Board title').fill(board);
  await page.getByRole('button', { name: 'Create board' }).click();
  const listTitle = page.getByRole('textbox', { name: 'List title', exact: true });
  for (const title of Object.keys(lists)) {
    await listTitle.fill(title);
    await listTitle.press('Enter');
    await expect(listRegion(page, title)).toBeVisible();
  }
  for (const [title, cards] of Object.entries(lists)) {
    if (cards.length === 0) continue;
    const column = listRegion(page, title);
    await column.getByRole('button', { name: '+ Add a card' }).click();
    for (const card of cards) {
      await column.getByLabel('Card title').fill(card);
      await column.getByLabel('Card title').press('Enter');
      await expect(column.getByRole('link', { name: card, exact: true })).toBeVisible();
    }
    await column.getByLabel('Card title').press('Escape');
  }
}

/**
 * Drags `source` onto `target` with the mouse, as a person does: press, several small moves, release at `at` (px from
 * the target's top left), calling `beforeDrop` just before the button goes up.
 */
export async function mouseDrag(
  page: Page,
  source: Locator,
  target: Locator,
  at: { x: number; y: number } = { x: 40, y: 4 },
  beforeDrop?: () => Promise<void>,
) {
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('drag: source or target not visible');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 5, from.y + from.height / 2 + 5, { steps: 3 });
  await page.mouse.move(to.x + at.x, to.y + at.y, { steps: 10 });
  await beforeDrop?.();
  await page.mouse.up();
}

/**
 * Types `day` and `time` into the card dialog's date field labelled `label` ("Due date", "Fälligkeitsdatum") as a
 * person does — select what is there, type, Tab to the time, type, Enter — in the app language's own notation.
 */
export async function setDate(scope: Locator, label: string, day: string, time: string) {
  const dayField = scope.getByLabel(label, { exact: true });
  await dayField.click();
  await dayField.press('ControlOrMeta+A');
  await dayField.pressSequentially(day);
  await dayField.press('Tab');
  const page = dayField.page();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(time);
  await page.keyboard.press('Enter');
}

/** Imports a generated Trello export (scripts/generate-trello-export.ts) through the UI and opens the board. */
export async function importGenerated(page: Page, options: GenerateOptions, dir: string) {
  mkdirSync(dir, { recursive: true });
  const file = `${dir}/generated-${options.cards}-${options.seed ?? 1}.json`;
  writeFileSync(file, JSON.stringify(generateTrelloExport(options)));
  await importFile(page, file);
}

/**
 * From `owner`'s board page: makes a member invite link and has a new person, `name`, sign up in a new tab of
 * `context` and join. Resolves with their page, on the board.
 */
export async function inviteNewMember(owner: Page, context: BrowserContext, name: string): Promise<Page> {
  await owner.getByRole('button', { name: 'Invite', exact: true }).click();
  const invite = owner.getByRole('dialog', { name: 'Invite to board' });
  await invite.getByRole('button', { name: 'Create invite link' }).click();
  const field = invite.getByLabel('Invite link');
  await expect(field).toHaveValue(/\/invite\/.+/);
  const link = await field.inputValue();
  await invite.getByRole('button', { name: 'Close' }).click();
  const member = await context.newPage();
  await member.goto(link);
  await member.getByRole('link', { name: 'Create an account' }).click();
  await member.getByLabel('Name').fill(name);
  await member.getByLabel('E-mail').fill(uniqueEmail('member'));
  await member.getByLabel('Password').fill('secret-password');
  await member.getByRole('button', { name: 'Create account' }).click();
  await member.getByRole('button', { name: 'Join board' }).click();
  await expect(member.getByRole('list', { name: 'Lists' })).toBeVisible();
  return member;
}

/**
 * A long press on `source` (a finger held still for 600 ms), then a drag onto `target` at `at` (from its top left),
 * held there `holdMs` (for the board to scroll under it), and a lift, as touch events through Chromium's DevTools
 * protocol (Playwright's touchscreen only taps).
 */
export async function touchDrag(
  page: Page,
  source: Locator,
  target: Locator,
  at = { x: 40, y: 4 },
  holdMs = 0,
) {
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('touch drag: source or target not visible');
  const cdp = await page.context().newCDPSession(page);
  const point = (x: number, y: number) => [{ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
  const [x0, y0] = [from.x + from.width / 2, from.y + from.height / 2];
  const [x1, y1] = [to.x + at.x, to.y + at.y];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(x0, y0) });
  await page.waitForTimeout(600);
  for (let i = 1; i <= 12; i++) {
    const f = i / 12;
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: point(x0 + (x1 - x0) * f, y0 + (y1 - y0) * f),
    });
    await page.waitForTimeout(20);
  }
  for (let waited = 0; waited < holdMs; waited += 100) {
    // A finger held still still reports moves now and then; each one keeps the carried card following it.
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: point(x1, y1 + (waited % 200 ? 1 : 0)),
    });
    await page.waitForTimeout(100);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/**
 * A small Trello export for the copy tests (local and emulator mode): two lists, a label, a checklist, a comment and
 * a link.
 */
export function gardenExport() {
  return {
    name: 'Garden',
    labels: [{ id: 'g', name: 'Outside', color: 'green' }],
    members: [],
    lists: [
      { id: 'L1', name: 'To do', pos: 1 },
      { id: 'L2', name: 'Done', pos: 2 },
    ],
    cards: [
      {
        id: 'c1',
        idList: 'L1',
        name: 'Order seeds',
        pos: 1,
        idLabels: ['g'],
        attachments: [
          { id: 'a1', name: 'Seed catalogue', url: 'https://seeds.example.com/', isUpload: false },
        ],
      },
      { id: 'c2', idList: 'L2', name: 'Paint the fence', pos: 1 },
    ],
    checklists: [
      { id: 'k1', idCard: 'c1', name: 'Seeds', checkItems: [{ name: 'Tomatoes', state: 'complete' }] },
    ],
    actions: [
      {
        id: 'x1',
        type: 'commentCard',
        date: '2024-03-01T10:00:00.000Z',
        memberCreator: { fullName: 'Grace Hopper' },
        data: { text: 'Buy the early ones', card: { id: 'c1' } },
      },
    ],
  };
}

/** Opens "Copy board…" from the board menu; returns its dialog. */
export async function openCopyBoard(page: Page) {
  await page.getByRole('button', { name: 'Board menu' }).click();
  await page.getByRole('menuitem', { name: 'Copy board…' }).click();
  return page.getByRole('dialog', { name: /^Copy “/ });
}

/**
 * Opens the card "Order seeds" of a board made from `gardenExport` (a copy, say) and checks that its label, check
 * item, comment and link came with it; returns the card's dialog, still open.
 */
export async function expectGardenCard(page: Page) {
  await page.getByRole('link', { name: 'Order seeds', exact: true }).click();
  const card = page.getByRole('dialog', { name: /Order seeds/ });
  await expect(card.getByText('Outside')).toBeVisible();
  await expect(card.locator('.check-item', { hasText: 'Tomatoes' })).toBeVisible();
  await expect(card.getByText('Buy the early ones')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Seed catalogue' })).toHaveAttribute(
    'href',
    'https://seeds.example.com/',
  );
  return card;
}
