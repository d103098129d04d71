// Attachments in local mode: upload an image with a visible progress bar, make it the card's cover, see the cover
// on the tile after a reload; a file over the 10 MB limit and an unsupported type are refused with a message;
// cancel an upload; delete with Undo. Screenshots of the dialog and the board go to .tmp/.
import { deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { createBoard, signUp, uniqueEmail } from './support';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A `width` × `height` RGB PNG: a diagonal gradient (a cover easy to see in a screenshot) with a little noise, so
 * it does not compress away and takes several read steps (about 3 MB at 1200 × 800).
 */
function makePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Buffer.alloc((width * 3 + 1) * height);
  let seed = 7;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    return (seed >>> 24) % 24;
  };
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const pixel = [40 + (x * 180) / width, 120 + (y * 100) / height, 200 - (x * 120) / width];
      rows.set(
        pixel.map((v) => v + noise()),
        row + 1 + x * 3,
      );
    }
  }
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Makes reading a file's bytes slow while `window.__slowFiles` is true (about 1 s per 1 MiB step), standing in
 * for a slow disk or network so the progress bar and Cancel can be seen and used.
 */
async function installSlowFiles(page: Page) {
  await page.addInitScript(() => {
    const original = Blob.prototype.arrayBuffer;
    Blob.prototype.arrayBuffer = async function (this: Blob) {
      if ((window as unknown as { __slowFiles?: boolean }).__slowFiles)
        await new Promise((r) => setTimeout(r, 1000));
      return original.call(this);
    };
  });
}
const slowFiles = (page: Page, on: boolean) =>
  page.evaluate((value) => void ((window as unknown as { __slowFiles?: boolean }).__slowFiles = value), on);

async function boardWithCard(page: Page) {
  await page.goto('/');
  await createBoard(page, 'Trip', 'To do', ['Book hotel']);
  const todo = page.getByRole('region', { name: 'List To do', exact: true });
  await todo.getByRole('link', { name: 'Book hotel' }).click();
  return { todo, dialog: page.getByRole('dialog', { name: /Book hotel/ }) };
}

