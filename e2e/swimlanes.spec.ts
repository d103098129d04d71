// Swimlanes on the board view (issue 26 item 3): lanes by label and by a dropdown field sharing the lists' columns,
// a card dragged with real mouse moves into another lane (its label changes, with Undo), a card added in a lane,
// collapsed lanes and the choice remembered after a reload, and a 390 px phone.
import { readFileSync, writeFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { drag, FIELDS_EXPORT } from './fields-support';
import { type CardSpec, trelloExport } from './export-builder';
import { importFile, signUp, touchDrag, uniqueEmail } from './support';

/** The custom-fields export with two labels: the press release "Urgent", the venue "Later", "Pick a date" none. */
function exportWithLabels(out: string): string {
  const raw = JSON.parse(readFileSync(FIELDS_EXPORT, 'utf8')) as {
    labels: unknown[];
    cards: Record<string, unknown>[];
  };
  raw.labels = [
    { id: 'lbU', idBoard: 'b0', name: 'Urgent', color: 'red' },
    { id: 'lbL', idBoard: 'b0', name: 'Later', color: 'blue' },
  ];
  Object.assign(raw.cards[0] ?? {}, { idLabels: ['lbU'] });
  Object.assign(raw.cards[1] ?? {}, { idLabels: ['lbL'] });
  writeFileSync(out, JSON.stringify(raw));
  return out;
}

const lane = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Swimlanes' }).getByRole('listitem', { name: title, exact: true });
/** List `list`'s column in `lane`, named "List Doing, Urgent". */
const cell = (lane: Locator, list: string) =>
  lane.getByRole('region', { name: new RegExp(`^List ${list}, `) });
const titles = (column: Locator) => column.locator('.card-title').allInnerTexts();

async function chooseLanes(page: Page, by: string) {
  await page.getByRole('combobox', { name: 'Swimlanes' }).selectOption({ label: by });
}

test('groups the board into lanes, moves a card between lanes with Undo, adds one in a lane, remembers them', async ({
  page,
}, info) => {
  await signUp(page, { email: uniqueEmail('lanes') });
  await importFile(page, exportWithLabels(info.outputPath('labels.json')));
  await chooseLanes(page, 'By label');
  const urgent = lane(page, 'Urgent');
  const later = lane(page, 'Later');
  const none = lane(page, 'No label');
  await expect(urgent.getByRole('button', { name: /Urgent/ })).toContainText('1 card');
  expect(await titles(cell(urgent, 'Doing'))).toEqual(['Write the press release']);
  expect(await titles(cell(later, 'Doing'))).toEqual(['Book the venue']);
  expect(await titles(cell(none, 'Done'))).toEqual(['Pick a date']);
  await page.screenshot({ path: info.outputPath('lanes.png') });

  // Dragged from "Urgent · Doing" into "Later · Done": it is in Done and labelled Later, no longer Urgent.
  await drag(
    page,
    cell(urgent, 'Doing').locator('.card-tile').first(),
    cell(later, 'Done').locator('.list-cards'),
  );
  await expect.poll(() => titles(cell(later, 'Done'))).toEqual(['Write the press release']);
  expect(await titles(cell(urgent, 'Doing'))).toEqual([]);
  const toast = page.locator('.toast', { hasText: '“Write the press release” moved to lane Later.' });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => titles(cell(urgent, 'Doing'))).toEqual(['Write the press release']);
  expect(await titles(cell(later, 'Done'))).toEqual([]);

  // A card added in the Later lane takes its label.
  await cell(later, 'Done').getByRole('button', { name: '+ Add a card' }).click();
  await page.keyboard.type('Print the flyers');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect.poll(() => titles(cell(later, 'Done'))).toEqual(['Print the flyers']);
  await expect(cell(later, 'Done').locator('.card-tile').first()).toContainText('Later');

  // The keyboard stays in the lane: → from "Book the venue" goes to the card beside it in Later, not to "Pick a
  // date" (No label) nor to the press release; `.` moves it to the next list, in the lane, the focus going with it.
  await cell(later, 'Doing').getByRole('link', { name: 'Book the venue' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(cell(later, 'Done').getByRole('link', { name: 'Print the flyers' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(cell(later, 'Doing').getByRole('link', { name: 'Book the venue' })).toBeFocused();
  await page.keyboard.press('.');
  await expect.poll(() => titles(cell(later, 'Done'))).toEqual(['Print the flyers', 'Book the venue']);
  await expect(cell(later, 'Done').getByRole('link', { name: 'Book the venue' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(cell(later, 'Done').getByRole('link', { name: 'Print the flyers' })).toBeFocused();

  // A collapsed lane shows its header only; lanes and the collapsed one are remembered on this device.
  await none.getByRole('button', { name: /No label/ }).click();
  await expect(none.getByRole('button', { name: /No label/ })).toHaveAttribute('aria-expanded', 'false');
  await expect(cell(none, 'Done')).toHaveCount(0);
  await page.reload();
  await expect(lane(page, 'No label').getByRole('button', { name: /No label/ })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  expect(await titles(cell(lane(page, 'Later'), 'Done'))).toEqual(['Print the flyers', 'Book the venue']);

  // By a dropdown field: a lane per option in its order, an empty one too, and "No value" last.
  await chooseLanes(page, 'Priority');
  const names = await page
    .getByRole('list', { name: 'Swimlanes' })
    .locator('.swimlane-title')
    .allInnerTexts();
  expect(names).toEqual(['High', 'Low', 'Someday', 'No value']);
  await drag(
    page,
    cell(lane(page, 'Low'), 'Done').locator('.card-tile').first(),
    cell(lane(page, 'Someday'), 'Done').locator('.list-cards'),
  );
  await expect.poll(() => titles(cell(lane(page, 'Someday'), 'Done'))).toEqual(['Book the venue']);
  expect(
    (await new AxeBuilder({ page }).include('.swimlanes').analyze()).violations.map((v) => v.id),
  ).toEqual([]);

  // Back to none: the board as before.
  await chooseLanes(page, 'None');
  await expect(page.getByRole('list', { name: 'Swimlanes' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Lists' })).toBeVisible();
});

test('on a board wider than the screen, lanes mount the lists near the view and the arrow keys reach the others', async ({
  page,
}, info) => {
  // 20 lists of 6 cards, half "Front", half "Back": 40 list columns in two lanes, about 5 on screen.
  const lists = Array.from({ length: 20 }, (_, i) => `Stage ${i + 1}`);
  const cards: CardSpec[] = lists.flatMap((list, l) =>
    Array.from({ length: 6 }, (_, i) => ({
      title: `Task ${l + 1}.${i + 1}`,
      list,
      labels: [i % 2 === 0 ? 'Front' : 'Back'],
    })),
  );
  await signUp(page, { email: uniqueEmail('lanes-wide') });
  await importFile(page, trelloExport(info.outputPath('wide.json'), 'Wide', lists, cards));
  await chooseLanes(page, 'By label');
  const back = lane(page, 'Back');
  await expect(cell(back, 'Stage 1')).toBeVisible();
  // Only the lists near the view are mounted; the rest stand in as empty slots.
  expect(await back.locator('.list-column').count()).toBeLessThan(12);
  // → walks the Back lane list by list, bringing each list in as it goes: a press, then the card it reached, as a
  // person who watches the focus goes (15 presses sent at once stopped short once, beside another worker's test).
  await cell(back, 'Stage 1').getByRole('link', { name: 'Task 1.2' }).focus();
  for (let stage = 2; stage <= 16; stage++) {
    await page.keyboard.press('ArrowRight');
    await expect(cell(back, `Stage ${stage}`).getByRole('link', { name: `Task ${stage}.2` })).toBeFocused();
  }
  await expect(cell(back, 'Stage 16')).toBeInViewport();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('lanes behind "Filters", readable with a long unbroken label; a long press carries a card to another lane', async ({
    page,
  }, info) => {
    await signUp(page, { email: uniqueEmail('lanes-phone') });
    const file = exportWithLabels(info.outputPath('labels.json'));
    const raw = JSON.parse(readFileSync(file, 'utf8')) as { labels: { name: string }[] };
    if (raw.labels[1]) raw.labels[1].name = 'Supercalifragilisticexpialidocious'.repeat(2);
    writeFileSync(file, JSON.stringify(raw));
    await importFile(page, file);
    // On a phone the choice is with the filters, behind their button.
    await page.getByRole('button', { name: 'Filters' }).tap();
    await chooseLanes(page, 'By label');
    await page.getByRole('button', { name: 'Filters' }).tap();
    const head = page.locator('.swimlane-head').nth(1);
    await expect(head).toBeVisible();
    // The header fits the screen (its title is cut with an ellipsis), and the page does not scroll sideways.
    expect((await head.boundingBox())?.width ?? 999).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: info.outputPath('lanes-phone.png') });

    // Held and carried from the Urgent lane into the long-named one: it takes that label.
    const long = lane(page, raw.labels[1]?.name ?? '');
    await touchDrag(
      page,
      cell(lane(page, 'Urgent'), 'Doing').locator('.card-tile').first(),
      cell(long, 'Doing').locator('.card-tile').first(),
      { x: 60, y: 50 },
    );
    await expect
      .poll(() => titles(cell(long, 'Doing')))
      .toEqual(['Book the venue', 'Write the press release']);
    expect(await titles(cell(lane(page, 'Urgent'), 'Doing'))).toEqual([]);
  });
});
