// Script injection: payloads typed into every text a person can enter (board, list and card titles, description,
// comment, label name) and brought in by a Trello import never run, titles and names show them as plain text, and
// every link Markdown renders points at http(s) or mailto only; a link attachment that is not http(s) is neither
// imported nor ever opened (issue 15, item 1).
import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { generateTrelloExport } from '../scripts/generate-trello-export';
import { cardTitles, createBoard, listTitles, signUp, uniqueEmail } from './support';

/** Short payloads for titles; each would set `window.__xss` to its own tag if it ever ran. */
const TITLE_PAYLOADS = [
  `<script>window.__xss='t-script'</script>`,
  `<img src=x onerror="window.__xss='t-img'">`,
  `<svg onload="window.__xss='t-svg'"><script>window.__xss='t-svg2'</script></svg>`,
  `"><iframe src="javascript:window.__xss='t-iframe'"></iframe>`,
  `javascript:window.__xss='t-js'`,
  `[link](javascript:window.__xss='t-md')`,
];

/** Markdown tricks for descriptions and comments, plus two safe links that must still work. */
const MARKDOWN_PAYLOADS = [
  ...TITLE_PAYLOADS,
  `[click js](javascript:window.__xss='md-js')`,
  `[click case](JaVaScRiPt:window.__xss='md-case')`,
  `[click entity](java&#115;cript:window.__xss='md-entity')`,
  `[click angle](<javascript:window.__xss='md-angle'>)`,
  `<javascript:window.__xss='md-autolink'>`,
  `[click data](data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9J21kLWRhdGEnPC9zY3JpcHQ+)`,
  `[click vbs](vbscript:msgbox('md-vbs'))`,
  `![pic](x" onerror="window.__xss='md-img')`,
  `[click ref][evil]\n\n[evil]: javascript:window.__xss='md-ref'`,
  `<details open ontoggle="window.__xss='md-details'">x</details>`,
  `<a href="javascript:window.__xss='md-a'">click raw</a>`,
  `[safe link](https://example.com/ok)`,
  `<mailto:someone@example.com>`,
].join('\n\n');

/** Records (and dismisses) every JavaScript dialog a payload could open; the test expects none. */
function watchDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (d) => {
    opened.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  return opened;
}

async function xssFlag(page: Page): Promise<unknown> {
  return page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss);
}

/** No script ran, no active element came through, and every link in rendered Markdown is http(s) or mailto. */
async function expectSafeMarkdown(page: Page) {
  const markdown = page.locator('.markdown');
  await expect(markdown.first()).toBeVisible();
  await expect(markdown.locator('script, img, svg, iframe, object, embed, details, [onerror]')).toHaveCount(
    0,
  );
  const hrefs = await markdown.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  for (const href of hrefs) expect(href, 'every rendered link').toMatch(/^(https?:|mailto:)/i);
  // The safe links still work, and the tricked ones stay readable as text.
  await expect(markdown.getByRole('link', { name: 'safe link' }).first()).toHaveAttribute(
    'href',
    'https://example.com/ok',
  );
  await expect(markdown.getByRole('link', { name: 'someone@example.com' }).first()).toHaveAttribute(
    'href',
    'mailto:someone@example.com',
  );
  await expect(markdown.first()).toContainText('click js');
  await expect(markdown.first()).toContainText('click data');
  expect(await xssFlag(page)).toBeUndefined();
}