test('attachments: upload with progress, cover on the tile after reload, limits, cancel, delete with Undo', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await installSlowFiles(page);
  await signUp(page, { email: uniqueEmail(), name: 'Ana Tester' });
  const { todo, dialog } = await boardWithCard(page);
  const input = dialog.locator('input[type="file"]');
  const section = dialog.locator('.card-attachments');
  // Empty, the section stays closed until the sidebar's "Attachment" opens it.
  await expect(section).toBeHidden();
  await dialog.getByRole('button', { name: 'Attachment', exact: true }).click();
  await expect(section.getByText('No attachments yet.')).toBeVisible();

  // An image of about 3 MB, read slowly: the progress bar shows and moves, then the attachment is listed.
  await slowFiles(page, true);
  const png = makePng(1200, 800);
  await input.setInputFiles({ name: 'hotel.png', mimeType: 'image/png', buffer: png });
  const bar = dialog.getByRole('progressbar', { name: 'Uploading hotel.png' });
  await expect(bar).toBeVisible();
  await expect(dialog.getByText(/Uploading hotel\.png — \d+\s?%/)).toBeVisible();
  await expect.poll(() => bar.evaluate((p: HTMLProgressElement) => p.value)).toBeGreaterThan(0);
  await dialog.locator('.upload-list').scrollIntoViewIfNeeded();
  await page.screenshot({ path: '.tmp/attachments-progress.png' });
  await slowFiles(page, false);
  await expect(bar).toBeHidden();
  const row = section.locator('.attachment', { hasText: 'hotel.png' });
  await expect(row.getByRole('button', { name: 'hotel.png' })).toBeVisible();
  await expect(row).toContainText('Ana Tester');
  await expect(row.locator('img.attachment-thumb')).toBeVisible();

  // Make it the cover: the badge in the dialog, the image on the tile, still there after a reload.
  await row.getByRole('button', { name: 'Make cover' }).click();
  await expect(row.getByText('Cover', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Remove cover' })).toBeVisible();

  // Refused before upload: over the 10 MB limit (10,000,001 bytes), and a type off the allow-list.
  await input.setInputFiles({
    name: 'big.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(10_000_001),
  });
  await expect(section.getByRole('alert')).toHaveText(
    '“big.pdf” is larger than the 10 MB limit for attachments.',
  );
  await input.setInputFiles({ name: 'page.html', mimeType: 'text/html', buffer: Buffer.from('<b>hi</b>') });
  await expect(section.getByRole('alert')).toContainText('“page.html” cannot be attached');
  await expect(section.locator('.attachment')).toHaveCount(1);

  // Cancel an upload under way: nothing is stored.
  await slowFiles(page, true);
  await input.setInputFiles({
    name: 'draft.zip',
    mimeType: 'application/zip',
    buffer: Buffer.alloc(3_000_000),
  });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await slowFiles(page, false);
  await expect(dialog.getByRole('progressbar')).toHaveCount(0);

  // A text file, to delete: gone at once, back with Undo; deleted for good when the Undo window passes.
  await input.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Check-in at 3 pm'),
  });
  const notes = section.locator('.attachment', { hasText: 'notes.txt' });
  await expect(notes).toBeVisible();
  await expect(section.locator('.attachment')).toHaveCount(2);
  await page.screenshot({ path: '.tmp/attachments-dialog.png' });
  await notes.getByRole('button', { name: 'Delete' }).click();
  await expect(notes).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(notes).toBeVisible();
  await notes.getByRole('button', { name: 'Delete' }).click();
  await expect(notes).toHaveCount(0);
  await page.waitForTimeout(9_000);
  await expect(section.locator('.attachment')).toHaveCount(1);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const tile = todo.locator('.card-tile', { hasText: 'Book hotel' });
  await expect(tile.locator('.card-cover img')).toBeVisible();
  await page.reload();
  await expect(tile.locator('.card-cover img')).toBeVisible();
  // The image really decoded (an object URL from IndexedDB), not just an <img> element.
  await expect
    .poll(() => tile.locator('.card-cover img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(1200);
  await page.screenshot({ path: '.tmp/board-cover.png' });

  // notes.txt stayed deleted after the reload.
  await tile.getByRole('link', { name: 'Book hotel' }).click();
  await expect(dialog.locator('.attachment')).toHaveCount(1);
  await expect(dialog.locator('.attachment', { hasText: 'notes.txt' })).toHaveCount(0);
});

test('avatar: choose a picture, crop it to a square, see it; remove it and the initials come back', async ({
  page,
}) => {
  await signUp(page, { email: uniqueEmail(), name: 'Ana Tester' });
  await page.goto('/settings');
  const account = page.locator('section', { has: page.getByRole('heading', { name: 'Account' }) });
  const avatar = account.getByRole('img', { name: 'Ana Tester' });
  await expect(avatar).toHaveText('AT');
  await account.getByLabel('Choose picture…').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: makePng(640, 400),
  });
  const crop = page.getByRole('dialog', { name: 'Crop your picture' });
  await expect(crop.locator('.reactEasyCrop_CropArea')).toBeVisible();
  await crop.getByLabel('Zoom').fill('1.5');
  await page.screenshot({ path: '.tmp/avatar-crop.png' });
  await crop.getByRole('button', { name: 'Save picture' }).click();
  await expect(crop).toBeHidden();
  await expect(account.getByText('Picture saved.')).toBeVisible();
  // Shrunk in the browser to 256 × 256 before it was stored.
  await expect
    .poll(() =>
      avatar.locator('img').evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]),
    )
    .toEqual([256, 256]);
  await page.reload();
  await expect(avatar.locator('img')).toBeVisible();
  await page.screenshot({ path: '.tmp/avatar-settings.png' });
  await account.getByRole('button', { name: 'Remove picture' }).click();
  await expect(avatar).toHaveText('AT');
  await expect(avatar.locator('img')).toHaveCount(0);
});

test('attachments: a file dropped on a card tile uploads to that card and opens it; a pasted image is attached', async ({
  page,
}) => {
  await signUp(page, { email: uniqueEmail(), name: 'Ana Tester' });
  const { todo, dialog } = await boardWithCard(page);
  // Escape closes the dialog once it is open (it opens a moment after the click: its code loads on first use).
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The browser's own drag events, carrying a file as a drag from the desktop does.
  const tile = todo.locator('.card-tile', { hasText: 'Book hotel' });
  const handle = await page.evaluateHandle(() => {
    const data = new DataTransfer();
    data.items.add(new File(['Room 12, breakfast at 7'], 'booking.txt', { type: 'text/plain' }));
    return data;
  });
  for (const type of ['dragenter', 'dragover', 'drop'])
    await tile.dispatchEvent(type, { dataTransfer: handle });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.attachment', { hasText: 'booking.txt' })).toBeVisible();

  // Paste an image (a screenshot on the clipboard) into the dialog.
  const png = makePng(64, 48).toString('base64');
  await dialog.locator('.card-attachments').evaluate((section, base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const data = new DataTransfer();
    data.items.add(new File([bytes], 'image.png', { type: 'image/png' }));
    section.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, png);
  await expect(dialog.locator('.attachment', { hasText: 'image.png' })).toBeVisible();

  // Drop a file anywhere on the open dialog.
  const onDialog = await page.evaluateHandle(() => {
    const data = new DataTransfer();
    data.items.add(new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' }));
    return data;
  });
  for (const type of ['dragenter', 'dragover', 'drop'])
    await dialog.locator('.dialog-body').dispatchEvent(type, { dataTransfer: onDialog });
  await expect(dialog.locator('.attachment', { hasText: 'invoice.pdf' })).toBeVisible();
  await expect(dialog.locator('.attachment')).toHaveCount(3);
});
