/**
 * A card's start and due dates: the rule between them (a card cannot be due before it starts), and their times in
 * the app's language — German "17:00", English "5:00 PM" — read back leniently (date-fns with react-day-picker's
 * locales; the days' text is src/ui/fields/day-text.ts). Times are the browser's time zone. Pure, so the rules
 * are tested without a browser.
 */
import { format, isValid, parse } from 'date-fns';
import i18next from 'i18next';
import type { DayPickerLocale } from 'react-day-picker';

/** Epoch milliseconds as a `datetime-local` value ("2026-11-23T14:30"); '' for null (a check item's due date). */
export function toFieldValue(at: number | null): string {
  return at === null ? '' : format(at, "yyyy-MM-dd'T'HH:mm");
}

/** A `datetime-local` value as epoch milliseconds (local time); null for '' or text that is not a date. */
export function fromFieldValue(value: string): number | null {
  if (!value) return null;
  const at = new Date(value).getTime();
  return Number.isNaN(at) ? null : at;
}

/** `at` (epoch ms) as the locale's time: "17:00", "5:00 PM"; '' for null. */
export function timeText(at: number | null, locale: DayPickerLocale): string {
  return at === null ? '' : format(at, 'p', { locale });
}

// What people type besides the locale's own pattern: 24-hour times, with or without minutes, and "5 pm".
const TIME_PATTERNS = ['p', 'HH:mm', 'H:mm', 'H', 'h:mm a', 'h a', 'h:mma', 'ha'];

/** The time of day written in `text` as minutes after midnight (0–1,439), or null when it is not a time. */
export function parseTime(text: string, locale: DayPickerLocale): number | null {
  const reference = new Date(2000, 0, 1);
  for (const pattern of TIME_PATTERNS) {
    const time = parse(text.trim().toUpperCase().replace(/\s+/g, ' '), pattern, reference, { locale });
    if (isValid(time)) return time.getHours() * 60 + time.getMinutes();
  }
  return null;
}

/** Epoch ms of `day` (any time of it) at `minutes` after local midnight. */
export function atTime(day: Date, minutes: number): number {
  return new Date(
    day.getFullYear(),
    day.getMonth(),
    day.getDate(),
    Math.floor(minutes / 60),
    minutes % 60,
  ).getTime();
}

/** The time a new date gets when none is written: noon (720 minutes), as Trello's date picker suggests. */
export const DEFAULT_MINUTES = 12 * 60;

/**
 * Why `startAt` and `dueAt` cannot be saved together, as a sentence for the person; null when they can (either
 * may be absent; equal times are allowed).
 */
export function datesProblem(startAt: number | null, dueAt: number | null): string | null {
  if (startAt !== null && dueAt !== null && startAt > dueAt) return i18next.t('card:dates.problem');
  return null;
}