test('payloads typed into titles, a description and a comment are shown as text and never run', async ({
  page,
}) => {
  const dialogs = watchDialogs(page);
  await signUp(page, { email: uniqueEmail() });
  const boardTitle = TITLE_PAYLOADS[1] ?? '';
  await page.getByLabel('Board title').fill(boardTitle);
  await page.getByRole('button', { name: 'Create board' }).click();
  await expect(page.locator('h1')).toHaveText(boardTitle);

  for (const title of TITLE_PAYLOADS) {
    await page.getByLabel('List title', { exact: true }).fill(title);
    await page.getByLabel('List title', { exact: true }).press('Enter');
    await expect(page.locator('.list-column')).toHaveCount(TITLE_PAYLOADS.indexOf(title) + 1);
  }
  const firstList = TITLE_PAYLOADS[0] ?? '';
  await page.getByRole('button', { name: '+ Add a card' }).first().click();
  for (const title of TITLE_PAYLOADS) {
    await page.getByLabel('Card title', { exact: true }).fill(title);
    await page.getByLabel('Card title', { exact: true }).press('Enter');
  }
  await expect.poll(() => listTitles(page)).toEqual(TITLE_PAYLOADS);
  await expect.poll(() => cardTitles(page, firstList)).toEqual(TITLE_PAYLOADS);
  expect(await xssFlag(page)).toBeUndefined();

  // The board's own title, renamed to another payload in place.
  const renamed = TITLE_PAYLOADS[2] ?? '';
  await page.locator('h1').getByRole('button').click();
  await page.getByLabel('Board title', { exact: true }).fill(renamed);
  await page.getByLabel('Board title', { exact: true }).press('Enter');
  await expect(page.locator('h1')).toHaveText(renamed);

  // One card's dialog: the title shown as text, a description and a comment full of Markdown tricks.
  await page.getByRole('link', { name: TITLE_PAYLOADS[3] ?? '', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('h2')).toHaveText(TITLE_PAYLOADS[3] ?? '');
  await dialog.getByRole('button', { name: 'Edit description' }).click();
  await dialog.getByLabel('Description (Markdown)').fill(MARKDOWN_PAYLOADS);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.getByLabel('Write a comment').fill(MARKDOWN_PAYLOADS);
  await dialog.getByRole('button', { name: 'Comment' }).click();
  await expect(dialog.locator('.comment .markdown')).toHaveCount(1);
  await expectSafeMarkdown(page);

  // A label named with a payload, through the board's labels editor, put on the card.
  const labelName = TITLE_PAYLOADS[2] ?? '';
  await dialog.getByRole('button', { name: 'Labels', exact: true }).click();
  await dialog.getByRole('button', { name: 'Edit labels…' }).click();
  await dialog.getByLabel('New label name').fill(labelName);
  await dialog.getByRole('button', { name: 'Add label' }).click();
  await dialog.getByRole('region', { name: 'Labels' }).locator('.label-chip', { hasText: labelName }).click();
  await expect(
    dialog.getByRole('region', { name: 'Labels' }).locator('.label-chip', { hasText: labelName }),
  ).toHaveAttribute('aria-pressed', 'true');
  expect(await xssFlag(page)).toBeUndefined();

  // Everything again from storage after a reload, and the boards page's tile.
  await page.reload();
  await expect(page.getByRole('dialog').locator('.comment .markdown')).toHaveCount(1);
  await expectSafeMarkdown(page);
  await page.keyboard.press('Escape');
  await expect.poll(() => cardTitles(page, firstList)).toEqual(TITLE_PAYLOADS);
  await expect(page.locator('.card-tile .label-chip')).toHaveText([labelName]);
  await page.goto('/');
  await expect(page.getByRole('link', { name: renamed })).toBeVisible();
  expect(await xssFlag(page)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('payloads in an imported Trello board, label names included, are shown as text and never run', async ({
  page,
}) => {
  const dialogs = watchDialogs(page);
  const json = generateTrelloExport({ cards: TITLE_PAYLOADS.length, lists: 2, comments: 1, seed: 3 });
  json.name = TITLE_PAYLOADS[0] ?? '';
  json.lists.forEach((l, i) => (l.name = TITLE_PAYLOADS[i + 4] ?? l.name));
  json.labels.forEach((l, i) => (l.name = (TITLE_PAYLOADS[i % TITLE_PAYLOADS.length] ?? '').slice(0, 100)));
  const labelNames = json.labels.map((l) => l.name);
  json.cards.forEach((c, i) => {
    c.name = TITLE_PAYLOADS[i] ?? c.name;
    c.desc = MARKDOWN_PAYLOADS;
    c.idLabels = json.labels.map((l) => l.id);
    c.labels = json.labels;
  });
  const first = json.cards[0];
  const action = json.actions[0];
  if (!first || !action) throw new Error('generator changed shape');
  action.data.text = MARKDOWN_PAYLOADS;
  action.data.card = { id: first.id, name: first.name };
  action.data.list = { id: first.idList };

  await signUp(page, { email: uniqueEmail() });
  await page.getByRole('button', { name: 'Import a board…' }).click();
  await page.getByLabel('Lanes or Trello export (.json)').setInputFiles({
    name: 'payloads.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(json)),
  });
  await page.getByRole('link', { name: 'Open the board' }).click();
  await expect(page.locator('h1')).toHaveText(json.name);
  await expect.poll(() => listTitles(page)).toEqual(json.lists.map((l) => l.name));
  const tile = page.locator('.card-tile', { hasText: first.name }).first();
  await expect(tile.locator('.label-chip')).toHaveText(labelNames);
  expect(await xssFlag(page)).toBeUndefined();

  await tile.getByRole('link').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('h2')).toHaveText(first.name);
  await expect(dialog.getByRole('region', { name: 'Labels' }).locator('.label-chip')).toHaveText(labelNames);
  await expect(dialog.locator('.comment .markdown')).toHaveCount(1);
  await expectSafeMarkdown(page);
  expect(dialogs).toEqual([]);
});

/** A Lanes board file (docs/export-format.md) whose one card has a link attachment to `url`. */
function lanesFileWithLink(url: string) {
  const at = '2024-05-15T10:00:00.000Z';
  return {
    format: 'lanes-board',
    version: 1,
    exportedAt: at,
    board: { id: 'B', title: 'Crafted board' },
    lists: [{ id: 'L', title: 'To do', rank: 'a0' }],
    cards: [{ id: 'C', listId: 'L', rank: 'a0', title: 'Open the spec' }],
    attachments: [{ id: 'A', cardId: 'C', name: 'spec.pdf', url, createdAt: at }],
  };
}

test('a Lanes board file with a javascript: link attachment is refused with a clear message; no board appears', async ({
  page,
}, info) => {
  const dialogs = watchDialogs(page);
  await signUp(page, { email: uniqueEmail() });
  const path = info.outputPath('crafted.lanes.json');
  writeFileSync(path, JSON.stringify(lanesFileWithLink("javascript:window.__xss='import';alert(1)")));
  await page.getByRole('button', { name: 'Import a board…' }).click();
  await page.getByLabel('Lanes or Trello export (.json)').setInputFiles(path);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('alert')).toContainText('attachments.0.url');
  await expect(dialog.getByRole('alert')).toContainText('Only http and https links are allowed');
  await expect(dialog.getByRole('link', { name: 'Open the board' })).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Your boards' })).toBeVisible();
  await expect(page.locator('.board-tile')).toHaveCount(0);
  expect(await xssFlag(page)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('a javascript: link attachment already in storage never runs: its name is text, not a link', async ({
  page,
}) => {
  const dialogs = watchDialogs(page);
  await signUp(page, { email: uniqueEmail() });
  await createBoard(page, 'Stored links', 'To do', ['Open the spec']);
  await page.getByRole('link', { name: 'Open the spec' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const [, boardId, cardId] = /\/b\/([^/]+)\/c\/([^/?#]+)/.exec(new URL(page.url()).pathname) ?? [];
  // Written straight into IndexedDB, as a record from before the schemas refused such links would be (in Firebase
  // mode: written by a tampered client before the rules refused it).
  await page.evaluate(
    async ({ boardId, cardId }) => {
      const open = indexedDB.open('lanes');
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const tx = db.transaction('attachments', 'readwrite');
      tx.objectStore('attachments').put({
        id: 'evil',
        boardId,
        cardId,
        name: 'spec.pdf',
        storagePath: null,
        url: "javascript:window.__xss='stored';alert(1)",
        contentType: 'application/pdf',
        size: 0,
        uploadedBy: 'someone',
        createdAt: Date.now(),
      });
      await new Promise((resolve) => (tx.oncomplete = resolve));
      db.close();
    },
    { boardId, cardId },
  );
  await page.reload();
  // Link attachments are shown by LinkAttachmentRow, which links only http(s) URLs: this one is its name as text.
  const row = page.getByRole('dialog').locator('.attachment', { hasText: 'spec.pdf' });
  await expect(row).toBeVisible();
  await expect(row.getByRole('link')).toHaveCount(0);
  await expect(row.locator('a[href^="javascript"], [href^="javascript"]')).toHaveCount(0);
  await row.getByText('spec.pdf', { exact: true }).click();
  // A click on a javascript: link runs it at once; a moment later it would have set the flag and opened an alert.
  await page.waitForTimeout(500);
  expect(await xssFlag(page)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
