import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18next } from './index';
import { de } from './de';
import {
  formatBadgeDay,
  formatBytes,
  formatDate,
  formatNumber,
  formatPercent,
  formatRelative,
  formatWhen,
} from './format';

const AT = Date.UTC(2026, 2, 5, 14, 30); // 5 March 2026

describe('formatting for the language in use', () => {
  beforeAll(() => {
    // German is loaded on demand in the app; i18next resolves to a language only once its messages are there.
    for (const [ns, messages] of Object.entries(de)) i18next.addResourceBundle('de', ns, messages);
  });
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it('writes dates the English or German way', () => {
    expect(formatDate(AT, 'short', 'en')).toBe('Mar 5');
    expect(formatDate(AT, 'short', 'de')).toBe('5. März');
    expect(formatDate(AT, 'day', 'de')).toBe('5. März 2026');
  });

  it('follows the current language when none is given', async () => {
    await i18next.changeLanguage('de');
    expect(formatNumber(4500)).toBe('4.500');
    await i18next.changeLanguage('en');
    expect(formatNumber(4500)).toBe('4,500');
  });

  it('formats percentages and sizes', () => {
    expect(formatPercent(0.42, 'en')).toBe('42%');
    expect(formatPercent(0.42, 'de')).toMatch(/^42\s%$/);
    expect(formatBytes(512, 'en')).toBe('512 bytes');
    expect(formatBytes(1, 'en')).toBe('1 byte');
    expect(formatBytes(16, 'de')).toBe('16 Byte');
    expect(formatBytes(1_500_000, 'en')).toBe('1.5 MB');
    expect(formatBytes(1_500_000, 'de')).toBe('1,5 MB');
  });

  it('says how long ago, in words of the language', () => {
    const now = AT + 3 * 60_000;
    expect(formatRelative(AT, now, 'en')).toBe('3 minutes ago');
    expect(formatRelative(AT, now, 'de')).toBe('vor 3 Minuten');
    expect(formatRelative(AT, AT + 10_000, 'en')).toBe('now');
    expect(formatRelative(AT, AT + 2 * 86_400_000, 'de')).toBe('vorgestern');
    expect(formatRelative(AT, AT + 400 * 86_400_000, 'en')).toBe('last year');
  });

  it('says when: in words within a week, the date and time past it (as Trello)', () => {
    expect(formatWhen(AT, AT + 2 * 86_400_000, 'en')).toBe('2 days ago');
    expect(formatWhen(AT, AT + 8 * 86_400_000, 'en')).toBe(formatDate(AT, 'medium', 'en'));
    expect(formatWhen(AT, AT + 8 * 86_400_000, 'en')).toMatch(/\d{4}, \d{1,2}:\d{2}/);
  });

  it('writes a badge day with its year only when it is another year', () => {
    const at = new Date(2019, 3, 26, 12);
    expect(formatBadgeDay(at, new Date(2019, 0, 1).getTime(), 'en')).toBe('Apr 26');
    expect(formatBadgeDay(at, new Date(2026, 0, 1).getTime(), 'en')).toBe('Apr 26, 2019');
    expect(formatBadgeDay(at, new Date(2026, 0, 1).getTime(), 'de')).toBe('26. Apr. 2019');
  });
});
