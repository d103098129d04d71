/**
 * The timeline's geometry (issue 26 item 1), pure and on local days: which cards get a bar (start → due) or a marker
 * (one date), how they group into rows, the span of days drawn, and the change a drag or a key makes to a card's
 * dates. The view (TimelineView) only turns days into pixels.
 */
import type { Card } from '../../../domain/model';
import { groupCards, type CardGroup, type Grouping, type GroupingContext } from '../../../domain/grouping';
import { dayAfter, daysBetween, shiftDays } from '../../../domain/days';

/** How wide a day is drawn, in CSS px, at each zoom. */
export const DAY_WIDTH = { day: 48, week: 20, month: 6, quarter: 2 } as const;
export type Zoom = keyof typeof DAY_WIDTH;
export const ZOOMS = Object.keys(DAY_WIDTH) as Zoom[];

const DAY_MS = 86_400_000;

/** Local midnight of the day of `ms`. */
export function dayOf(ms: number): number {
  return dayAfter(ms, 0);
}

/** A card on the timeline: days `from` (inclusive) to `to` (exclusive), local midnights in ms. */
export interface TimelineItem {
  card: Card;
  from: number;
  to: number;
  /** One date only (a due date, or a start date alone): drawn as a marker, not a bar. */
  marker: boolean;
}

/**
 * `card` on the timeline, or null when it has neither a start nor a due date (the "Unscheduled" list). A start after
 * the due date counts as none, as on the calendar.
 */
export function timelineItem(card: Card): TimelineItem | null {
  const { startAt, dueAt } = card;
  if (dueAt === null && startAt === null) return null;
  if (dueAt === null || startAt === null || startAt > dueAt) {
    const at = dayOf((dueAt ?? startAt) as number);
    return { card, from: at, to: shiftDays(at, 1), marker: true };
  }
  return { card, from: dayOf(startAt), to: shiftDays(dayOf(dueAt), 1), marker: false };
}

/** A group of rows: a list, a label, a member or a dropdown's option, with its cards on the timeline. */
export type TimelineGroup = CardGroup<TimelineItem>;

/**
 * `cards` (board order) grouped by `grouping` (domain/grouping.ts: a card with two labels or members is in both
 * groups). Groups without a dated card are left out; the cards without any date are not here (see
 * `unscheduledCards`).
 */
export function groupTimeline(
  cards: readonly Card[],
  grouping: Grouping,
  context: GroupingContext,
): TimelineGroup[] {
  return groupCards(cards, grouping, context, timelineItem);
}

/** The cards with neither a start nor a due date, in the order given. */
export function unscheduledCards(cards: readonly Card[]): Card[] {
  return cards.filter((card) => card.dueAt === null && card.startAt === null);
}

/** One row of the timeline: a group's heading, or a card in a group. */
export type TimelineRow =
  | { kind: 'group'; group: TimelineGroup; collapsed: boolean }
  | { kind: 'item'; item: TimelineItem; groupKey: string };

/** The rows drawn: each group's heading, then its cards unless the group is collapsed. */
export function timelineRows(
  groups: readonly TimelineGroup[],
  collapsed: ReadonlySet<string>,
): TimelineRow[] {
  const rows: TimelineRow[] = [];
  for (const group of groups) {
    const shut = collapsed.has(group.key);
    rows.push({ kind: 'group', group, collapsed: shut });
    if (!shut) for (const item of group.items) rows.push({ kind: 'item', item, groupKey: group.key });
  }
  return rows;
}

/** The days drawn: local midnights, `from` inclusive, `to` exclusive. */
export interface DaySpan {
  from: number;
  to: number;
}

/**
 * The span drawn for `groups`: from two weeks before the earliest date (or today) to two months after the latest
 * (or today), starting on a month's first day, so that there is room to drag past either end.
 */
export function timelineSpan(groups: readonly TimelineGroup[], now: number): DaySpan {
  let from = dayOf(now);
  let to = shiftDays(from, 1);
  for (const group of groups)
    for (const item of group.items) {
      if (item.from < from) from = item.from;
      if (item.to > to) to = item.to;
    }
  const start = new Date(shiftDays(from, -14));
  const end = new Date(shiftDays(to, 60));
  return {
    from: new Date(start.getFullYear(), start.getMonth(), 1).getTime(),
    to: new Date(end.getFullYear(), end.getMonth() + 1, 1).getTime(),
  };
}

