/** The colour palette for labels and board backgrounds, Trello's colour names included. */

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

/** A CSS colour for a palette name; `_dark`/`_light` variants map to their base colour; unknown names to gray. */
export function colorOf(name: string): string {
  return PALETTE[name] ?? PALETTE[name.replace(/_(dark|light)$/, '')] ?? '#8590a2';
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
