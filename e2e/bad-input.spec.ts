// Bad input everywhere: titles over 512 characters, empty names, 10 MB pasted into a description and a comment,
// files the importer cannot use. Each gets a clear message on screen, and nothing is lost: what was typed stays
// in its field, and the board or boards page is as it was.
import { writeFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { TEXT_MAX, TITLE_MAX } from '../src/domain/limits';
import { fixturePath, HAS_FIXTURES, NO_FIXTURES, signUp, uniqueEmail } from './support';

const LONG_TITLE = `A title that runs on and on ${'and on '.repeat(80)}`.slice(0, TITLE_MAX + 1);
const TEN_MB = 10 * 1024 * 1024;

/**
 * Pastes TEN_MB characters into `field` the way the browser does (one `insertFromPaste` input event), built in the
 * page so 10 MB never crosses the test protocol (or floods a failure report).
 */
async function pasteTenMb(field: Locator) {
  await field.evaluate((el, size) => {
    const line = `Pasted log line ${'x'.repeat(83)}\n`;
    const text = line.repeat(Math.ceil(size / line.length)).slice(0, size);
    const area = el as HTMLTextAreaElement;
    area.focus();
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(area, text);
    area.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
  }, TEN_MB);
}

/** How many characters `field` holds (its text is far too big to compare in a report). */
const lengthOf = (field: Locator) => field.evaluate((el) => (el as HTMLTextAreaElement).value.length);

/** An alert in `scope` says what went wrong (`text`: the limit or the rule it names). */
async function expectMessage(scope: Locator | Page, text: RegExp) {
  await expect(scope.getByRole('alert').filter({ hasText: text })).toBeVisible();
}

async function newBoard(page: Page) {
  await signUp(page, { email: uniqueEmail() });
  await page.getByLabel('Board title').fill('Sturdy');
  await page.getByRole('button', { name: 'Create board' }).click();
  await page.getByLabel('List title', { exact: true }).fill('To do');
  await page.getByLabel('List title', { exact: true }).press('Enter');
  await page.getByRole('button', { name: '+ Add a card' }).click();
  await page.getByLabel('Card title', { exact: true }).fill('Keep me');
  await page.getByLabel('Card title', { exact: true }).press('Enter');
  await expect(page.locator('.card-tile')).toHaveText(/Keep me/);
}

test('over-long and empty titles: a clear message each, and the typed text stays', async ({ page }) => {
  await signUp(page, { email: uniqueEmail() });

  // A board title over the limit, then an empty one: refused, no board made, the text still in the field.
  await page.getByLabel('Board title').fill(LONG_TITLE);
  await page.getByRole('button', { name: 'Create board' }).click();
  await expectMessage(page, /512 characters/);
  await expect(page.getByLabel('Board title')).toHaveValue(LONG_TITLE);
  await page.getByLabel('Board title').fill('');
  await page.getByRole('button', { name: 'Create board' }).click();
  await expectMessage(page, /title cannot be empty/);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('.board-tile')).toHaveCount(0);

  await page.getByLabel('Board title').fill('Sturdy');
  await page.getByRole('button', { name: 'Create board' }).click();
  await page.getByLabel('List title', { exact: true }).fill('To do');
  await page.getByLabel('List title', { exact: true }).press('Enter');
  const list = page.getByRole('region', { name: 'List To do' });
  await expect(list).toBeVisible();

  // A list title over the limit: refused, the text given back.
  await page.getByLabel('List title', { exact: true }).fill(LONG_TITLE);
  await page.getByLabel('List title', { exact: true }).press('Enter');
  await expectMessage(page.locator('form.add-list'), /512 characters/);
  await expect(page.getByLabel('List title', { exact: true })).toHaveValue(LONG_TITLE);
  await expect(page.locator('.list-column')).toHaveCount(1);

  // A card title over the limit, then an empty one.
  await list.getByRole('button', { name: '+ Add a card' }).click();
  const cardField = list.getByLabel('Card title', { exact: true });
  await cardField.fill(LONG_TITLE);
  await cardField.press('Enter');
  await expectMessage(list, /512 characters/);
  await expect(cardField).toHaveValue(LONG_TITLE);
  await cardField.fill('   ');
  await cardField.press('Enter');
  await expectMessage(list, /Card title: A title cannot be empty/);
  await expect(list.locator('.card-tile')).toHaveCount(0);

  // Renaming the list to nothing: refused, the list keeps its name after the field is left.
  await list.locator('.list-head').getByRole('button').first().click();
  await list.getByLabel('List title', { exact: true }).fill('');
  await list.getByLabel('List title', { exact: true }).press('Enter');
  await expectMessage(list, /List title: A title cannot be empty/);
  await list.getByLabel('List title', { exact: true }).press('Escape');
  await page.reload();
  await expect(page.getByRole('region', { name: 'List To do' })).toBeVisible();
  await expect(page.locator('.card-tile')).toHaveCount(0);
});

