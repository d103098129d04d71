// Start and due dates: a card cannot be due before it starts; the date field's text round-trips.
import { describe, expect, it } from 'vitest';
import { datesProblem, fromFieldValue, toFieldValue } from './card-dates';

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

describe('date field text', () => {
  it('reads and writes local times to the minute', () => {
    const at = new Date(2026, 10, 23, 14, 30).getTime();
    expect(toFieldValue(at)).toBe('2026-11-23T14:30');
    expect(fromFieldValue('2026-11-23T14:30')).toBe(at);
  });

  it('reads an empty or broken field as no date', () => {
    expect(toFieldValue(null)).toBe('');
    expect(fromFieldValue('')).toBeNull();
    expect(fromFieldValue('not a date')).toBeNull();
  });
});
