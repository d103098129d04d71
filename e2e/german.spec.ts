// Lanes in German: switch the language in Settings, then check the board page, the card dialog and the boards page
// for English left over — every English catalogue message that German words differently must not be on the page.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import {
  fixturePath,
  importFixture,
  setDate,
  signUp,
  uniqueEmail,
  HAS_FIXTURES,
  NO_FIXTURES,
} from './support';

test.skip(!HAS_FIXTURES, NO_FIXTURES);

const FIXTURE = 'stonekw-board-2020.json';
const LOCALES = fileURLToPath(new URL('../src/i18n/locales/', import.meta.url));

/** Every message of a catalogue language as `ns:key → text` (plural forms are keys of their own). */
function catalogue(lng: 'en' | 'de'): Map<string, string> {
  const messages = new Map<string, string>();
  const walk = (prefix: string, node: unknown) => {
    if (typeof node === 'string') messages.set(prefix, node);
    else if (node && typeof node === 'object')
      for (const [key, value] of Object.entries(node))
        walk(prefix.endsWith(':') ? prefix + key : `${prefix}.${key}`, value);
  };
  for (const file of readdirSync(`${LOCALES}${lng}`).filter((f) => f.endsWith('.json')))
    walk(`${file.replace(/\.json$/, '')}:`, JSON.parse(readFileSync(`${LOCALES}${lng}/${file}`, 'utf8')));
  return messages;
}

/**
 * The English words to look for: each message that German words differently, cut at its interpolations
 * (`{{title}}`) and markup (`<strong>`), keeping the pieces longer than 3 characters that hold a letter.
 */
function englishFragments(): { key: string; fragment: string }[] {
  const en = catalogue('en');
  const de = catalogue('de');
  const found: { key: string; fragment: string }[] = [];
  for (const [key, text] of en) {
    if (de.get(key) === text) continue;
    for (const piece of text.split(/\{\{[^}]*\}\}|<\/?\w+\s*\/?>/)) {
      const fragment = piece.trim();
      if (fragment.length > 3 && /\p{L}/u.test(fragment)) found.push({ key, fragment });
    }
  }
  return found;
}

/** The fixture's own words (titles, names, checklist items): user data, which may well be English. */
function fixtureWords(): string[] {
  const raw = JSON.parse(readFileSync(fixturePath(FIXTURE), 'utf8')) as {
    name: string;
    lists: { name: string }[];
    cards: { name: string }[];
    labels: { name: string }[];
    members: { fullName: string }[];
    checklists: { name: string; checkItems: { name: string }[] }[];
  };
  const words = [
    raw.name,
    ...raw.lists.map((l) => l.name),
    ...raw.cards.map((c) => c.name),
    ...raw.labels.map((l) => l.name),
    ...raw.members.map((m) => m.fullName),
    ...raw.checklists.flatMap((c) => [c.name, ...c.checkItems.map((i) => i.name)]),
  ];
  // Longest first, so a title is removed whole before any shorter title inside it.
  return [...new Set(words.filter((w) => w.trim().length > 1))].sort((a, b) => b.length - a.length);
}

/**
 * What the page says: each text node on its own (so words of neighbouring elements never run together), and the
 * aria-label, title, placeholder and alt of every element. Markdown (a card's description) is user data and code
 * (flag names) is never translated: both skipped.
 */
async function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, code, .markdown')) continue;
      if (node.textContent?.trim()) texts.push(node.textContent);
    }
    for (const element of document.body.querySelectorAll('*'))
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    return texts;
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The English catalogue messages found on the page (as `ns:key: "fragment" in "text"`), after removing user data. */
async function englishOnPage(page: Page): Promise<string[]> {
  const userWords = fixtureWords();
  const texts = (await pageTexts(page)).map((text) => userWords.reduce((t, w) => t.split(w).join(' '), text));
  const left: string[] = [];
  for (const { key, fragment } of englishFragments()) {
    // Whole words only: "List" must not be found in "Liste".
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}_])${escape(fragment)}(?![\\p{L}\\p{N}_])`, 'u');
    const hit = texts.find((text) => pattern.test(text));
    if (hit) left.push(`${key}: "${fragment}" in "${hit.trim()}"`);
  }
  return left;
}

/** Saves a screenshot into .tmp/ when LANES_E2E_SCREENSHOTS is set (for looking at the German layout). */
async function snapshot(page: Page, name: string) {
  if (process.env.LANES_E2E_SCREENSHOTS)
    await page.screenshot({ path: fileURLToPath(new URL(`../.tmp/german-${name}.png`, import.meta.url)) });
}

test('in German, the board page, a card dialog and the boards page show no English catalogue text', async ({
  page,
}) => {
  test.setTimeout(180_000);
  expect(englishFragments().length).toBeGreaterThan(300);

  await signUp(page, { email: uniqueEmail('deutsch'), name: 'Ana Tester' });
  await importFixture(page, FIXTURE);
  const boardUrl = page.url();

  // The switch in Settings, stored on this device: the page changes language at once.
  await page.goto('/settings');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expect(page.getByRole('heading', { name: 'Einstellungen', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await snapshot(page, 'settings');
  expect(await englishOnPage(page)).toEqual([]);

  // The board page, with a list menu open so its items count too; a reload keeps German.
  await page.goto(boardUrl);
  await expect(page.getByRole('list', { name: 'Listen' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('list', { name: 'Listen' })).toBeVisible();
  const sprint = page.getByRole('region', { name: 'Liste Current Sprint 1 Backlog', exact: true });
  await sprint.getByRole('button', { name: 'Aktionen für Liste Current Sprint 1 Backlog' }).click();
  await expect(page.getByRole('menuitem', { name: 'Liste archivieren' })).toBeVisible();
  await snapshot(page, 'board');
  expect(await englishOnPage(page)).toEqual([]);
  await sprint.getByRole('button', { name: 'Aktionen für Liste Current Sprint 1 Backlog' }).click(); // closes the menu

  // The board menu.
  await page.getByRole('button', { name: 'Board-Menü' }).click();
  await expect(page.getByRole('menuitem', { name: 'Karten filtern' })).toBeVisible();
  expect(await englishOnPage(page)).toEqual([]);
  await page.keyboard.press('Escape');

  // A card dialog, with a due date and a comment so dates show in German too.
  await sprint.getByRole('link', { name: 'Deliverable 2: Activity Diagrams' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Checklisten' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Daten', exact: true }).click();
  await setDate(dialog, 'Fälligkeitsdatum', '05.03.2026', '10:00');
  await dialog.getByLabel('Kommentar schreiben').fill('Erledigt bis Freitag');
  await dialog.getByRole('button', { name: 'Kommentieren' }).click();
  await expect(dialog.locator('.comment')).toHaveCount(1);
  await snapshot(page, 'card');
  expect(await englishOnPage(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Schließen' }).click();
  await expect(sprint.locator('.card-tile', { hasText: 'Activity Diagrams' })).toContainText('5. März');

  // The boards page.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Deine Boards' })).toBeVisible();
  await snapshot(page, 'boards');
  expect(await englishOnPage(page)).toEqual([]);
});
