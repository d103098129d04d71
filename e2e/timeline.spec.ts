// The timeline view (/b/:boardId/timeline, issue 26 item 1): a bar from start to due, a marker for a due date alone,
// rows by list and by label, a bar moved and resized with real mouse drags and by keyboard (each with Undo), a card
// dragged from the "No dates" list onto a day, the dependency arrow, and a 390 px phone.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { day, dayLabel as dayText, exportWithDates } from './fields-support';
import { importFile, signUp, uniqueEmail } from './support';

const bar = (page: Page, title: string) => page.locator('.timeline-bar', { hasText: title });
/** The Undo of the message about `title`'s dates. */
const undo = (page: Page, title: string) =>
  page.locator('.toast', { hasText: `“${title}”` }).getByRole('button', { name: 'Undo' });

async function openTimeline(page: Page, file: string) {
  await signUp(page, { email: uniqueEmail('timeline') });
  await importFile(page, file);
  await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Timeline' }).click();
  await expect(page).toHaveURL(/\/timeline$/);
  await expect(bar(page, 'Book the venue')).toBeVisible();
}

/** The bar's days as the app states them (its accessible name ends with the dates). */
async function dates(locator: Locator): Promise<string> {
  return (await locator.getAttribute('aria-label'))?.replace(/^[^,]*, /, '') ?? '';
}

/** A press at `dx` px from the bar's left edge, moved `by` px to the right in ten steps, and a release. */
async function dragBy(page: Page, target: Locator, dx: number, by: number): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('no bar');
  const [x0, y0] = [box.x + dx, box.y + box.height / 2];
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(x0 + (by * i) / 10, y0);
  await page.mouse.up();
}

test('draws bars and markers, moves and resizes them by mouse and keyboard with Undo, schedules from the side list', async ({
  page,
}, info) => {
  await openTimeline(page, exportWithDates(info.outputPath('dated.json')));
  const venue = bar(page, 'Book the venue');
  const release = bar(page, 'Write the press release');
  // Book the venue: the 3rd to the 5th, done (faded, struck through); the press release: due the 10th only (a marker).
  expect(await dates(venue)).toBe(`${dayText(3)} – ${dayText(5)}`);
  await expect(venue.locator('.timeline-bar-title')).toHaveCSS('text-decoration-line', 'line-through');
  await expect(release).toHaveClass(/marker/);
  expect(await dates(release)).toBe(dayText(10));
  await expect(page.getByRole('complementary', { name: /No dates/ })).toContainText('Pick a date');

  // Week zoom: 20 px a day. A drag of the bar's middle by two days moves both dates; Undo puts them back.
  await page.getByRole('group', { name: 'Zoom' }).getByRole('button', { name: 'Week' }).click();
  await dragBy(page, venue, 30, 40);
  await expect.poll(() => dates(venue)).toBe(`${dayText(5)} – ${dayText(7)}`);
  await expect(page.getByText(/“Book the venue”: /)).toBeVisible();
  await undo(page, 'Book the venue').click();
  await expect.poll(() => dates(venue)).toBe(`${dayText(3)} – ${dayText(5)}`);

  // Its right end dragged a day further changes the due date alone.
  const width = (await venue.boundingBox())?.width ?? 0;
  await dragBy(page, venue, width - 3, 20);
  await expect.poll(() => dates(venue)).toBe(`${dayText(3)} – ${dayText(6)}`);

  // The keyboard: a focused bar moves a day per arrow, Shift+arrow changes the due date; one Undo undoes the run.
  await release.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => dates(release)).toBe(dayText(12));
  await page.keyboard.press('Shift+ArrowLeft');
  await expect.poll(() => dates(release)).toBe(dayText(11));
  await undo(page, 'Write the press release').click();
  await expect.poll(() => dates(release)).toBe(dayText(10));
  // Enter opens the card.
  await release.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/timeline\/c\//);
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/timeline$/);

  // From the "No dates" list onto the timeline: the card gets a due date and a marker.
  const source = page.locator('.unscheduled-card', { hasText: 'Pick a date' });
  await venue.scrollIntoViewIfNeeded();
  const target = await venue.boundingBox();
  const from = await source.boundingBox();
  if (!target || !from) throw new Error('nothing to drag');
  await page.mouse.move(from.x + 10, from.y + 10);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++)
    await page.mouse.move(
      from.x + 10 + ((target.x - from.x) * i) / 10,
      from.y + 10 + ((target.y - from.y) * i) / 10,
    );
  await page.mouse.up();
  await expect(bar(page, 'Pick a date')).toBeVisible();
  await expect(page.getByRole('complementary', { name: /No dates/ })).not.toContainText('Pick a date');

  // The zoom and the grouping are remembered for this board after a reload.
  await page.getByLabel('Group by').selectOption('label');
  await page.reload();
  await expect(page.getByLabel('Group by')).toHaveValue('label');
  await expect(
    page.getByRole('group', { name: 'Zoom' }).getByRole('button', { name: 'Week' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: /No label/ })).toBeVisible();
  await page.screenshot({ path: info.outputPath('timeline.png') });

  // A group collapses and opens again.
  await page.getByRole('button', { name: /No label/ }).click();
  await expect(bar(page, 'Book the venue')).toHaveCount(0);
  await page.getByRole('button', { name: /No label/ }).click();
  await expect(bar(page, 'Book the venue')).toBeVisible();
});

