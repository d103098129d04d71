// Filtering a board: by label and member on the imported stonekw fixture (expected counts taken from its JSON), the
// filter kept in the URL across a reload, `/` to focus search (never while typing), Escape to clear.
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { fixturePath, importFile, signUp, uniqueEmail, HAS_FIXTURES, NO_FIXTURES } from './support';

test.skip(!HAS_FIXTURES, NO_FIXTURES);

interface Raw {
  lists: { id: string; closed: boolean }[];
  cards: {
    id: string;
    idList: string;
    name: string;
    desc: string;
    closed: boolean;
    idLabels: string[];
    idMembers: string[];
  }[];
  labels: { id: string; name: string }[];
  members: { id: string; fullName: string }[];
  checklists: { idCard: string; name: string; checkItems: { name: string }[] }[];
}

/**
 * The stonekw export with members on some cards: its own cards have none (`idMembers` is empty everywhere), so
 * the first member goes on every third open card. Written to `out`; returns the raw JSON for counting.
 */
function stonekwWithMembers(out: string): Raw {
  const raw = JSON.parse(readFileSync(fixturePath('stonekw-board-2020.json'), 'utf8')) as Raw;
  const member = raw.members[0];
  if (!member) throw new Error('fixture changed shape');
  raw.cards
    .filter((card) => !card.closed)
    .forEach((card, i) => {
      if (i % 3 === 0) card.idMembers = [member.id];
    });
  writeFileSync(out, JSON.stringify(raw));
  return raw;
}

/** The cards a person sees on the board: open cards of open lists. */
function openCards(raw: Raw) {
  const open = new Set(raw.lists.filter((l) => !l.closed).map((l) => l.id));
  return raw.cards.filter((c) => !c.closed && open.has(c.idList));
}

const countText = (page: Page) => page.getByRole('region', { name: 'Filter cards' }).locator('.filter-count');

async function choose(page: Page, criterion: string, option: string) {
  const bar = page.getByRole('region', { name: 'Filter cards' });
  await bar.getByRole('button', { name: criterion, exact: false }).click();
  await bar.getByRole('checkbox', { name: option, exact: true }).check();
  await page.keyboard.press('Escape'); // closes the panel only
}

test('filter the imported board by label and member; the URL keeps it; Escape clears', async ({
  page,
}, info) => {
  const file = info.outputPath('stonekw-with-members.json');
  const raw = stonekwWithMembers(file);
  const cards = openCards(raw);
  const label = raw.labels.find((l) => l.name === 'Volunteer');
  const member = raw.members[0];
  if (!label || !member) throw new Error('fixture changed shape');
  const withLabel = cards.filter((c) => c.idLabels.includes(label.id));
  const withBoth = withLabel.filter((c) => c.idMembers.includes(member.id));
  expect(withLabel.length).toBeGreaterThan(withBoth.length);
  expect(withBoth.length).toBeGreaterThan(0);

  await signUp(page, { email: uniqueEmail() });
  await importFile(page, file);
  await expect(countText(page)).toHaveText(`${cards.length} cards`);

  await choose(page, 'Labels', label.name);
  await expect(countText(page)).toHaveText(`${withLabel.length} of ${cards.length} cards`);
  await expect(page.locator('.card-tile')).toHaveCount(withLabel.length);
  await expect(page.locator('.list-column')).toHaveCount(raw.lists.filter((l) => !l.closed).length);

  await choose(page, 'Members', member.fullName);
  await expect(countText(page)).toHaveText(`${withBoth.length} of ${cards.length} cards`);
  await expect(page.locator('.card-tile')).toHaveCount(withBoth.length);
  await expect(page).toHaveURL(/[?&]label=\w+/);
  await expect(page).toHaveURL(/[?&]member=name%3A/);

  // The filter lives in the URL: a reload shows the same cards, and opening a card keeps it.
  await page.reload();
  await expect(countText(page)).toHaveText(`${withBoth.length} of ${cards.length} cards`);
  const first = withBoth[0];
  if (!first) throw new Error('no card to open');
  await page.getByRole('link', { name: first.name, exact: true }).first().click();
  await expect(page).toHaveURL(/\/c\/\w+\?.*label=/);
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/b\/\w+\?.*label=/);
  await expect(page.locator('.card-tile')).toHaveCount(withBoth.length);

  // Escape in the bar clears the whole filter.
  await page.getByLabel('Search cards').focus();
  await page.keyboard.press('Escape');
  await expect(countText(page)).toHaveText(`${cards.length} cards`);
  await expect(page.locator('.card-tile')).toHaveCount(cards.length);
  expect(new URL(page.url()).search).toBe('');
});

test('`/` focuses search (not while typing); text finds titles and checklist items', async ({ page }) => {
  const raw = JSON.parse(readFileSync(fixturePath('stonekw-board-2020.json'), 'utf8')) as Raw;
  const cards = openCards(raw);
  const word = 'infrastructure'; // a check item of the fixture's "Checklist", in no card title
  const inChecklist = new Set(
    raw.checklists
      .filter((cl) => cl.checkItems.some((i) => i.name.toLowerCase().includes(word)))
      .map((cl) => cl.idCard),
  );
  const expected = cards.filter(
    (c) => `${c.name}\n${c.desc}`.toLowerCase().includes(word) || inChecklist.has(c.id),
  ).length;
  expect(expected).toBeGreaterThan(0);

  await signUp(page, { email: uniqueEmail() });
  await importFile(page, fixturePath('stonekw-board-2020.json'));
  const search = page.getByLabel('Search cards');

  // Typing "/" in a field types it; it does not jump to search.
  const newList = page.getByRole('textbox', { name: 'List title' });
  await newList.click();
  await page.keyboard.type('To do / later');
  await expect(newList).toHaveValue('To do / later');
  await expect(search).not.toBeFocused();
  await newList.fill('');

  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('/');
  await expect(search).toBeFocused();
  await page.keyboard.type('INFRAstructure');
  await expect(countText(page)).toHaveText(`${expected} of ${cards.length} cards`);
  await expect(page).toHaveURL(/[?&]q=INFRAstructure/);
  await page.keyboard.press('Escape');
  await expect(search).toHaveValue('');
  await expect(countText(page)).toHaveText(`${cards.length} cards`);
});
