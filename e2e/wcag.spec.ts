// Issue 19 (Lanes M): what the scanners miss (WCAG 2.2 AA). Axe and Lighthouse pass on main, yet there every page
// was titled "Lanes", a list's count read "22", links were the browser's blue, the consent banner moved the page,
// /robots.txt was the app's HTML, the hidden Move… took taps and was 19 px tall, and label bars were colour alone.
import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { generateTrelloExport } from '../scripts/generate-trello-export';
import { boardWithLists, importFile, listRegion, signUp, uniqueEmail } from './support';

// Trello's ten label hues in three strengths: the 30 colours a label can have (src/ui/colors.ts, which the test
// cannot import: it loads the app's translations).
const LABEL_COLOR_NAMES = [
  'green',
  'yellow',
  'orange',
  'red',
  'purple',
  'blue',
  'sky',
  'lime',
  'pink',
  'black',
].flatMap((hue) => [`${hue}_light`, hue, `${hue}_dark`]);

/** WCAG 2's contrast ratio of two `#rrggbb` colours, computed here as the checker of the app's own. */
function contrastRatio(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const v = parseInt(color.slice(i, i + 2), 16) / 255;
      return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `rgb(r, g, b)` / `rgba(…)` as `#rrggbb` (alpha dropped: the callers pass opaque colours). */
const hex = (rgb: string) =>
  '#' +
  (rgb.match(/\d+(\.\d+)?/g) ?? [])
    .slice(0, 3)
    .map((v) => Number(v).toString(16).padStart(2, '0'))
    .join('');

/** The colour of the first opaque background behind `el`, itself included. */
const backdropOf = (el: Locator) =>
  el.evaluate((node) => {
    for (let e: Element | null = node; e; e = e.parentElement) {
      const bg = getComputedStyle(e).backgroundColor;
      if (bg !== 'transparent' && !bg.startsWith('rgba(0, 0, 0, 0)')) return bg;
    }
    return 'rgb(255, 255, 255)';
  });

const setTheme = (page: Page, theme: 'light' | 'dark') =>
  page.addInitScript((t) => localStorage.setItem('lanes.theme', t), theme);

test('item 3: every page has its own title, the open card first', async ({ page }) => {
  await page.goto('/signup');
  await expect(page).toHaveTitle('Create account – Lanes');
  await signUp(page, { email: uniqueEmail() });
  await expect(page).toHaveTitle('Your boards – Lanes');
  await boardWithLists(page, 'VolunteerBridge', { 'To do': ['Paint the fence'] });
  await expect(page).toHaveTitle('VolunteerBridge – Lanes');
  await page.getByRole('link', { name: 'Paint the fence', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page).toHaveTitle('Paint the fence – VolunteerBridge – Lanes');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveTitle('VolunteerBridge – Lanes');
  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page).toHaveTitle('Settings – Lanes');
  await page.goto('/no-such-page');
  await expect(page).toHaveTitle('Page not found – Lanes');
});

test('item 4: a list’s count is read as "3 cards", not "3"', async ({ page }) => {
  await signUp(page, { email: uniqueEmail() });
  await boardWithLists(page, 'Home', { 'To do': ['Paint', 'Sand', 'Oil'] });
  const head = listRegion(page, 'To do').locator('.list-head');
  await expect(head.locator('.list-count')).toHaveText('3');
  const spoken = await head.ariaSnapshot();
  expect(spoken).toContain('3 cards');
  expect(spoken).not.toMatch(/text: "?3"?$/m);
});

test('item 4: a collapsed list’s count is read as "3 cards" too, in its Expand button’s name', async ({
  page,
}) => {
  await signUp(page, { email: uniqueEmail() });
  await boardWithLists(page, 'Home', { 'To do': ['Paint', 'Sand', 'Oil'] });
  await listRegion(page, 'To do').getByRole('button', { name: 'Collapse list To do' }).click();
  const expand = page.getByRole('button', { name: 'Expand list To do' });
  await expect(expand.locator('.list-count')).toHaveText('3');
  await expect(expand).toHaveAccessibleName(/^Expand list To do\b.*\b3 cards\b/);
  expect(await listRegion(page, 'To do').ariaSnapshot()).not.toMatch(/text: "?3"?$/m);
});

for (const theme of ['light', 'dark'] as const) {
  test(`item 5: links use the ${theme} theme's colour at 4.5:1, and one "Settings" link`, async ({
    page,
  }) => {
    await setTheme(page, theme);
    const checkLinks = async () => {
      const links = page.locator('main a, .notice a');
      expect(await links.count()).toBeGreaterThan(0);
      for (const link of await links.all()) {
        const color = await link.evaluate((a) => getComputedStyle(a).color);
        const name = await link.innerText();
        expect(color, name).not.toBe('rgb(0, 0, 238)');
        expect(contrastRatio(hex(color), hex(await backdropOf(link))), name).toBeGreaterThanOrEqual(4.5);
      }
    };
    await page.goto('/signin');
    await expect(page.getByRole('region', { name: 'Usage statistics' })).toBeVisible();
    await checkLinks();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
    await checkLinks();
    // The banner's link names where it goes; "Settings" is the top bar's alone.
    await expect(page.getByRole('link', { name: 'Settings', exact: true })).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Privacy settings' })).toHaveAttribute(
      'href',
      /settings#privacy/,
    );
  });
}