test(
  '10 MB pasted into a description and a comment: refused with the limit, the text kept',
  { tag: '@alone' },
  async ({ page }) => {
    // Chromium lays out a textarea holding 10 MB in ~5 s on these cores (a bare page's textarea: 4.3–5.1 s), once per
    // field here and again to unload it at the reload: 27 s alone, past 60 s in CI beside another worker.
    test.slow();
    await newBoard(page);
    await page.getByRole('link', { name: 'Keep me' }).click();
    const dialog = page.getByRole('dialog');

    await dialog.getByRole('button', { name: 'Edit description' }).click();
    const description = dialog.getByLabel('Description (Markdown)');
    await pasteTenMb(description);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectMessage(dialog, new RegExp(TEXT_MAX.toLocaleString('en-US').replace(',', ',?')));
    expect(await lengthOf(description)).toBe(TEN_MB);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    const comment = dialog.getByLabel('Write a comment');
    await pasteTenMb(comment);
    await dialog.getByRole('button', { name: 'Comment' }).click();
    await expectMessage(dialog.getByRole('region', { name: 'Comments' }), /16,?384/);
    expect(await lengthOf(comment)).toBe(TEN_MB);
    await expect(dialog.locator('.comment')).toHaveCount(0);

    // Nothing half-saved: after a reload the card has no description and no comment.
    const cardUrl = page.url();
    await page.reload();
    // Once in CI beside another worker, the reloaded page showed the board without the card: likely a click the
    // loaded page split between two elements, which closed the dialog (src/ui/Dialog.tsx, since fixed).
    await expect(page).toHaveURL(cardUrl);
    await expect(page.getByRole('dialog').getByText('No description.')).toBeVisible();
    await expect(page.getByRole('dialog').locator('.comment')).toHaveCount(0);
  },
);

test('files the importer cannot use: a clear message each, and no board appears', async ({ page }, info) => {
  await signUp(page, { email: uniqueEmail() });
  const files: [string, string | Buffer, RegExp][] = [
    ['picture.png', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), /is not a text file/],
    [
      'notes.json',
      JSON.stringify({ hello: 'world', items: [1, 2, 3] }),
      /not a Trello or Lanes board export/,
    ],
    [
      'cut-short.json',
      '{"id":"5e4422fc","name":"Half a board","lists":[{"id":"l1","name":"To',
      /ends too early/,
    ],
  ];
  for (const [name, content, detail] of files) {
    const path = info.outputPath(name);
    writeFileSync(path, content);
    await page.goto('/');
    await page.getByRole('button', { name: 'Import a board…' }).click();
    await page.getByLabel('Lanes or Trello export (.json)').setInputFiles(path);
    const dialog = page.getByRole('dialog');
    await expectMessage(dialog, /not a Trello or Lanes board export/);
    await expectMessage(dialog, detail);
    await expect(dialog).not.toContainText(/Unexpected|SyntaxError|position \d|\ufffd|PNG/);
    await expect(dialog.getByRole('link', { name: 'Open the board' })).toHaveCount(0);
  }
  // A real export still imports after all that, and it is the only board.
  if (!HAS_FIXTURES) return console.log(NO_FIXTURES);
  await page
    .getByLabel('Lanes or Trello export (.json)')
    .setInputFiles(fixturePath('stonekw-board-2020.json'));
  await expect(page.getByRole('link', { name: 'Open the board' })).toBeVisible({ timeout: 30_000 });
  await page.goto('/');
  await expect(page.locator('.board-tile')).toHaveCount(1);
});
