import { describe, expect, it } from 'vitest';
import { sampleCard } from '../../../domain/samples';
import { dayStart } from '../../../domain/filter/field-filter';
import { calendarEntries, entriesIn, monthAround, unscheduled } from './calendar-events';
import { rescheduleTo, shiftDays } from '../../../domain/days';

const at = (day: string, hours: number) => dayStart(day) + hours * 3_600_000;

describe('calendar entries', () => {
  it('puts a card on its due day, a bar from start to due, and marks done cards', () => {
    const cards = [
      sampleCard({ id: 'a', title: 'Due only', dueAt: at('2026-11-24', 17) }),
      sampleCard({
        id: 'b',
        title: 'Span',
        startAt: at('2026-11-20', 9),
        dueAt: at('2026-11-24', 17),
        dueDone: true,
      }),
      sampleCard({ id: 'c', title: 'No date' }),
    ];
    expect(calendarEntries(cards)).toEqual([
      expect.objectContaining({
        id: 'a',
        start: '2026-11-24',
        end: '2026-11-25',
        extendedProps: { done: false },
      }),
      expect.objectContaining({
        id: 'b',
        start: '2026-11-20',
        end: '2026-11-25',
        extendedProps: { done: true },
      }),
    ]);
    expect(unscheduled(cards).map((c) => c.id)).toEqual(['c']);
  });

  it('moves the due date and the start by whole days, keeping the times of day', () => {
    const card = sampleCard({ startAt: at('2026-11-20', 9), dueAt: at('2026-11-24', 17) });
    expect(rescheduleTo(card, dayStart('2026-11-27'))).toEqual({
      dueAt: at('2026-11-27', 17),
      startAt: at('2026-11-23', 9),
    });
    expect(rescheduleTo(sampleCard(), dayStart('2026-12-01'))).toEqual({ dueAt: at('2026-12-01', 12) });
    expect(shiftDays(at('2026-03-28', 10), 2)).toBe(at('2026-03-30', 10));
  });

  it('hands the calendar only the entries around the month on screen', () => {
    const cards = ['2026-10-01', '2026-11-03', '2026-11-30', '2027-01-20'].map((d, i) =>
      sampleCard({ id: `c${i}`, dueAt: at(d, 12) }),
    );
    const range = monthAround(at('2026-11-15', 12));
    expect(entriesIn(calendarEntries(cards), range).map((e) => e.id)).toEqual(['c1', 'c2']);
  });
});
