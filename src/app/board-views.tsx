/**
 * The board's parts that load on first use, shared by the members' board route and a public board's page: the card
 * dialog (Markdown and date formatting), the table, the calendar and the timeline (TanStack Table, FullCalendar, TanStack
 * Virtual). Not React.lazy:
 * see ui/preloadable.tsx (React holds a dialog back 300 ms after a Suspense fallback).
 */
import type { ComponentType } from 'react';
import type { BoardView } from '../config/paths';
import type { BoardViewProps } from '../features/board/ViewFrame';
import { preloadable } from '../ui/preloadable';

const cardDialog = preloadable(
  () => import('../features/card/CardDialog'),
  (m) => m.CardDialog,
  null,
);
export const CardDialog = cardDialog.Component;

/** Starts fetching the card dialog's chunk before its first render (a card's URL opened directly). */
export function preloadCardDialog(): void {
  void cardDialog.preload().catch(() => undefined);
}

const TableView = preloadable(
  () => import('../features/board/table/TableView'),
  (m) => m.TableView,
  null,
).Component;

const CalendarView = preloadable(
  () => import('../features/board/calendar/CalendarView'),
  (m) => m.CalendarView,
  null,
).Component;

const TimelineView = preloadable(
  () => import('../features/board/timeline/TimelineView'),
  (m) => m.TimelineView,
  null,
).Component;

/** The component of each view of a board but the board itself (which the routes render as BoardPage). */
export const VIEW_COMPONENTS: Readonly<Partial<Record<BoardView, ComponentType<BoardViewProps>>>> = {
  table: TableView,
  calendar: CalendarView,
  timeline: TimelineView,
};
