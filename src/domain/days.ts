/**
 * Whole local days, pure: the day of a time, a time moved by whole days (its time of day kept, across a daylight-saving
 * change too), the days between two times, and a card's dates moved to another due day. The calendar and the timeline
 * reschedule cards with these.
 */
import type { Card } from './model';

/** Local midnight of the day `days` after the day of `ms`. */
export function dayAfter(ms: number, days: number): number {
  const d = new Date(ms);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + days).getTime();
}

/** `ms` moved by `days` whole days, same local time of day (across a daylight-saving change too). */
export function shiftDays(ms: number, days: number): number {
  const d = new Date(ms);
  return new Date(
    d.getFullYear(),
    d.getMonth(),
    d.getDate() + days,
    d.getHours(),
    d.getMinutes(),
    d.getSeconds(),
    d.getMilliseconds(),
  ).getTime();
}

/** Whole local days from the day of `from` to the day of `to`. */
export function daysBetween(from: number, to: number): number {
  return Math.round((dayAfter(to, 0) - dayAfter(from, 0)) / 86_400_000);
}

/** The change that moves `card`'s dates to due day `day` (local midnight, ms): one write, start moved alike. */
export function rescheduleTo(card: Card, day: number): { dueAt: number; startAt?: number | null } {
  if (card.dueAt === null) return { dueAt: new Date(new Date(day).setHours(12, 0, 0, 0)).getTime() };
  const days = daysBetween(card.dueAt, day);
  const dueAt = shiftDays(card.dueAt, days);
  return card.startAt === null ? { dueAt } : { dueAt, startAt: shiftDays(card.startAt, days) };
}
