/**
 * The timeline's time scale (a label per day, Monday, month or quarter) and the lines under it, each memoised on the
 * span and the zoom: scrolling re-renders the rows, never these hundreds of marks.
 */
import { memo, useMemo } from 'react';
import { formatDate, formatLanguage } from '../../../i18n/format';
import { ticks, type DaySpan, type Zoom } from './timeline-layout';

function tickText(at: number, zoom: Zoom, lng: string): string {
  const d = new Date(at);
  if (zoom === 'day' || zoom === 'week') return formatDate(at, 'short', lng);
  if (zoom === 'month') return new Intl.DateTimeFormat(lng, { month: 'short', year: 'numeric' }).format(d);
  return `Q${Math.floor(d.getMonth() / 3) + 1} ${d.getFullYear()}`;
}

interface ScaleProps {
  span: DaySpan;
  zoom: Zoom;
  dayWidth: number;
}

/** The labels of the scale, positioned in px from the span's first day. */
export const TimelineScale = memo(function TimelineScale({ span, zoom, dayWidth }: ScaleProps) {
  const marks = useMemo(() => ticks(span, zoom), [span, zoom]);
  const lng = formatLanguage();
  return (
    <>
      {marks.map((mark) => (
        <span key={mark.at} style={{ left: mark.index * dayWidth }}>
          {tickText(mark.at, zoom, lng)}
        </span>
      ))}
    </>
  );
});

/** A line down the rows at each mark; at day zoom the grid's own background draws them (timeline.css). */
export const TimelineGridlines = memo(function TimelineGridlines({ span, zoom, dayWidth }: ScaleProps) {
  const marks = useMemo(() => (zoom === 'day' ? [] : ticks(span, zoom)), [span, zoom]);
  return (
    <>
      {marks.map((mark) => (
        <span key={mark.at} className="timeline-gridline" style={{ left: mark.index * dayWidth }} />
      ))}
    </>
  );
});
