/**
 * A board's due dates as an iCalendar file (RFC 5545, through the `ics` package): one event per open card with a due
 * date — from its start to its due time when it has both, else a 30-minute event ending at the due time — in UTC,
 * so every calendar app shows it at the right hour wherever it is. A card's event keeps its uid (`card id@lanes`),
 * so a subscribed calendar updates it instead of adding another. Pure; used by "Download .ics" and by the
 * subscription Cloud Function.
 */
import { createEvents, type EventAttributes } from 'ics';
import { AppError } from '../errors';
import type { Board, Card } from '../model';

/** A due-only card's event length (minutes): calendars show a zero-length event poorly. */
export const DUE_EVENT_MINUTES = 30;

export interface CalendarOptions {
  /** Where Lanes is served (`https://lanes.example`), for each event's link to its card; absent: no links. */
  origin?: string;
  /** When the file is made (ms), for DTSTAMP; default now. */
  now?: number;
}

/** The events of `cards` (open, with a due date; templates left out), in due order. */
export function cardEvents(
  board: Pick<Board, 'id' | 'title'>,
  cards: readonly Card[],
  options: CalendarOptions = {},
) {
  return cards
    .filter((card) => card.dueAt !== null && card.archivedAt === null && !card.isTemplate)
    .sort((a, b) => (a.dueAt ?? 0) - (b.dueAt ?? 0) || (a.id < b.id ? -1 : 1))
    .map((card): EventAttributes => {
      const due = card.dueAt as number;
      const start =
        card.startAt !== null && card.startAt < due ? card.startAt : due - DUE_EVENT_MINUTES * 60_000;
      return {
        uid: `${card.id}@lanes`,
        title: card.dueDone ? `✓ ${card.title}` : card.title,
        description: board.title,
        start,
        startInputType: 'utc',
        startOutputType: 'utc',
        end: due,
        endInputType: 'utc',
        endOutputType: 'utc',
        status: 'CONFIRMED',
        lastModified: card.updatedAt,
        ...(options.origin
          ? { url: `${options.origin}/b/${encodeURIComponent(board.id)}/c/${encodeURIComponent(card.id)}` }
          : {}),
      };
    });
}

/**
 * The iCalendar text of `board`'s due dates (CRLF line ends, as RFC 5545 wants). A board without due dates gives a
 * calendar with no events. Throws AppError `internal` if the package refuses an event (it should not).
 */
export function boardCalendar(
  board: Pick<Board, 'id' | 'title'>,
  cards: readonly Card[],
  options: CalendarOptions = {},
): string {
  const header = { productId: 'lanes/calendar', calName: board.title, method: 'PUBLISH' };
  const events = cardEvents(board, cards, options);
  if (events.length === 0) return emptyCalendar(board.title);
  const { error, value } = createEvents(events, header);
  if (error || !value) throw new AppError('internal', `The calendar could not be written: ${String(error)}`);
  return value;
}

/** A calendar with no events (the package refuses an empty list). */
function emptyCalendar(name: string): string {
  const escaped = name.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:lanes/calendar',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escaped}`,
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** The download's file name: `<board-title-slug>.ics` ("board.ics" when the title has no letters or digits). */
export function icsFileName(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `${slug || 'board'}.ics`;
}