/** Whole days from the span's first day to the day of `ms` (may be negative). */
export function dayIndex(span: DaySpan, ms: number): number {
  return daysBetween(span.from, ms);
}

/** Days in `span`. */
export function spanDays(span: DaySpan): number {
  return daysBetween(span.from, span.to);
}

/** A mark on the time scale: a day, a week's Monday, a month's or a quarter's first day. */
export interface Tick {
  at: number;
  /** Days from the span's first day. */
  index: number;
}

/** The scale's marks for `zoom`: every day, every Monday, every month, every quarter. */
export function ticks(span: DaySpan, zoom: Zoom): Tick[] {
  const marks: Tick[] = [];
  for (let at = span.from, index = 0; at < span.to; at = shiftDays(at, 1), index++) {
    const d = new Date(at);
    const keep =
      zoom === 'day'
        ? true
        : zoom === 'week'
          ? d.getDay() === 1
          : d.getDate() === 1 && (zoom === 'month' || d.getMonth() % 3 === 0);
    if (keep) marks.push({ at, index });
  }
  return marks;
}

/** What a drag or a key does to a card on the timeline: move both dates, or change its start or its due date. */
export type DateChange = 'move' | 'start' | 'due';

/**
 * The write that applies `change` by `days` whole days to `card` (times of day kept), or null when it would change
 * nothing or put the start after the due date (an edge is never dragged past the other; a start dragged onto the due
 * day is kept). A marker's `start` edge gives a card without a start one; its `due` edge a card without a due date one.
 */
export function changeDates(
  card: Card,
  change: DateChange,
  days: number,
): { startAt?: number | null; dueAt?: number | null } | null {
  if (days === 0) return null;
  const { startAt, dueAt } = card;
  if (change === 'move')
    return {
      ...(dueAt !== null ? { dueAt: shiftDays(dueAt, days) } : {}),
      ...(startAt !== null ? { startAt: shiftDays(startAt, days) } : {}),
    };
  const anchor = (dueAt ?? startAt) as number;
  if (change === 'start') {
    const next = shiftDays(startAt !== null && (dueAt === null || startAt <= dueAt) ? startAt : anchor, days);
    if (dueAt !== null && dayOf(next) > dayOf(dueAt)) return null;
    return { startAt: next };
  }
  const next = shiftDays(dueAt ?? anchor, days);
  if (startAt !== null && dayOf(next) < dayOf(startAt)) return null;
  return { dueAt: next };
}

/**
 * The cards of `waiting` (cards that wait on `blocker`) whose first day on the timeline comes before `blocker`'s last:
 * they would start while their blocker is still open. What the timeline's arrows draw red and its messages warn of.
 */
export function startsBeforeEnd(blocker: Card, waiting: readonly Card[]): Card[] {
  const end = timelineItem(blocker)?.to;
  if (end === undefined) return [];
  return waiting.filter((card) => {
    const item = timelineItem(card);
    return item !== null && item.from < end;
  });
}

/**
 * The day (index in `span`) at the left edge when the timeline opens or "Today" is pressed: today a third in, unless
 * none of the bars of the first `firstRows` rows (the first screen) would then be in view — then two days before the earliest of them, so the
 * first screen is never empty while the board has dated cards.
 */
export function openingDay(
  rows: readonly TimelineRow[],
  span: DaySpan,
  now: number,
  visibleDays: number,
  firstRows = 40,
): number {
  const today = dayIndex(span, now);
  const left = today - visibleDays / 3;
  let earliest: number | null = null;
  for (const row of rows.slice(0, firstRows)) {
    if (row.kind !== 'item') continue;
    const from = dayIndex(span, row.item.from);
    const to = dayIndex(span, row.item.to);
    if (to > left && from < left + visibleDays) return left;
    if (earliest === null || from < earliest) earliest = from;
  }
  return earliest === null ? left : earliest - 2;
}

/** Today's position for the today line, or null when today is outside `span`. */
export function todayIndex(span: DaySpan, now: number): number | null {
  return now >= span.from && now < span.to ? dayIndex(span, now) + (now - dayOf(now)) / DAY_MS : null;
}
