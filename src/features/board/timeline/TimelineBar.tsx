/**
 * One card on the timeline: a bar from its start day to its due day (a marker for one date), in its first label's
 * colour, faded when done. A person with edit rights drags the bar to move it, or either end to change the start or
 * the due date; the keyboard does the same on a focused bar (arrows move a day, Shift+arrows change the due date,
 * Alt+Shift+arrows the start). Dragged up or down onto another group's row (or Alt+Up / Alt+Down), the card changes
 * group: its list, label or member. Enter or a click opens the card.
 */
import { memo, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDate } from '../../../i18n/format';
import type { Card } from '../../../domain/model';
import type { LabelColors } from '../../../ui/colors';
import { shiftDays } from '../../../domain/days';
import {
  changeDates,
  dayIndex,
  timelineItem,
  type DateChange,
  type DaySpan,
  type TimelineItem,
} from './timeline-layout';

/** Pointer travel (px) before a press on a bar counts as a drag rather than a click. */
const DRAG_SLOP_PX = 4;

export interface BarActions {
  open: (card: Card) => void;
  change: (card: Card, change: DateChange, days: number) => void;
  /** The card dragged from group `from`'s row onto group `to`'s (TimelineGroup keys), and moved `days` days. */
  regroup: (card: Card, from: string, to: string, days: number) => void;
  /** The card moved from group `from` into the group `step` before (−1) or after (+1) it. */
  regroupStep: (card: Card, from: string, step: 1 | -1) => void;
  /** The end of a run of key presses on one bar (its Undo then goes back to before the first). */
  settle: () => void;
}

export interface TimelineBarProps {
  item: TimelineItem;
  /** The key of the group whose row this bar is in. */
  group: string;
  span: DaySpan;
  /** Width of a day, px. */
  dayWidth: number;
  /** The card's first label's colours, or undefined for the default. */
  color: LabelColors | undefined;
  canEdit: boolean;
  actions: BarActions;
}

interface Drag {
  change: DateChange;
  x0: number;
  y0: number;
  dy: number;
  moved: boolean;
  days: number;
}

/** The timeline row under viewport point (`x`, `y`), seen through the dragged bar `self`. */
function rowAt(x: number, y: number, self: Element): HTMLElement | undefined {
  return document
    .elementsFromPoint(x, y)
    .find((el): el is HTMLElement => el !== self && el instanceof HTMLElement && el.matches('.timeline-row'));
}

/** The dates a person reads for `item`: "3 Dec 2026 – 7 Dec 2026", or one day. */
export function itemDates(item: TimelineItem): string {
  const last = shiftDays(item.to, -1);
  return item.marker || last === item.from
    ? formatDate(item.from, 'day')
    : `${formatDate(item.from, 'day')} – ${formatDate(last, 'day')}`;
}

function TimelineBarView({ item, group, span, dayWidth, color, canEdit, actions }: TimelineBarProps) {
  const { t } = useTranslation('fields');
  const drag = useRef<Drag | null>(null);
  const dragged = useRef(false);
  const [preview, setPreview] = useState<{ change: DateChange; days: number; dy: number } | null>(null);
  const { card } = item;
  const patch = preview && changeDates(card, preview.change, preview.days);
  const shown = (patch && timelineItem({ ...card, ...patch })) || item;
  const left = dayIndex(span, shown.from) * dayWidth;
  const width = Math.max(dayIndex(span, shown.to) * dayWidth - left, 2);

  const onPointerDown = (e: PointerEvent<HTMLButtonElement>) => {
    // A finger pans the timeline (a phone must scroll it); a tap opens the card, where its dates are edited.
    if (!canEdit || e.button !== 0 || e.pointerType === 'touch') return;
    const edge = (e.target as HTMLElement).dataset.edge;
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = {
      change: edge === 'start' || edge === 'due' ? edge : 'move',
      x0: e.clientX,
      y0: e.clientY,
      dy: 0,
      moved: false,
      days: 0,
    };
  };
  const onPointerMove = (e: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d) return;
    const dx = e.clientX - d.x0;
    // Only a bar moved whole goes up or down into another group's row; an end dragged stays in its row.
    const dy = d.change === 'move' ? e.clientY - d.y0 : 0;
    if (Math.hypot(dx, dy) > DRAG_SLOP_PX) d.moved = true;
    const days = Math.round(dx / dayWidth);
    if (d.moved && (days !== d.days || dy !== d.dy)) {
      d.days = days;
      d.dy = dy;
      setPreview({ change: d.change, days, dy });
    }
  };
  const onPointerUp = (e: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    drag.current = null;
    setPreview(null);
    if (!d?.moved) return;
    // The click that follows a drag's release does not open the card.
    dragged.current = true;
    const row = d.change === 'move' ? rowAt(e.clientX, e.clientY, e.currentTarget) : undefined;
    const to = row?.dataset.group;
    if (to !== undefined && to !== group) actions.regroup(card, group, to, d.days);
    else actions.change(card, d.change, d.days);
  };
  const onPointerCancel = () => {
    drag.current = null;
    setPreview(null);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (canEdit && e.altKey && !e.shiftKey && (e.key === 'ArrowUp' || e.key === 'ArrowDown')) {
      e.preventDefault();
      actions.regroupStep(card, group, e.key === 'ArrowUp' ? -1 : 1);
      return;
    }
    if (!canEdit || (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight')) return;
    e.preventDefault();
    const days = e.key === 'ArrowLeft' ? -1 : 1;
    actions.change(card, e.shiftKey ? (e.altKey ? 'start' : 'due') : 'move', days);
  };

  return (
    <button
      type="button"
      className={`timeline-bar${item.marker ? ' marker' : ''}${card.dueDone ? ' done' : ''}${preview ? ' dragging' : ''}`}
      data-card-id={card.id}
      style={
        {
          left,
          width: item.marker ? undefined : width,
          transform: preview?.dy ? `translateY(${preview.dy}px)` : undefined,
          '--bar-color': color?.background,
          '--bar-text': color?.text,
        } as CSSProperties
      }
      aria-label={t('timeline.bar', { title: card.title, dates: itemDates(shown) })}
      aria-keyshortcuts={
        canEdit
          ? 'ArrowLeft ArrowRight Shift+ArrowLeft Shift+ArrowRight Alt+ArrowUp Alt+ArrowDown'
          : undefined
      }
      title={`${card.title} · ${itemDates(shown)}`}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      onKeyDown={onKeyDown}
      onBlur={actions.settle}
      onClick={() => {
        if (dragged.current) dragged.current = false;
        else actions.open(card);
      }}
    >
      {canEdit && !item.marker && (
        <span className="timeline-edge start" data-edge="start" aria-hidden="true" />
      )}
      <span className="timeline-bar-title">{card.title}</span>
      {canEdit && !item.marker && <span className="timeline-edge due" data-edge="due" aria-hidden="true" />}
    </button>
  );
}

/** Memoised: a scroll or another card's change re-renders only the bars whose card, zoom or span changed. */
export const TimelineBar = memo(TimelineBarView);