test('item 6: answering the consent banner moves nothing on the page (phone)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, { email: uniqueEmail() });
  const banner = page.getByRole('region', { name: 'Usage statistics' });
  await expect(banner).toBeVisible();
  const heading = page.getByRole('heading', { name: 'Your boards' });
  const before = await heading.boundingBox();
  await banner.getByRole('button', { name: 'Decline' }).click();
  await expect(banner).toHaveCount(0);
  expect(await heading.boundingBox()).toEqual(before);
  // And no layout shift was recorded while the page and the banner appeared.
  await page.goto('/');
  await expect(heading).toBeVisible();
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number })[]) sum += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), 500);
      }),
  );
  expect(shift).toBeLessThan(0.01);
});

test.describe('item 7, with the service worker (blocked elsewhere: playwright.config.ts)', () => {
  test.use({ serviceWorkers: 'allow' });

  test('item 7: /robots.txt is a robots file, also once the service worker runs', async ({
    page,
    request,
  }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    const body = await response.text();
    expect(body).toMatch(/^User-agent: \*$/m);
    expect(body).not.toContain('<html');
    await page.goto('/signin');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.goto('/robots.txt');
    await expect(page.locator('body')).toContainText('User-agent: *');
  });
});

test.describe('item 2: Move… on tiles', () => {
  test('on a phone: shown, at least 24 × 24 px, and a tap on it opens Move', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await signUp(page, { email: uniqueEmail() });
    await boardWithLists(page, 'Home', { 'To do': ['Paint the fence'] });
    const move = page.getByRole('button', { name: 'Move card Paint the fence' });
    await expect(move).toHaveCSS('opacity', '1');
    const box = await move.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(24);
    await move.tap();
    await expect(page.getByRole('button', { name: 'Move', exact: true })).toBeVisible();
    await context.close();
  });

  test('with a mouse: hidden until hovered, and while hidden a click there opens the card', async ({
    page,
  }) => {
    await signUp(page, { email: uniqueEmail() });
    await boardWithLists(page, 'Home', { 'To do': ['Paint the fence'] });
    const move = page.getByRole('button', { name: 'Move card Paint the fence' });
    await page.mouse.move(1, 1);
    await expect(move).toHaveCSS('opacity', '0');
    const box = await move.boundingBox();
    if (!box) throw new Error('Move… has no box');
    // What a pointer arriving on the corner without hovering first (a tap on a touch laptop) lands on: the card.
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('a, button')?.textContent ?? null,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(hit).toBe('Paint the fence');
    // Hovered, it is there and works.
    await page.locator('.card-tile', { hasText: 'Paint the fence' }).hover();
    await expect(move).toHaveCSS('opacity', '1');
    await move.click();
    await expect(page.getByRole('button', { name: 'Move', exact: true })).toBeVisible();
  });
});

/** A Trello export of one board whose one card carries a label of each of the 30 colours, unnamed. */
function allColoursExport(dir: string): string {
  const data = generateTrelloExport({ cards: 1, lists: 1, comments: 0, name: 'Colours' });
  const boardId = data.lists[0]?.idBoard ?? '';
  const labels = LABEL_COLOR_NAMES.map((color, i) => ({
    id: `label${i}`,
    idBoard: boardId,
    name: '',
    color,
  }));
  const card = data.cards[0];
  if (!card) throw new Error('no card generated');
  Object.assign(card, { name: 'Every colour', idLabels: labels.map((l) => l.id), labels, closed: false });
  Object.assign(data, { labels });
  mkdirSync(dir, { recursive: true });
  const file = `${dir}/all-colours.json`;
  writeFileSync(file, JSON.stringify(data));
  return file;
}

for (const theme of ['light', 'dark'] as const) {
  test(`item 1: every label bar stands out from the tile at 3:1 on the ${theme} theme`, async ({
    page,
  }, info) => {
    await setTheme(page, theme);
    await signUp(page, { email: uniqueEmail() });
    await importFile(page, allColoursExport(info.outputPath()));
    const tile = page.locator('.card-tile', { hasText: 'Every colour' });
    const chips = tile.locator('.card-labels .label-chip');
    await expect(chips).toHaveCount(30);
    const tileColor = hex(await backdropOf(tile));
    /** The chip's own contrast with the tile, or its edge's where one is drawn: the better of the two. */
    const standOut = async (chip: Locator) => {
      const { background, shadow } = await chip.evaluate((e) => ({
        background: getComputedStyle(e).backgroundColor,
        shadow: getComputedStyle(e).boxShadow,
      }));
      const edge = /rgb\([^)]*\)/.exec(shadow)?.[0];
      const own = contrastRatio(hex(background), tileColor);
      return Math.max(
        own,
        edge && !/\b0px 0px 0px 0px\b/.test(shadow) ? contrastRatio(hex(edge), tileColor) : 0,
      );
    };
    const check = async () => {
      for (const [i, chip] of (await chips.all()).entries())
        expect(await standOut(chip), `${LABEL_COLOR_NAMES[i]} on ${tileColor}`).toBeGreaterThanOrEqual(3);
    };
    await check();
    // Trello's thin bars, names off: still 3:1.
    await chips.first().click();
    await expect.poll(async () => (await chips.first().boundingBox())?.height ?? 99).toBeLessThanOrEqual(10);
    await check();
    await page.screenshot({ path: info.outputPath(`labels-${theme}.png`) });
  });
}