test('draws a dependency as an arrow, red when the blocker ends after its dependant starts; Blocked by its name', async ({
  page,
}, info) => {
  await openTimeline(page, exportWithDates(info.outputPath('dated.json')));
  // The press release (due the 10th) waits on the venue (the 3rd to the 5th): set in the card dialog.
  await bar(page, 'Write the press release').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Dependency', exact: true }).click();
  await page.keyboard.type('book the');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('list', { name: 'Blocked by' })).toHaveText(/Book the venue/);
  // And on "Pick a date", which is not done (the venue is): the card is blocked.
  await page.keyboard.type('pick a');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('list', { name: 'Blocked by' })).toHaveText(/Pick a date/);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/timeline$/);
  await expect(
    page
      .locator('.timeline-name', { hasText: 'Write the press release' })
      .getByRole('img', { name: /^Blocked/ }),
  ).toBeVisible();
  await expect(page.locator('.timeline-name', { hasText: 'Book the venue' }).getByRole('img')).toHaveCount(0);
  await expect(page.locator('.timeline-arrows > path')).toHaveCount(1);
  await expect(page.locator('.timeline-arrows > path.late')).toHaveCount(0);
  // The venue's due date dragged past the 10th: the arrow turns red and the message says who waits.
  await bar(page, 'Book the venue').focus();
  for (let i = 0; i < 6; i++) await page.keyboard.press('Shift+ArrowRight');
  await expect(page.locator('.timeline-arrows > path.late')).toHaveCount(1);
  await expect(page.getByText(/“Write the press release” waits on it and starts earlier/)).toBeVisible();
});

test('a card dragged onto another list’s row, or moved there by Alt+Down, changes list, with Undo', async ({
  page,
}, info) => {
  await openTimeline(page, exportWithDates(info.outputPath('dated.json')));
  // "Pick a date" (list Done) gets a due date from the dialog, typed into the field that just opened: Done's rows show.
  await page.getByRole('button', { name: 'Set the due date of Pick a date' }).click();
  await expect(page.getByLabel('Due on', { exact: true })).toBeFocused();
  const target = day(12);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(`${target.getMonth() + 1}/${target.getDate()}/${target.getFullYear()}`);
  await page.keyboard.press('Enter');
  const doneGroup = page.getByRole('button', { name: /^▾?\s*Done/ });
  await expect(doneGroup).toBeVisible();
  const rowOf = (title: string) => page.locator('.timeline-row', { has: bar(page, title) });
  const doingKey = await rowOf('Book the venue').getAttribute('data-group');

  // A real drag of the venue's bar down onto Done's heading: it moves to Done; Undo brings it back.
  const venue = bar(page, 'Book the venue');
  await venue.scrollIntoViewIfNeeded();
  const from = await venue.boundingBox();
  const onto = await doneGroup.boundingBox();
  if (!from || !onto) throw new Error('nothing to drag');
  await page.mouse.move(from.x + 20, from.y + from.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++)
    await page.mouse.move(
      from.x + 20,
      from.y + from.height / 2 + ((onto.y + onto.height / 2 - from.y - from.height / 2) * i) / 10,
    );
  await page.mouse.up();
  await expect(page.getByText('“Book the venue” is now in Done.')).toBeVisible();
  await expect(rowOf('Book the venue')).not.toHaveAttribute('data-group', doingKey ?? '');
  expect(await dates(venue)).toBe(`${dayText(3)} – ${dayText(5)}`);
  await undo(page, 'Book the venue').click();
  await expect(rowOf('Book the venue')).toHaveAttribute('data-group', doingKey ?? '');

  // The keyboard: Alt+Down on a focused bar moves its card into the next group.
  await bar(page, 'Write the press release').focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(page.getByText('“Write the press release” is now in Done.')).toBeVisible();
  await expect(rowOf('Write the press release')).not.toHaveAttribute('data-group', doingKey ?? '');
  // And on the board, the card is in Done.
  await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Board' }).click();
  await expect(
    page
      .locator('.list-column', { hasText: 'Done' })
      .locator('.card-tile', { hasText: 'Write the press release' }),
  ).toBeVisible();
});

