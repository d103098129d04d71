/**
 * The timeline's scroll box: the time scale on top, a row per group heading and per card (virtualised with TanStack
 * Virtual: a 5,000-card board renders the few dozen rows in view), the today line, and the dependency arrows between
 * the bars in view (a blocker's end to its dependant's start, red when the blocker ends after the dependant starts).
 * Ctrl + mouse wheel, a trackpad pinch or two fingers' pinch zoom; + and − zoom from the keyboard.
 */
import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from '../../../i18n/use-translation';
import type { Label } from '../../../domain/model';
import { colorOf, labelColors, type LabelColors } from '../../../ui/colors';
import { BlockedBadge } from '../blocked-badge';
import { TimelineBar, type BarActions } from './TimelineBar';
import { TimelineGridlines, TimelineScale } from './TimelineScale';
import {
  dayIndex,
  openingDay,
  spanDays,
  todayIndex,
  type DaySpan,
  type TimelineRow,
  type Zoom,
} from './timeline-layout';
import { blockerIds } from '../../../domain/dependencies';
import { usePinchZoom } from './use-pinch-zoom';

/** Row height (px): one line each, so the virtualiser need not measure. */
export const TIMELINE_ROW_PX = 32;
/** Height of the time scale (px). */
const SCALE_PX = 28;

export interface TimelineChartProps {
  rows: readonly TimelineRow[];
  span: DaySpan;
  zoom: Zoom;
  dayWidth: number;
  now: number;
  labels: readonly Label[];
  canEdit: boolean;
  actions: BarActions;
  onToggleGroup: (key: string) => void;
  /** One step in (+1) or out (−1). */
  onZoom: (step: 1 | -1) => void;
  /** Where today should be put in view: changes when "Today" is pressed. */
  todayRequest: number;
  /** The bars' layer, for a card dropped from the unscheduled list. */
  barsRef: (el: HTMLDivElement | null) => void;
  /** The scroll box's accessible name. */
  label: string;
}

