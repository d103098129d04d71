/** The colour palette for labels and board backgrounds, Trello's colour names included. */
import i18next from 'i18next';
import { en } from '../i18n/resources';
import { colorOf, ownEntry } from '../domain/palette';

export { colorOf, labelColors, LABEL_COLOR_NAMES, type LabelColors } from '../domain/palette';

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
