// Characters as a person counts them (issue 17 item 14): an emoji, a flag, a letter with its accent is one.
import { describe, expect, it } from 'vitest';
import { charCount, cutChars, cutCodePoints, fitsChars, maxChars, UNITS_PER_CHAR_MAX } from './chars';
import { titleSchema } from './model';
import { parseOrThrow } from './validate';
import * as z from 'zod/mini';

describe('characters', () => {
  it('counts grapheme clusters, not UTF-16 units nor code points', () => {
    expect(charCount('abc')).toBe(3);
    expect(charCount('😀')).toBe(1);
    expect(charCount('👍🏽')).toBe(1); // 2 code points, 4 units
    expect(charCount('🇩🇪🇫🇷')).toBe(2);
    expect(charCount('e\u0301')).toBe(1); // e + combining acute
    expect(charCount('👨‍👩‍👧‍👦')).toBe(1); // 7 code points, 11 units
  });

  it('holds a limit of N characters, and no more than N × 8 units', () => {
    expect(fitsChars('😀'.repeat(512), 512)).toBe(true);
    expect(fitsChars('😀'.repeat(513), 512)).toBe(false);
    expect(fitsChars('x'.repeat(513), 512)).toBe(false);
    // One letter with thousands of combining marks is one cluster, but not one character's worth of storage.
    expect(fitsChars(`a${'\u0301'.repeat(512 * UNITS_PER_CHAR_MAX)}`, 512)).toBe(false);
  });

  it('cuts at a character boundary, never inside an emoji', () => {
    expect(cutChars('👍🏽'.repeat(600), 512)).toBe('👍🏽'.repeat(512));
    expect(cutChars('ok', 512)).toBe('ok');
    expect(cutCodePoints('ab👍🏽', 3)).toBe('ab');
    expect(cutCodePoints('ab👍🏽', 4)).toBe('ab👍🏽');
    // A huge text costs no more to cut than one at the limit.
    expect(cutChars('y'.repeat(20_000_000), 512)).toHaveLength(512);
  });

  it('refuses an over-long title as limit-exceeded, counting as a person does', () => {
    expect(parseOrThrow(titleSchema, '🇩🇪'.repeat(512), 'Title')).toHaveLength(2_048);
    expect(() => parseOrThrow(titleSchema, '🇩🇪'.repeat(513), 'Title')).toThrow(
      expect.objectContaining({
        code: 'limit-exceeded',
        message: 'Title is over the limit of 512 characters.',
      }),
    );
    expect(z.string().check(maxChars(2)).safeParse('é👍🏽').success).toBe(true);
  });
});
