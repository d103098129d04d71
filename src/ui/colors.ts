/** The colour palette for labels and board backgrounds, Trello's colour names included. */
import i18next from 'i18next';
import { en } from '../i18n/resources';

const PALETTE: Record<string, string> = {
  green: '#4bce97',
  yellow: '#f5cd47',
  orange: '#fea362',
  red: '#f87168',
  purple: '#9f8fef',
  blue: '#579dff',
  sky: '#6cc3e0',
  lime: '#94c748',
  pink: '#e774bb',
  black: '#8590a2',
  gray: '#8590a2',
  grey: '#8590a2',
};

/** `table[key]` when `key` is the table's own (never Object.prototype's: a colour named `constructor`). */
function ownEntry<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
}

/** A CSS colour for a palette name; `_dark`/`_light` label variants get their own shade; unknown names gray. */
export function colorOf(name: string): string {
  if (/^[a-z]+_(dark|light)$/.test(name)) return labelColors(name).background;
  return ownEntry(PALETTE, name) ?? '#8590a2';
}

/** Board background choices offered when creating a board. */
export const BACKGROUNDS = [
  'blue',
  'green',
  'orange',
  'red',
  'purple',
  'pink',
  'lime',
  'sky',
  'gray',
] as const;

/**
 * Board backgrounds that are gradients, by the name stored in `board.background` (a colour name like the plain
 * ones, so the model, the rules and Lanes' export format carry them unchanged). Each runs between two strong
 * palette shades, so the board's dark header strip keeps white text at 4.5:1 or more (colors.test.ts).
 */
export const BACKGROUND_GRADIENTS: Readonly<Record<string, readonly [string, string]>> = {
  ocean: ['#0c66e4', '#6cc3e0'],
  sunset: ['#c9372c', '#fea362'],
  forest: ['#1f845a', '#94c748'],
  dusk: ['#6e5dc6', '#e774bb'],
  lagoon: ['#227d9b', '#4bce97'],
  night: ['#1d2125', '#44546f'],
};

/** The gradient names offered in the board's background dialog, in its order. */
export const GRADIENT_NAMES: readonly string[] = Object.keys(BACKGROUND_GRADIENTS);

/** The CSS `background` for a board's background name: its gradient, or its palette colour (unknown: gray). */
export function boardBackground(name: string): string {
  const stops = ownEntry(BACKGROUND_GRADIENTS, name);
  return stops ? `linear-gradient(135deg, ${stops[0]} 0%, ${stops[1]} 100%)` : colorOf(name);
}

/**
 * A label's colours: a background and a text colour that reads on it (WCAG AA, contrast at least 4.5:1), and the
 * edge drawn round it on a tile, one per theme: the hue's bold shade on the light theme's white tile, its subtle
 * shade on the dark theme's, each at least 3:1 against that tile (WCAG 1.4.11) — a yellow bar alone is 1.5:1.
 */
export interface LabelColors {
  background: string;
  text: string;
  edgeOnLight: string;
  edgeOnDark: string;
}

const DARK_TEXT = '#172b4d';
const LIGHT_TEXT = '#ffffff';

// Trello's label hues in three strengths (Atlassian's palette): subtle ("_light"), plain, bold ("_dark"). Dark
// text on the first two, white on the bold one; colors.test.ts checks every pair reaches 4.5:1.
const LABEL_HUES: Record<string, readonly [string, string, string]> = {
  green: ['#baf3db', '#4bce97', '#1f845a'],
  yellow: ['#f8e6a0', '#f5cd47', '#946f00'],
  orange: ['#fedec8', '#fea362', '#c25100'],
  red: ['#ffd5d2', '#f87168', '#c9372c'],
  purple: ['#dfd8fd', '#9f8fef', '#6e5dc6'],
  blue: ['#cce0ff', '#579dff', '#0c66e4'],
  sky: ['#c6edfb', '#6cc3e0', '#227d9b'],
  lime: ['#d3f1a7', '#94c748', '#5b7f24'],
  pink: ['#fdd0ec', '#e774bb', '#ae4787'],
  black: ['#dcdfe4', '#8f9bad', '#626f86'],
};

/** Every colour name a label can be given in the labels editor, in the editor's order (Trello's names). */
export const LABEL_COLOR_NAMES: readonly string[] = Object.keys(LABEL_HUES).flatMap((hue) => [
  `${hue}_light`,
  hue,
  `${hue}_dark`,
]);

/**
 * The colours of a label colour name ("green", "green_dark", "sky_light"…); "gray"/"grey" read as "black" (Trello's
 * name for its gray) and unknown names get the plain gray pair.
 */
export function labelColors(name: string): LabelColors {
  const match = /^([a-z]+?)(?:_(light|dark))?$/.exec(name);
  const base = match?.[1] === 'gray' || match?.[1] === 'grey' ? 'black' : (match?.[1] ?? 'black');
  const hue = ownEntry(LABEL_HUES, base) ?? LABEL_HUES.black!;
  const strength = match?.[2] === 'light' ? 0 : match?.[2] === 'dark' ? 2 : 1;
  return {
    background: hue[strength],
    text: strength === 2 ? LIGHT_TEXT : DARK_TEXT,
    edgeOnLight: hue[2],
    edgeOnDark: hue[0],
  };
}

type HueName = keyof (typeof en)['common']['colors'];
const isHueName = (hue: string): hue is HueName =>
  Object.prototype.hasOwnProperty.call(en.common.colors, hue);

/**
 * A readable name of a label colour name in the current language: "green_dark" → "dark green" / "Grün (dunkel)",
 * "black" → "gray"; a name outside the palette as it is.
 */
export function colorLabel(name: string): string {
  const match = /^([a-z]+)(?:_(light|dark))?$/.exec(name);
  if (!match) return name;
  const [, base = name, strength] = match;
  const key = base === 'black' || base === 'grey' ? 'gray' : base;
  const hue = isHueName(key) ? i18next.t(`colors.${key}`) : key;
  if (strength === 'light') return i18next.t('colorLight', { hue });
  if (strength === 'dark') return i18next.t('colorDark', { hue });
  return hue;
}

/**
 * What a label is called where a name is needed (tooltips, screen readers, menus): its name, or for a label with
 * none "Unnamed dark green label" in the current language — never the raw colour word ("green_dark").
 */
export function labelText(label: { name: string; color: string }): string {
  return label.name || i18next.t('unnamedLabel', { color: colorLabel(label.color) });
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, bl = 0] = [1, 3, 5].map((i) => {
      const v = parseInt(hex.slice(i, i + 2), 16) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
