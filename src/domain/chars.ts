/**
 * Counting characters as a person counts them: grapheme clusters (Intl.Segmenter), so an emoji, a flag or a letter
 * with its accents is one character — not UTF-16 units (String.length: 😀 is 2) nor code points (👍🏽 is 2). Used by
 * the title and long-text limits (TITLE_MAX, TEXT_MAX: titleSchema, longTextSchema and their users) and by the
 * Trello import; other limits (names, e-mail, passwords) still count code points, as zod's maxLength does.
 */
import * as z from 'zod/mini';

/**
 * The most UTF-16 units one character may take in a stored text: a limit of `max` characters also caps the text at
 * `max * UNITS_PER_CHAR_MAX` units, which is what firestore.rules check (rules cannot count grapheme clusters).
 * Family and skin-toned emoji take up to 11 units; 8 keeps ordinary text whole and bounds abuse (a letter
 * with thousands of combining marks is one cluster). Lanes.
 */
export const UNITS_PER_CHAR_MAX = 8;

/** How many items `items` yields, counting no further than `stopAfter` + 1. */
function countOf(items: Iterable<unknown>, stopAfter = Infinity): number {
  let n = 0;
  for (const item of items) {
    void item;
    if (++n > stopAfter) break;
  }
  return n;
}

let segmenter: Intl.Segmenter | null = null;
function graphemes(): Intl.Segmenter {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return segmenter;
}

/** Segmenting costs time in proportion to the whole string: texts longer than this are counted by code point. */
const SEGMENT_MAX_UNITS = 1 << 18;
/** Units of look-ahead kept after a cut, so the last cluster before it is told apart correctly. */
const CONTEXT_UNITS = 64;

/**
 * The number of characters (grapheme clusters) in `text`; for a text over 262,144 units — far over every limit,
 * counted only to say by how much — its code points.
 */
export function charCount(text: string): number {
  // Every cluster holds at least one unit, and text without surrogates or marks is one cluster per unit.
  if (/^[\x20-\x7e]*$/.test(text)) return text.length;
  if (text.length > SEGMENT_MAX_UNITS) return countOf(text);
  return countOf(graphemes().segment(text));
}

const NON_ASCII = /[\u0080-\uffff]/;
/** How many recent long texts' answers fitsChars keeps, per limit: an import checks each text several times. */
const REMEMBERED = 32;
const remembered = new Map<number, Map<string, boolean>>();

/** The code points of `text` (a surrogate pair is one). */
function codePoints(text: string): number {
  let n = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) n -= 1;
  }
  return n;
}

/** The characters of ASCII `text`: one per unit, but CR LF is one. */
function asciiChars(text: string): number {
  let n = text.length;
  for (let i = text.indexOf('\r\n'); i !== -1; i = text.indexOf('\r\n', i + 2)) n -= 1;
  return n;
}

/** Whether `text` holds at most `max` characters (and at most `max * UNITS_PER_CHAR_MAX` UTF-16 units). */
export function fitsChars(text: string, max: number): boolean {
  if (text.length <= max) return true;
  if (text.length > max * UNITS_PER_CHAR_MAX) return false;
  // Cheap answers first: ASCII is a character per unit (CR LF aside); no more code points than the limit fits.
  if (!NON_ASCII.test(text)) return asciiChars(text) <= max;
  if (codePoints(text) <= max) return true;
  // Only long text of many-part characters (emoji, flags, combining accents) needs the slow segmentation.
  let answers = remembered.get(max);
  if (!answers) remembered.set(max, (answers = new Map()));
  const known = answers.get(text);
  if (known !== undefined) return known;
  const fits = countOf(graphemes().segment(text), max) <= max;
  if (answers.size >= REMEMBERED) answers.delete(answers.keys().next().value as string);
  answers.set(text, fits);
  return fits;
}

/**
 * `text` cut to at most `max` characters and `max * UNITS_PER_CHAR_MAX` units, never inside a character (so
 * never half an emoji); `text` itself when it fits.
 */
export function cutChars(text: string, max: number): string {
  if (fitsChars(text, max)) return text;
  const unitsMax = max * UNITS_PER_CHAR_MAX;
  let end = 0;
  let n = 0;
  // Only the head is segmented: a huge text costs no more than one at the limit.
  for (const { index, segment } of graphemes().segment(text.slice(0, unitsMax + CONTEXT_UNITS))) {
    if (n === max || index + segment.length > unitsMax) break;
    end = index + segment.length;
    n += 1;
  }
  return text.slice(0, end);
}

/** The limit of each check maxChars made, so tools that read the schemas (the rules' drift tests) can know it. */
const charLimits = new WeakMap<object, number>();

/** The character limit of `check` when maxChars made it, else undefined. */
export function charLimitOf(check: object): number | undefined {
  return charLimits.get(check);
}

/**
 * A zod check: at most `max` characters (fitsChars). Fails with a `too_big` issue naming `max`, which
 * validate.ts `parseOrThrow` turns into `limit-exceeded` "… is over the limit of 512 characters".
 */
export function maxChars(max: number): z.core.$ZodCheck<string> {
  // z.check, not superRefine: it runs for every title of a 5,000-card import, and needs no refinement context.
  const check = z.check<string>((payload) => {
    if (fitsChars(payload.value, max)) return;
    payload.issues.push({
      code: 'too_big',
      origin: 'string',
      maximum: max,
      inclusive: true,
      input: payload.value,
      message: `Too long: at most ${max.toLocaleString('en-US')} characters.`,
    });
  });
  charLimits.set(check, max);
  return check;
}

/**
 * `text` cut to at most `max` code points (what zod's maxLength and the rules count for names), at a character
 * boundary; `text` itself when it fits.
 */
export function cutCodePoints(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = 0;
  let points = 0;
  for (const { index, segment } of graphemes().segment(text.slice(0, 2 * max + CONTEXT_UNITS))) {
    const n = countOf(segment);
    if (points + n > max) break;
    points += n;
    end = index + segment.length;
  }
  return text.slice(0, end);
}
