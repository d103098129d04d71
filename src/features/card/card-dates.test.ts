// Start and due dates: a card cannot be due before it starts; their text follows the app's language.
import { describe, expect, it } from 'vitest';
import { dateLocale, dayText, parseDay } from '../../ui/fields/day-text';
import { atTime, datesProblem, parseTime, timeText } from './card-dates';

describe('datesProblem', () => {
  const monday = new Date(2026, 10, 23, 9, 0).getTime();
  const friday = new Date(2026, 10, 27, 17, 0).getTime();

  it('accepts a start before or at the due date, or either alone', () => {
    expect(datesProblem(monday, friday)).toBeNull();
    expect(datesProblem(friday, friday)).toBeNull();
    expect(datesProblem(monday, null)).toBeNull();
    expect(datesProblem(null, friday)).toBeNull();
    expect(datesProblem(null, null)).toBeNull();
  });

  it('refuses a start after the due date, saying why', () => {
    expect(datesProblem(friday, monday)).toBe('The start date must be on or before the due date.');
  });
});

describe('date text in the app language', () => {
  const at = new Date(2026, 10, 23, 17, 30).getTime();

  it('writes German and English dates and times as each writes them', () => {
    expect(dayText(at, dateLocale('de'))).toBe('23.11.2026');
    expect(timeText(at, dateLocale('de'))).toBe('17:30');
    expect(dayText(at, dateLocale('en'))).toBe('11/23/2026');
    expect(timeText(at, dateLocale('en'))).toBe('5:30 PM');
    expect(dayText(null, dateLocale('de'))).toBe('');
  });

  it('reads back what it writes, and what people type besides', () => {
    const de = dateLocale('de-DE');
    const en = dateLocale('en');
    const day = new Date(2026, 10, 23).getTime();
    for (const text of ['23.11.2026', '23.11.26', '2026-11-23'])
      expect(parseDay(text, de)?.getTime()).toBe(day);
    for (const text of ['11/23/2026', '11/23/26', '2026-11-23'])
      expect(parseDay(text, en)?.getTime()).toBe(day);
    expect(parseTime('17:30', de)).toBe(17 * 60 + 30);
    expect(parseTime('9', de)).toBe(9 * 60);
    for (const text of ['5:30 PM', '5:30 pm', '17:30']) expect(parseTime(text, en)).toBe(17 * 60 + 30);
    expect(parseTime('5 pm', en)).toBe(17 * 60);
    expect(atTime(new Date(2026, 10, 23), 17 * 60 + 30)).toBe(at);
  });

  it('refuses what is not a date or a time', () => {
    const de = dateLocale('de');
    expect(parseDay('31.02.2026', de)).toBeNull();
    expect(parseDay('next friday', de)).toBeNull();
    expect(parseDay('', de)).toBeNull();
    expect(parseTime('25:00', de)).toBeNull();
    expect(parseTime('noon', de)).toBeNull();
  });
});
