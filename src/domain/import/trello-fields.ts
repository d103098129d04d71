/**
 * Field-level rules of the Trello import: titles, long texts, dates, colours and names, each checked against
 * limits.ts, counting characters as a person does (chars.ts). A title over its limit is shortened and reported; a
 * description or comment over its limit (Trello's own) refuses the whole board (`limit-exceeded`) rather than
 * importing part of it.
 */
import { AppError } from '../errors';
import { charCount, cutChars, cutCodePoints, fitsChars } from '../chars';
import { DISPLAY_NAME_MAX, TEXT_MAX, TIME_MAX_MS, TIME_MIN_MS, TITLE_MAX } from '../limits';
import type { Skips } from './trello-skips';

/**
 * Trello's label and cover colours: ten hues, each also `_light` and `_dark` (Trello's 2023 palette). Any other
 * name — `constructor` included — is not a colour.
 */
const TRELLO_HUES = ['green', 'yellow', 'orange', 'red', 'purple', 'blue', 'sky', 'lime', 'pink', 'black'];
const TRELLO_COLORS: ReadonlySet<string> = new Set(
  TRELLO_HUES.flatMap((hue) => [hue, `${hue}_light`, `${hue}_dark`]),
);
/** ISO dates are about 24 characters; anything much longer is not a date and is not worth parsing. */
const DATE_MAX_CHARS = 64;

/** `n` written the way the report and messages write numbers: 5,000. */
export function count(n: number): string {
  return n.toLocaleString('en-US');
}

/**
 * The AppError `limit-exceeded` for `subject` having `has`, naming the limit: "The board has 501 open lists; the
 * limit is 500 open lists per board (Trello's limit)."
 */
export function overLimit(subject: string, has: string, limit: string): AppError {
  return new AppError('limit-exceeded', `${subject} has ${has}; the limit is ${limit}.`);
}

/** A short quoted preview of a user's text for messages, reading at most a little of a huge string. */
export function quote(text: string): string {
  const chars = Array.from(text.slice(0, 80).trim());
  return chars.length > 40 ? `"${chars.slice(0, 40).join('')}…"` : `"${chars.join('')}"`;
}

/** A title as Lanes stores it, and the full text when it had to be shortened (else null). */
export interface Title {
  text: string;
  full: string | null;
}

/**
 * A title: trimmed, `fallback` when empty ("Untitled card"), shortened to TITLE_MAX (512 characters, Lanes) when
 * longer — then `full` holds the whole text, for the caller to keep or report.
 */
export function title(raw: string | null | undefined, fallback: string): Title {
  const text = (raw ?? '').trim();
  if (text === '') return { text: fallback, full: null };
  if (fitsChars(text, TITLE_MAX)) return { text, full: null };
  return { text: cutChars(text, TITLE_MAX).trim(), full: text };
}

/**
 * A description or comment, kept as written. Throws AppError `limit-exceeded` naming `subject` when over TEXT_MAX
 * (16,384 characters, Trello's limit); `kind` is "description" or "comment".
 */
export function longText(raw: string | null | undefined, kind: string, subject: () => string): string {
  const text = raw ?? '';
  if (!fitsChars(text, TEXT_MAX)) {
    throw overLimit(
      subject(),
      `${count(charCount(text))} characters`,
      `${count(TEXT_MAX)} characters per ${kind} (Trello's limit)`,
    );
  }
  return text;
}

/** `text` cut to `max` code points at a character boundary (never half an emoji). */
export function shorten(text: string, max: number): string {
  return cutCodePoints(text, max);
}

/** A person's name for `memberNames` and comment authors: cut to DISPLAY_NAME_MAX (100, Lanes), noted in `skips`. */
export function personName(name: string, skips: Skips): string {
  const short = shorten(name, DISPLAY_NAME_MAX);
  if (short !== name) skips.add('longPersonName');
  return short;
}

/** Whether `name` is one of Trello's colour names (an own member of the palette: never `constructor`). */
export function isTrelloColor(name: string | null | undefined): name is string {
  return typeof name === 'string' && TRELLO_COLORS.has(name);
}

/**
 * A Trello label colour as a Lanes label colour: kept when it is one of Trello's; null (Trello's "no colour") and
 * anything else become `fallback`, the latter noted in `skips`.
 */
export function colorName(raw: string | null | undefined, fallback: string, skips?: Skips): string {
  if (isTrelloColor(raw)) return raw;
  if (raw !== null && raw !== undefined && raw !== '') skips?.add('unknownColor');
  return fallback;
}

/**
 * An ISO date as epoch ms; null when missing, or when unreadable or outside Firestore's range (years 1 to 9999:
 * then noted in `skips`). Dates before 1970 are dates like any other.
 */
export function millis(raw: string | null | undefined, skips: Skips): number | null {
  if (raw === null || raw === undefined || raw === '') return null;
  const ms = raw.length > DATE_MAX_CHARS ? NaN : Date.parse(raw);
  if (!Number.isSafeInteger(ms) || ms < TIME_MIN_MS || ms > TIME_MAX_MS) {
    skips.add('badDate');
    return null;
  }
  return ms;
}

/** Something with a Trello `pos` (null when missing) and its index in the array it came from. */
export interface Placed {
  pos: number | null;
  index: number;
}

/** A sorted copy of `items`: by `pos`, the array index standing in for a missing one; ties in file order. */
export function byPos<T extends Placed>(items: readonly T[]): T[] {
  const key = (p: Placed): number => p.pos ?? p.index;
  return [...items].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    if (ka !== kb) return ka < kb ? -1 : 1;
    return a.index - b.index;
  });
}
