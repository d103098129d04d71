/**
 * Cards as calendar entries: a card with a due date is an all-day entry on that day, or a bar from its start day to
 * its due day when it has both; done cards are marked (dimmed). Moving an entry by whole days moves the due date and
 * the start by as many days, keeping their times of day. Pure, on local days.
 */
import type { Card } from '../../../domain/model';
import { toDay } from '../../../domain/filter/field-filter';
import { dayAfter } from '../../../domain/days';

/** What FullCalendar needs of an entry (its EventInput, the fields used here). */
export interface CalendarEntry {
  id: string;
  title: string;
  /** First day, `yyyy-mm-dd`. */
  start: string;
  /** The day after the last (all-day ends are exclusive), `yyyy-mm-dd`. */
  end: string;
  allDay: true;
  extendedProps: { done: boolean };
}

/** The entries of `cards` that have a due date (a start after the due date counts as none). */
export function calendarEntries(cards: readonly Card[]): CalendarEntry[] {
  const entries: CalendarEntry[] = [];
  for (const card of cards) {
    if (card.dueAt === null) continue;
    const first = card.startAt !== null && card.startAt <= card.dueAt ? card.startAt : card.dueAt;
    entries.push({
      id: card.id,
      title: card.title,
      start: toDay(first),
      end: toDay(dayAfter(card.dueAt, 1)),
      allDay: true,
      extendedProps: { done: card.dueDone },
    });
  }
  return entries;
}

/** Cards without a due date, for the "unscheduled" list (in the order given). */
export function unscheduled(cards: readonly Card[]): Card[] {
  return cards.filter((card) => card.dueAt === null);
}

/** A span of local days: `from` inclusive, `to` exclusive (epoch ms of local midnights). */
export interface DayRange {
  from: number;
  to: number;
}

/** The weeks around the month holding `now`: what a month view shows, with a week to spare on each side. */
export function monthAround(now: number): DayRange {
  const d = new Date(now);
  return {
    from: new Date(d.getFullYear(), d.getMonth(), 1 - 14).getTime(),
    to: new Date(d.getFullYear(), d.getMonth() + 1, 14).getTime(),
  };
}

/**
 * The entries that touch `range`: the calendar is handed only what it can show (a month of a 5,000-card board is
 * a few hundred entries), so it parses and lays out those instead of every card with a date.
 */
export function entriesIn(entries: readonly CalendarEntry[], range: DayRange): CalendarEntry[] {
  const from = toDay(range.from);
  const to = toDay(range.to);
  // yyyy-mm-dd strings compare as dates.
  return entries.filter((entry) => entry.end > from && entry.start < to);
}
