// Writes the PWA icons (public/icons/*.png) from code: a blue rounded square with three white lanes of cards.
// No image tool needed: pixels are computed here and encoded as PNG with node:zlib. Run: npx tsx scripts/make-icons.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BLUE = [12, 102, 228] as const; // --accent of src/app/styles.css
const WHITE = [255, 255, 255] as const;

/** CRC-32 (ISO 3309, as PNG requires) of `bytes`. */
function crc32(bytes: Uint8Array): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG (8-bit RGBA) of `size`×`size` pixels from `rgba`, row by row. */
function png(size: number, rgba: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    rows[y * (size * 4 + 1)] = 0; // filter: none
    rows.set(rgba.subarray(y * size * 4, (y + 1) * size * 4), y * (size * 4 + 1) + 1);
  }
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', new Uint8Array()),
  ]);
}

/** Inside a rectangle with rounded corners (all in units of the icon's side, 0..1)? */
function inRoundRect(
  x: number,
  y: number,
  left: number,
  top: number,
  w: number,
  h: number,
  r: number,
): boolean {
  if (x < left || x > left + w || y < top || y > top + h) return false;
  const cx = Math.min(Math.max(x, left + r), left + w - r);
  const cy = Math.min(Math.max(y, top + r), top + h - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

/**
 * The colour at (x, y) in 0..1 units. `maskable`: a full-bleed square whose art stays inside the central 80 %
 * safe zone (W3C "maskable" icons); otherwise a rounded square on transparency.
 */
function shade(x: number, y: number, maskable: boolean): readonly number[] | null {
  const inside = maskable || inRoundRect(x, y, 0.02, 0.02, 0.96, 0.96, 0.2);
  if (!inside) return null;
  const scale = maskable ? 0.72 : 0.9;
  const u = 0.5 + (x - 0.5) / scale;
  const v = 0.5 + (y - 0.5) / scale;
  const lanes = [0.62, 0.44, 0.54]; // heights of the three lanes
  for (let i = 0; i < 3; i++) {
    const left = 0.16 + i * 0.24;
    if (inRoundRect(u, v, left, 0.2, 0.18, lanes[i] ?? 0, 0.05)) return WHITE;
  }
  return BLUE;
}

/** The icon's pixels, 4×4 supersampled for smooth edges. */
function draw(size: number, maskable: boolean): Uint8Array {
  const out = new Uint8Array(size * size * 4);
  const n = 4;
  for (let py = 0; py < size; py++)
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < n; sy++)
        for (let sx = 0; sx < n; sx++) {
          const c = shade((px + (sx + 0.5) / n) / size, (py + (sy + 0.5) / n) / size, maskable);
          if (!c) continue;
          for (let k = 0; k < 3; k++) sum[k] = (sum[k] ?? 0) + (c[k] ?? 0);
          sum[3] = (sum[3] ?? 0) + 255;
        }
      const covered = (sum[3] ?? 0) / 255;
      const o = (py * size + px) * 4;
      for (let k = 0; k < 3; k++) out[o + k] = covered ? Math.round((sum[k] ?? 0) / covered) : 0;
      out[o + 3] = Math.round((sum[3] ?? 0) / (n * n));
    }
  return out;
}

mkdirSync('public/icons', { recursive: true });
for (const [name, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['icon-maskable-512.png', 512, true],
  ['apple-touch-icon-180.png', 180, true],
] as const) {
  writeFileSync(`public/icons/${name}`, png(size, draw(size, maskable)));
  console.log(`public/icons/${name}`);
}
