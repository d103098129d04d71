/**
 * A card's start and due dates: the rule between them (a card cannot be due before it starts), and their text in
 * the app's language — German "24.11.2026" and "17:00", English "11/24/2026" and "5:00 PM" — read back leniently
 * (date-fns with react-day-picker's locales, which are date-fns locales with the calendar's own labels). Times are
 * the browser's time zone. Pure, so the rules are tested without a browser.
 */
import { format, isValid, parse } from 'date-fns';
import i18next from 'i18next';
import type { DayPickerLocale } from 'react-day-picker';
import { de } from 'react-day-picker/locale/de';
import { enUS } from 'react-day-picker/locale/en-US';

/** The calendar's and the date texts' locale for an app language ("de", "de-AT" → German; else US English). */
export function dateLocale(language: string): DayPickerLocale {
  return language.toLowerCase().startsWith('de') ? de : enUS;
}

/** `at` (epoch ms) as the locale's short date: "24.11.2026", "11/24/2026"; '' for null. */
export function dayText(at: number | null, locale: DayPickerLocale): string {
  return at === null ? '' : format(at, 'P', { locale });
}

/** `at` (epoch ms) as the locale's time: "17:00", "5:00 PM"; '' for null. */
export function timeText(at: number | null, locale: DayPickerLocale): string {
  return at === null ? '' : format(at, 'p', { locale });
}

// What people type besides the locale's own pattern: ISO dates everywhere, day.month.year without leading zeros
// in German, month/day/year without them in English; 24-hour times, with or without minutes, and "5 pm".
const DAY_PATTERNS = {
  de: ['P', 'd.M.yyyy', 'd.M.yy', 'yyyy-MM-dd'],
  en: ['P', 'M/d/yyyy', 'M/d/yy', 'yyyy-MM-dd'],
};
const TIME_PATTERNS = ['p', 'HH:mm', 'H:mm', 'H', 'h:mm a', 'h a', 'h:mma', 'ha'];

/** The day written in `text` (midnight, local time), or null when it is not a date this locale reads. */
export function parseDay(text: string, locale: DayPickerLocale): Date | null {
  const patterns = DAY_PATTERNS[locale.code?.startsWith('de') ? 'de' : 'en'];
  const reference = new Date(2000, 0, 1);
  for (const pattern of patterns) {
    const day = parse(text.trim(), pattern, reference, { locale });
    if (isValid(day) && day.getFullYear() >= 1000) return day;
  }
  return null;
}

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
