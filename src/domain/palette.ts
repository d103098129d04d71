/**
 * Lanes' colour palette for labels, covers and board backgrounds, by the names stored in the model (Trello's colour
 * names): pure, so the app and the HTML snapshot (domain/export/snapshot-html.ts) draw the same colours.
 */

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
export function ownEntry<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
}

/** A CSS colour for a palette name; `_dark`/`_light` label variants get their own shade; unknown names gray. */
export function colorOf(name: string): string {
  if (/^[a-z]+_(dark|light)$/.test(name)) return labelColors(name).background;
  return ownEntry(PALETTE, name) ?? '#8590a2';
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
