/**
 * A day's text in the app's language — German "24.11.2026", English "11/24/2026" — and read back leniently
 * (date-fns with react-day-picker's locales, which are date-fns locales with the calendar's own labels). Pure.
 */
import { format, isValid, parse } from 'date-fns';
import type { DayPickerLocale } from 'react-day-picker';
import { de } from 'react-day-picker/locale/de';
import { enUS } from 'react-day-picker/locale/en-US';

/** The calendar's and the date texts' locale for an app language ("de", "de-AT" → German; else US English). */
export function dateLocale(language: string): DayPickerLocale {
  return language.toLowerCase().startsWith('de') ? de : enUS;
}

/**
 * The first day of the week in an app language, from its date-fns locale (`options.weekStartsOn`, CLDR's week
 * data): 0 (Sunday) for US English, 1 (Monday) for German. The date picker, the calendar view and the "due this
 * week" filter all start their weeks here.
 */
export function weekStart(language: string): 0 | 1 | 2 | 3 | 4 | 5 | 6 {
  return dateLocale(language).options?.weekStartsOn ?? 0;
}

/** `at` (epoch ms) as the locale's short date: "24.11.2026", "11/24/2026"; '' for null. */
export function dayText(at: number | null, locale: DayPickerLocale): string {
  return at === null ? '' : format(at, 'P', { locale });
}

// What people type besides the locale's own pattern: ISO dates everywhere, day.month.year without leading zeros
// in German, month/day/year without them in English.
const DAY_PATTERNS = {
  de: ['P', 'd.M.yyyy', 'd.M.yy', 'yyyy-MM-dd'],
  en: ['P', 'M/d/yyyy', 'M/d/yy', 'yyyy-MM-dd'],
};

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
