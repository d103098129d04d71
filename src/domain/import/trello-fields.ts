/**
 * Field-level rules of the Trello import: titles, long texts, dates, colours and names, each checked against
 * limits.ts. A field over a limit refuses the whole board (`limit-exceeded`) rather than importing part of it.
 */
import { AppError } from '../errors';
import { DISPLAY_NAME_MAX, TEXT_MAX, TITLE_MAX } from '../limits';
import type { Skips } from './trello-skips';

/** Lanes' colour names (model.ts `colorNameSchema`); Trello's names ("green", "sky_dark"…) fit it. */
const COLOR_NAME = /^[a-z_]{1,20}$/;
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

/**
 * A title: trimmed, `fallback` when empty ("Untitled card"). Throws AppError `limit-exceeded` naming `subject` when
 * over TITLE_MAX (512 characters, Lanes).
 */
export function title(raw: string | null | undefined, fallback: string, subject: () => string): string {
  const text = (raw ?? '').trim();
  if (text.length > TITLE_MAX) {
    throw overLimit(
      subject(),
      `a title of ${count(text.length)} characters`,
      `${count(TITLE_MAX)} characters per title (Lanes)`,
    );
  }
  return text === '' ? fallback : text;
}

/**
 * A description or comment, kept as written. Throws AppError `limit-exceeded` naming `subject` when over TEXT_MAX
 * (16,384 characters, Trello's limit); `kind` is "description" or "comment".
 */
export function longText(raw: string | null | undefined, kind: string, subject: () => string): string {
  const text = raw ?? '';
  if (text.length > TEXT_MAX) {
    throw overLimit(
      subject(),
      `${count(text.length)} characters`,
      `${count(TEXT_MAX)} characters per ${kind} (Trello's limit)`,
    );
  }
  return text;
}

/** `text` cut to `max` UTF-16 units without leaving half of a surrogate pair. */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

/** A person's name for `memberNames` and comment authors: cut to DISPLAY_NAME_MAX (100, Lanes), noted in `skips`. */
export function personName(name: string, skips: Skips): string {
  if (name.length > DISPLAY_NAME_MAX) skips.add('longPersonName');
  return shorten(name, DISPLAY_NAME_MAX);
}

/** A Trello colour name kept when Lanes can show it, else `fallback`. */
export function colorName(raw: string | null | undefined, fallback: string): string {
  return raw !== null && raw !== undefined && COLOR_NAME.test(raw) ? raw : fallback;
}

/** An ISO date as epoch ms; null when missing, or when unreadable or before 1970 (then noted in `skips`). */
export function millis(raw: string | null | undefined, skips: Skips): number | null {
  if (raw === null || raw === undefined || raw === '') return null;
  const ms = raw.length > DATE_MAX_CHARS ? NaN : Date.parse(raw);
  if (!Number.isSafeInteger(ms) || ms < 0) {
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