test('grouped by a dropdown field, Alt+Down moves a card to the option below, with Undo', async ({
  page,
}, info) => {
  await openTimeline(page, exportWithDates(info.outputPath('dated.json')));
  await page.getByLabel('Group by').selectOption({ label: 'Priority' });
  // The options' order: High (the press release), Low (the venue).
  await expect(page.locator('.timeline-group-title')).toHaveText(['High', 'Low']);
  const rowOf = (title: string) => page.locator('.timeline-row', { has: bar(page, title) });
  const lowKey = await rowOf('Book the venue').getAttribute('data-group');
  await bar(page, 'Write the press release').focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(page.getByText('“Write the press release” is now in Low.')).toBeVisible();
  await expect(rowOf('Write the press release')).toHaveAttribute('data-group', lowKey ?? '');
  await undo(page, 'Write the press release').click();
  await expect(rowOf('Write the press release')).not.toHaveAttribute('data-group', lowKey ?? '');
  await expect(page.locator('.timeline-group-title')).toHaveText(['High', 'Low']);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('fits a 390 px phone: the names column, the scale and the list of cards without dates; a tap opens a card', async ({
    page,
  }, info) => {
    await openTimeline(page, exportWithDates(info.outputPath('dated.json')));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const name = page.locator('.timeline-name', { hasText: 'Book the venue' });
    expect((await name.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(100);
    await expect(page.getByRole('complementary', { name: /No dates/ })).toBeVisible();
    await page.screenshot({ path: info.outputPath('timeline-phone.png'), fullPage: true });
    // A finger pans the timeline (the bars leave panning to the browser), and a tap on a bar opens its card.
    const venue = bar(page, 'Book the venue');
    await expect(venue).toHaveCSS('touch-action', 'auto');
    await venue.scrollIntoViewIfNeeded();
    await venue.tap();
    await expect(page).toHaveURL(/\/timeline\/c\//);
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('two fingers pinching zoom the timeline in and out, and the page stays unzoomed', async ({
    page,
  }, info) => {
    await openTimeline(page, exportWithDates(info.outputPath('dated.json')));
    const zoom = page.getByRole('group', { name: 'Zoom' });
    await zoom.getByRole('button', { name: 'Month' }).click();
    const box = await page.locator('.timeline-scroll').boundingBox();
    if (!box) throw new Error('no timeline');
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    // Fingers 60 px apart spread to 200 px: two steps in (Month → Week → Day); then closed again: back to Month.
    await pinch(page, centre, 60, 200);
    await expect(zoom.getByRole('button', { name: 'Day' })).toHaveAttribute('aria-pressed', 'true');
    await pinch(page, centre, 200, 60);
    await expect(zoom.getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => window.visualViewport?.scale ?? 1)).toBe(1);
  });
});

/**
 * Two fingers on `centre`, `from` px apart side by side, moved to `to` px apart in ten steps, then lifted, as touch
 * events through Chromium's DevTools protocol (Playwright's touchscreen only taps).
 */
async function pinch(page: Page, centre: { x: number; y: number }, from: number, to: number) {
  const cdp = await page.context().newCDPSession(page);
  const fingers = (spread: number) => [
    { x: centre.x - spread / 2, y: centre.y, id: 1, radiusX: 4, radiusY: 4, force: 1 },
    { x: centre.x + spread / 2, y: centre.y, id: 2, radiusX: 4, radiusY: 4, force: 1 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(from) });
  for (let i = 1; i <= 10; i++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: fingers(from + ((to - from) * i) / 10),
    });
    await page.waitForTimeout(20);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

for (const theme of ['light', 'dark'] as const) {
  test(`has no serious axe violation (${theme} theme)`, async ({ page }, info) => {
    await page.addInitScript((choice) => localStorage.setItem('lanes.theme', choice), theme);
    await openTimeline(page, exportWithDates(info.outputPath('dated.json')));
    const { violations } = await new AxeBuilder({ page }).include('main').analyze();
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
  });
}
