// Label colours: every pair the labels editor offers reads at WCAG AA, and Trello's names map to the right pair.
import { describe, expect, it } from 'vitest';
import { colorLabel, colorOf, contrastRatio, LABEL_COLOR_NAMES, labelColors } from './colors';

describe('label colours', () => {
  it('offers thirty colours, each with text at a contrast of at least 4.5:1', () => {
    expect(LABEL_COLOR_NAMES).toHaveLength(30);
    for (const name of LABEL_COLOR_NAMES) {
      const { background, text } = labelColors(name);
      expect(contrastRatio(text, background), name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('reads Trello names, gray and unknown names', () => {
    expect(labelColors('green_dark')).toEqual({ background: '#1f845a', text: '#ffffff' });
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
