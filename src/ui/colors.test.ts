// Label colours: every pair the labels editor offers reads at WCAG AA, and Trello's names map to the right pair.
import { describe, expect, it } from 'vitest';
import {
  BACKGROUND_GRADIENTS,
  BACKGROUNDS,
  boardBackground,
  colorLabel,
  colorOf,
  contrastRatio,
  LABEL_COLOR_NAMES,
  labelColors,
} from './colors';
import { LANES_BACKGROUND_COLORS, LANES_GRADIENT_STOPS } from '../domain/import/trello-background';

/** `hex` seen through a black layer of opacity `alpha` (the board header strip, `--board-strip`). */
const underBlack = (hex: string, alpha: number) =>
  '#' +
  [1, 3, 5]
    .map((i) =>
      Math.round(parseInt(hex.slice(i, i + 2), 16) * (1 - alpha))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');

describe('label colours', () => {
  it('offers thirty colours, each with text at a contrast of at least 4.5:1', () => {
    expect(LABEL_COLOR_NAMES).toHaveLength(30);
    for (const name of LABEL_COLOR_NAMES) {
      const { background, text } = labelColors(name);
      expect(contrastRatio(text, background), name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('edges every colour at 3:1 or more against the tile of both themes (--surface: white, #22272b)', () => {
    for (const name of LABEL_COLOR_NAMES) {
      const { edgeOnLight, edgeOnDark } = labelColors(name);
      expect(contrastRatio(edgeOnLight, '#ffffff'), name).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(edgeOnDark, '#22272b'), name).toBeGreaterThanOrEqual(3);
    }
  });

  it('reads Trello names, gray and unknown names', () => {
    expect(labelColors('green_dark')).toMatchObject({ background: '#1f845a', text: '#ffffff' });
    expect(labelColors('sky_light').text).toBe('#172b4d');
    expect(labelColors('gray')).toEqual(labelColors('black'));
    expect(labelColors('mauve')).toEqual(labelColors('black'));
  });

  it('gives label swatches elsewhere (filter bar) the same shade as the label', () => {
    expect(colorOf('green_dark')).toBe(labelColors('green_dark').background);
    expect(colorOf('sky_light')).toBe(labelColors('sky_light').background);
    expect(colorOf('blue')).toBe('#579dff');
  });

  it('names colours in words', () => {
    expect(colorLabel('green_dark')).toBe('dark green');
    expect(colorLabel('black_light')).toBe('light gray');
    expect(colorLabel('red')).toBe('red');
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1);
  });
});

describe('board backgrounds', () => {
  it('keep the header’s white text at 4.5:1 or more under its strip, on every colour and gradient stop', () => {
    const shades = [
      ...BACKGROUNDS.map(colorOf),
      colorOf('yellow'),
      ...Object.values(BACKGROUND_GRADIENTS).flat(),
    ];
    for (const shade of shades)
      expect(contrastRatio('#ffffff', underBlack(shade, 0.5)), shade).toBeGreaterThanOrEqual(4.5);
  });

  it('draws a gradient name as a gradient and anything else as its colour', () => {
    expect(boardBackground('ocean')).toBe('linear-gradient(135deg, #0c66e4 0%, #6cc3e0 100%)');
    expect(boardBackground('green')).toBe('#4bce97');
    expect(boardBackground('mauve')).toBe('#8590a2');
  });
});

describe('names that are no colour (issue 17 item 4)', () => {
  it("never reads a colour from Object.prototype: `constructor` is plain gray, not a function's shade", () => {
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(labelColors(name)).toEqual(labelColors('gray'));
      expect(colorOf(name)).toBe('#8590a2');
      expect(boardBackground(name)).toBe('#8590a2');
      expect(colorLabel(name)).toBe(name);
    }
  });

  it("agrees with the Trello importer's table of Lanes backgrounds (it maps boards to the nearest)", () => {
    for (const name of BACKGROUNDS) expect(LANES_BACKGROUND_COLORS[name], name).toBe(colorOf(name));
    expect(Object.keys(LANES_BACKGROUND_COLORS).sort()).toEqual([...BACKGROUNDS].sort());
    expect(LANES_GRADIENT_STOPS).toEqual(BACKGROUND_GRADIENTS);
  });
});