export function TimelineChart(props: TimelineChartProps) {
  const { rows, span, zoom, dayWidth, now, labels, canEdit, actions, onToggleGroup, onZoom, todayRequest } =
    props;
  const { t } = useTranslation('fields');
  const [scrollBox, setScrollBox] = useState<HTMLDivElement | null>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollBox,
    estimateSize: () => TIMELINE_ROW_PX,
    overscan: 10,
  });
  const width = spanDays(span) * dayWidth;
  const today = todayIndex(span, now);
  const labelColor = useMemo(
    () => new Map<string, LabelColors>(labels.map((label) => [label.id, labelColors(label.color)])),
    [labels],
  );
  const rowOfCard = useMemo(() => {
    const at = new Map<string, number>();
    rows.forEach((row, index) => {
      if (row.kind === 'item' && !at.has(row.item.card.id)) at.set(row.item.card.id, index);
    });
    return at;
  }, [rows]);

  // Where the scroll box goes: after a zoom or a span grown at its start, the day at its centre stays there; on
  // "Today", today a third in; on open, see openingDay. The last scroll position is kept as it was scrolled: by the
  // time this runs a narrower canvas may already have clamped the box's.
  const scrolled = useRef(0);
  const shown = useRef<{ from: number; dayWidth: number; todayRequest: number } | null>(null);
  // The first placement waits for the first card: a board still loading its cards would open on today.
  const hasItems = useMemo(() => rows.some((row) => row.kind === 'item'), [rows]);
  useLayoutEffect(() => {
    if (!scrollBox || (!shown.current && !hasItems)) return;
    const names = scrollBox.querySelector<HTMLElement>('.timeline-scale-names')?.offsetWidth ?? 0;
    const visible = scrollBox.clientWidth - names;
    const before = shown.current;
    const firstScreen = Math.ceil(scrollBox.clientHeight / TIMELINE_ROW_PX);
    if (!before)
      scrollBox.scrollLeft = openingDay(rows, span, now, visible / dayWidth, firstScreen) * dayWidth;
    else if (before.todayRequest !== todayRequest)
      scrollBox.scrollLeft = ((today ?? 0) - visible / dayWidth / 3) * dayWidth;
    else {
      const centre = (scrolled.current + visible / 2) / before.dayWidth + dayIndex(span, before.from);
      scrollBox.scrollLeft = centre * dayWidth - visible / 2;
    }
    scrolled.current = scrollBox.scrollLeft;
    shown.current = { from: span.from, dayWidth, todayRequest };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on a zoom, a new span and "Today", not on every render
  }, [scrollBox, dayWidth, span.from, todayRequest, hasItems]);
  useEffect(() => {
    if (!scrollBox) return;
    const onWheel = (e: WheelEvent) => {
      if (!e.ctrlKey && !e.metaKey) return;
      // A pinch on a trackpad arrives as a wheel with Ctrl held: it zooms the timeline, not the page.
      e.preventDefault();
      onZoom(e.deltaY < 0 ? 1 : -1);
    };
    scrollBox.addEventListener('wheel', onWheel, { passive: false });
    return () => scrollBox.removeEventListener('wheel', onWheel);
  }, [scrollBox, onZoom]);
  usePinchZoom(scrollBox, onZoom);
  const items = virtualizer.getVirtualItems();
  const arrows: ReactNode[] = [];
  for (const virtual of items) {
    const row = rows[virtual.index];
    if (row?.kind !== 'item') continue;
    for (const blockerId of blockerIds(row.item.card)) {
      const at = rowOfCard.get(blockerId);
      const blocker = at === undefined ? undefined : rows[at];
      if (blocker?.kind !== 'item') continue;
      const x1 = dayIndex(span, blocker.item.to) * dayWidth;
      const y1 = at! * TIMELINE_ROW_PX + TIMELINE_ROW_PX / 2;
      const x2 = dayIndex(span, row.item.from) * dayWidth;
      const y2 = virtual.index * TIMELINE_ROW_PX + TIMELINE_ROW_PX / 2;
      const late = blocker.item.to > row.item.from;
      arrows.push(
        <path
          key={`${blockerId}>${row.item.card.id}`}
          className={late ? 'late' : undefined}
          d={`M ${x1} ${y1} C ${x1 + 16} ${y1}, ${x2 - 16} ${y2}, ${x2} ${y2}`}
          markerEnd={late ? 'url(#timeline-arrow-late)' : 'url(#timeline-arrow)'}
        />,
      );
    }
  }

  return (
    <div
      ref={setScrollBox}
      className="timeline-scroll"
      role="region"
      aria-label={props.label}
      tabIndex={-1}
      onScroll={(e) => {
        scrolled.current = e.currentTarget.scrollLeft;
      }}
      style={{ '--day-w': `${dayWidth}px` } as CSSProperties}
      onKeyDown={(e) => {
        if ((e.target as HTMLElement).closest('input, select, textarea')) return;
        if (e.key === '+' || e.key === '=') onZoom(1);
        else if (e.key === '-') onZoom(-1);
      }}
    >
      <div className="timeline-canvas" style={{ width: `calc(var(--timeline-names) + ${width}px)` }}>
        <div className="timeline-scale" style={{ height: SCALE_PX }} aria-hidden="true">
          <div className="timeline-scale-names" />
          <div className="timeline-scale-days" style={{ width }}>
            <TimelineScale span={span} zoom={zoom} dayWidth={dayWidth} />
          </div>
        </div>
        <div className="timeline-body" style={{ height: virtualizer.getTotalSize() }}>
          <div
            className={`timeline-grid${zoom === 'day' ? ' daily' : ''}`}
            ref={props.barsRef}
            style={{ width }}
          >
            <TimelineGridlines span={span} zoom={zoom} dayWidth={dayWidth} />
            {today !== null && (
              <span
                className="timeline-today"
                style={{ left: today * dayWidth }}
                title={t('timeline.today')}
              />
            )}
            <svg
              className="timeline-arrows"
              width={width}
              height={virtualizer.getTotalSize()}
              aria-hidden="true"
            >
              <defs>
                <marker
                  id="timeline-arrow"
                  viewBox="0 0 8 8"
                  refX="8"
                  refY="4"
                  markerWidth="8"
                  markerHeight="8"
                  orient="auto"
                >
                  <path d="M 0 0 L 8 4 L 0 8 z" />
                </marker>
                <marker
                  id="timeline-arrow-late"
                  viewBox="0 0 8 8"
                  refX="8"
                  refY="4"
                  markerWidth="8"
                  markerHeight="8"
                  orient="auto"
                >
                  <path d="M 0 0 L 8 4 L 0 8 z" className="late" />
                </marker>
              </defs>
              {arrows}
            </svg>
          </div>
          {items.map((virtual) => {
            const row = rows[virtual.index];
            if (!row) return null;
            const style = { transform: `translateY(${virtual.start}px)`, height: TIMELINE_ROW_PX };
            if (row.kind === 'group')
              return (
                <div
                  key={`g:${row.group.key}`}
                  className="timeline-row group"
                  data-group={row.group.key}
                  style={style}
                >
                  <button
                    type="button"
                    className="timeline-group"
                    aria-expanded={!row.collapsed}
                    onClick={() => onToggleGroup(row.group.key)}
                  >
                    {row.group.color && (
                      <span className="timeline-swatch" style={{ background: colorOf(row.group.color) }} />
                    )}
                    <span className="timeline-group-title">{row.group.title || t('timeline.untitled')}</span>
                    <span className="timeline-count">{row.group.items.length}</span>
                  </button>
                </div>
              );
            const { card } = row.item;
            const first = card.labelIds.find((id) => labelColor.has(id));
            return (
              <div
                key={`${row.groupKey}:${card.id}`}
                className="timeline-row"
                data-group={row.groupKey}
                style={style}
              >
                <button
                  type="button"
                  className="timeline-name"
                  tabIndex={-1}
                  title={card.title}
                  onClick={() => actions.open(card)}
                >
                  <BlockedBadge cardId={card.id} />
                  <span className="timeline-name-title">{card.title}</span>
                </button>
                <div className="timeline-lane" style={{ width }}>
                  <TimelineBar
                    item={row.item}
                    group={row.groupKey}
                    span={span}
                    dayWidth={dayWidth}
                    color={first === undefined ? undefined : labelColor.get(first)}
                    canEdit={canEdit}
                    actions={actions}
                  />
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
