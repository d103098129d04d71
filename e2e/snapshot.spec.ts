// Issue 27 item 3, "Publish a snapshot…" (board menu → Export… → Download HTML snapshot): one read-only page of the
// board that opens from disk with nothing else — no server, no script, its uploaded images inside — and shows what
// people typed as text.
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { gardenExport, importFile, signUp, uniqueEmail } from './support';

const HOSTILE = '<img src=x onerror="window.pwned=1">Weed the beds';
// A 1×1 PNG, uploaded to a card: the snapshot carries it inside.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a board snapshot opened from disk shows the board, read-only and inert', async ({
  page,
  context,
}, info) => {
  const garden = gardenExport();
  garden.cards.push({ id: 'c9', idList: 'L2', name: HOSTILE, pos: 2 });
  const file = info.outputPath('garden.json');
  writeFileSync(file, JSON.stringify(garden));
  await signUp(page, { email: uniqueEmail('snapshot') });
  await importFile(page, file);
  await page.getByRole('link', { name: 'Order seeds', exact: true }).click();
  const card = page.getByRole('dialog', { name: /Order seeds/ });
  await card
    .locator('input[type="file"]')
    .setInputFiles({ name: 'seedlings.png', mimeType: 'image/png', buffer: PNG });
  await expect(card.locator('.attachment', { hasText: 'seedlings.png' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Board menu' }).click();
  await page.getByRole('menuitem', { name: 'Export…' }).click();
  const dialog = page.getByRole('dialog', { name: /^Export/ });
  const pending = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download HTML snapshot' }).click();
  const download = await pending;
  expect(download.suggestedFilename()).toMatch(/^garden-\d{4}-\d{2}-\d{2}\.html$/);
  const path = info.outputPath(download.suggestedFilename());
  await download.saveAs(path);
  await expect(dialog.getByRole('status')).toContainText(download.suggestedFilename());
  expect(readFileSync(path, 'utf8')).not.toMatch(/<script/i);

  // Opened as a file, on a phone-sized screen, in a page of its own.
  const reader = await context.newPage();
  await reader.setViewportSize({ width: 390, height: 844 });
  await reader.goto(`file://${path}`);
  await expect(reader.getByRole('heading', { name: 'Garden', level: 1 })).toBeVisible();
  const todo = reader.getByRole('region', { name: 'To do' });
  await expect(todo.getByRole('heading', { name: 'Order seeds' })).toBeVisible();
  await expect(todo.getByText('Outside')).toBeVisible();
  await expect(todo.getByText('☑ Tomatoes')).toBeVisible();
  await expect(todo.getByRole('link', { name: 'Seed catalogue' })).toHaveAttribute(
    'href',
    'https://seeds.example.com/',
  );
  // The uploaded image, inside the page (a data: URL: the file opens with nothing beside it).
  const image = todo.getByRole('img', { name: 'seedlings.png' });
  await expect(image).toHaveAttribute('src', /^data:image\/png;base64,/);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  const done = reader.getByRole('region', { name: 'Done' });
  await expect(done.getByRole('heading', { name: HOSTILE })).toBeVisible();
  expect(await reader.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
  await expect(reader.locator('input, textarea, button, [contenteditable]')).toHaveCount(0);
  await reader.screenshot({ path: info.outputPath('snapshot-phone.png') });
});
