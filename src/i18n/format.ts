/**
 * Dates and numbers in the language Lanes is shown in (not the browser's own locale, which may differ from the
 * language chosen in Settings). Intl only, no date library: the board shows dates on its critical path, and Intl's
 * formatters already know English and German. Formatters are cached per language, since a board formats
 * thousands of dates and Intl constructors are slow.
 */
import i18next from 'i18next';

/** How a date is written: `short` "Mar 5" · `day` "Mar 5, 2026" · `medium` "Mar 5, 2026, 2:30 PM" · `time` "2:30:15 PM". */
export type DateStyle = 'short' | 'day' | 'medium' | 'time';

const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  short: { day: 'numeric', month: 'short' },
  day: { day: 'numeric', month: 'short', year: 'numeric' },
  medium: { dateStyle: 'medium', timeStyle: 'short' },
  time: { timeStyle: 'medium' },
};

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();

/** The cached formatter for `key`, made by `make` on first use. */
function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  key: string,
  make: () => F,
): F {
  let formatter = cache.get(key) as F | undefined;
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

/** The language in use ('en', 'de'), for Intl. */
export function formatLanguage(): string {
  return i18next.resolvedLanguage ?? i18next.language ?? 'en';
}

/** `at` (ms since the epoch, or a Date) as a date in the current language, e.g. `short`: "Mar 5" / "5. März". */
export function formatDate(at: number | Date, style: DateStyle = 'medium', lng = formatLanguage()): string {
  return cached(`d:${lng}:${style}`, () => new Intl.DateTimeFormat(lng, DATE_OPTIONS[style])).format(at);
}

/** A number with the language's grouping and decimals: 4500 → "4,500" / "4.500". */
export function formatNumber(
  n: number,
  options: Intl.NumberFormatOptions = {},
  lng = formatLanguage(),
): string {
  return cached(`n:${lng}:${JSON.stringify(options)}`, () => new Intl.NumberFormat(lng, options)).format(n);
}

/** A share from 0 to 1 as a whole percentage: 0.42 → "42%" / "42 %". */
export function formatPercent(share: number, lng = formatLanguage()): string {
  return formatNumber(share, { style: 'percent', maximumFractionDigits: 0 }, lng);
}

/** A size in bytes, in the largest unit that keeps it ≥ 1 (decimal units, as browsers show downloads): "1.5 MB". */
export function formatBytes(bytes: number, lng = formatLanguage()): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return formatNumber(
    value,
    {
      style: 'unit',
      unit: units[unit], // Intl's short form of a byte is "byte" even for many ("16 byte"); the long one says "16 bytes".
      unitDisplay: unit === 0 ? 'long' : 'short',
      maximumFractionDigits: unit === 0 ? 0 : 1,
    },
    lng,
  );
}

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Infinity],
];

/** How long ago (or ahead) `at` is from `now`, in the current language: "now", "3 minutes ago", "vor 2 Tagen". */
export function formatRelative(at: number | Date, now: number = Date.now(), lng = formatLanguage()): string {
  const rtf = cached(`r:${lng}`, () => new Intl.RelativeTimeFormat(lng, { numeric: 'auto' }));
  let value = (Number(at) - now) / 1000;
  // Under a minute reads as "now": seconds ticking by would be noise beside a comment.
  if (Math.abs(value) < 60) return rtf.format(0, 'second');
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(value) < size) return rtf.format(Math.trunc(value), unit);
    value /= size;
  }
  return rtf.format(Math.trunc(value), 'year');
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * When something was written, as Trello shows it: relative within a week ("3 days ago", "vor 2 Stunden"), the date
 * and time past that ("Apr 26, 2019, 3:04 PM" / "26.04.2019, 15:04"). `at` and `now` in ms since the epoch.
 */
export function formatWhen(at: number | Date, now: number = Date.now(), lng = formatLanguage()): string {
  return Math.abs(Number(at) - now) < WEEK_MS ? formatRelative(at, now, lng) : formatDate(at, 'medium', lng);
}

/** A day on a badge: "Apr 26" in `now`'s year, "Apr 26, 2019" in any other (the year would be misread). */
export function formatBadgeDay(at: number | Date, now: number = Date.now(), lng = formatLanguage()): string {
  const sameYear = new Date(at).getFullYear() === new Date(now).getFullYear();
  return formatDate(at, sameYear ? 'short' : 'day', lng);
}
