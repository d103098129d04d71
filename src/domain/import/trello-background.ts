/**
 * A Trello board's background as the nearest Lanes background: Trello's named colours by name, its gradients and
 * any other colour by the colours its `prefs` give (nearest by distance); photo backgrounds cannot come (the image is
 * Trello's) and are reported, the board taking the colour nearest the photo's own (`backgroundColor`).
 */
import type { TrelloExport } from './trello-schema';
import type { Skips } from './trello-skips';

/**
 * Lanes' plain backgrounds and their colours (src/ui/colors.ts `PALETTE`, `BACKGROUNDS`; colors.test.ts checks the
 * two agree).
 */
export const LANES_BACKGROUND_COLORS: Readonly<Record<string, string>> = {
  blue: '#579dff',
  green: '#4bce97',
  orange: '#fea362',
  red: '#f87168',
  purple: '#9f8fef',
  pink: '#e774bb',
  lime: '#94c748',
  sky: '#6cc3e0',
  gray: '#8590a2',
};

/** Lanes' gradient backgrounds and their two stops (src/ui/colors.ts `BACKGROUND_GRADIENTS`). */
export const LANES_GRADIENT_STOPS: Readonly<Record<string, readonly [string, string]>> = {
  ocean: ['#0c66e4', '#6cc3e0'],
  sunset: ['#c9372c', '#fea362'],
  forest: ['#1f845a', '#94c748'],
  dusk: ['#6e5dc6', '#e774bb'],
  lagoon: ['#227d9b', '#4bce97'],
  night: ['#1d2125', '#44546f'],
};

/** Trello's gradient backgrounds (`gradient-<name>`, or an image `…/gradients/<name>.svg`) without colours given. */
const TRELLO_GRADIENTS: Readonly<Record<string, string>> = {
  snow: 'ocean',
  ocean: 'ocean',
  crystal: 'lagoon',
  rainbow: 'dusk',
  peach: 'sunset',
  flower: 'dusk',
  earth: 'forest',
  alien: 'forest',
  volcano: 'sunset',
};

const own = (table: object, key: string) => Object.prototype.hasOwnProperty.call(table, key);

function rgb(hex: string | null | undefined): [number, number, number] | null {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex ?? '');
  return m ? [parseInt(m[1]!, 16), parseInt(m[2]!, 16), parseInt(m[3]!, 16)] : null;
}

/** A perceptual-enough distance between two colours ("redmean" weighting of RGB). */
function distance(a: [number, number, number], b: [number, number, number]): number {
  const r = (a[0] + b[0]) / 2;
  const [dr, dg, db] = [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
  return (2 + r / 256) * dr * dr + 4 * dg * dg + (2 + (255 - r) / 256) * db * db;
}

function nearest<T>(entries: [string, T][], cost: (value: T) => number): string {
  let best = entries[0]?.[0] ?? 'blue';
  let bestCost = Infinity;
  for (const [name, value] of entries) {
    const c = cost(value);
    if (c < bestCost) [best, bestCost] = [name, c];
  }
  return best;
}

/** The Lanes plain background nearest to colour `hex`; null when `hex` is not a colour. */
function nearestColor(hex: string | null | undefined): string | null {
  const c = rgb(hex);
  if (!c) return null;
  return nearest(Object.entries(LANES_BACKGROUND_COLORS), (v) => distance(c, rgb(v)!));
}

/** The Lanes gradient nearest to Trello's top and bottom colours; null without both. */
function nearestGradient(top: string | null | undefined, bottom: string | null | undefined): string | null {
  const [a, b] = [rgb(top), rgb(bottom)];
  if (!a || !b) return null;
  return nearest(Object.entries(LANES_GRADIENT_STOPS), ([s0, s1]) => {
    const [x, y] = [rgb(s0)!, rgb(s1)!];
    return Math.min(distance(a, x) + distance(b, y), distance(a, y) + distance(b, x));
  });
}

/** The Lanes background for export `x`; a photo background is noted in `skips`. Default `blue`. */
export function mapBackground(x: TrelloExport, skips: Skips): string {
  const prefs = x.prefs ?? {};
  const name = prefs.background ?? '';
  if (own(LANES_BACKGROUND_COLORS, name)) return name;
  if (name === 'grey') return 'gray';
  const image = prefs.backgroundImage ?? '';
  const gradient =
    /^gradient-([a-z]+)$/.exec(name)?.[1] ?? /\/gradients\/([a-z]+)\.svg$/i.exec(image)?.[1]?.toLowerCase();
  const { backgroundTopColor: top, backgroundBottomColor: bottom, backgroundColor: color } = prefs;
  if (gradient !== undefined) {
    const byColors = top && bottom && top.toLowerCase() !== bottom.toLowerCase();
    const fromName = own(TRELLO_GRADIENTS, gradient) ? TRELLO_GRADIENTS[gradient] : undefined;
    return (byColors ? nearestGradient(top, bottom) : null) ?? fromName ?? nearestColor(color) ?? 'ocean';
  }
  if (image !== '') skips.add('photoBackground');
  return nearestColor(color) ?? nearestColor(top) ?? 'blue';
}
