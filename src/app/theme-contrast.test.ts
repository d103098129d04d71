// Both themes of styles.css read at WCAG AA: every text colour variable against the backgrounds it is used on.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../ui/colors';

// Vitest runs from the repository root (happy-dom gives import.meta.url an http: scheme).
const css = readFileSync(resolve('src/app/styles.css'), 'utf8');

/** The `--name: #rrggbb` declarations of the first rule whose selector is exactly `selector`. */
function variables(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  const body = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries(
    [...body.matchAll(/--([a-z-]+):\s*(#[0-9a-f]{6})\s*;/g)].map((m) => [m[1], m[2]]),
  );
}

const light = variables(':root');
const dark = { ...light, ...variables(":root[data-theme='dark']") };

// [text, background] pairs as the sheet uses them.
const PAIRS = [
  ['text', 'bg'],
  ['text', 'surface'],
  ['text', 'surface-sunken'],
  ['text', 'list'],
  ['muted', 'surface'],
  ['muted', 'list'],
  ['muted', 'bg'],
  ['link', 'surface'],
  ['accent-text', 'accent'],
  ['danger', 'surface'],
  ['danger', 'danger-bg'],
  ['text', 'ok-bg'],
  ['warn-text', 'warn-bg'],
  ['over-limit-text', 'list'],
  ['text', 'over-limit-bg'],
  ['editing', 'surface'],
  ['toast-text', 'toast-bg'],
  ['toast-action', 'toast-bg'],
  ['chrome-text', 'chrome'],
] as const;

describe.each([
  ['light', light],
  ['dark', dark],
])('the %s theme', (_name, theme) => {
  it.each(PAIRS)('shows --%s on --%s at 4.5:1 or more', (text, background) => {
    expect(theme[text], text).toBeDefined();
    expect(theme[background], background).toBeDefined();
    expect(contrastRatio(theme[text]!, theme[background]!)).toBeGreaterThanOrEqual(4.5);
  });

  it('draws the focus ring at 3:1 against the page and cards', () => {
    expect(contrastRatio(theme.focus!, theme.bg!)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(theme.focus!, theme.surface!)).toBeGreaterThanOrEqual(3);
  });
});
