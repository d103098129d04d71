/**
 * The timeline's zoom and grouping, remembered per board on this device (localStorage), as the view itself is
 * (ui/remembered-view.ts). A refused or unreadable storage only means the defaults: week, by list.
 */
import { useEffect, useState } from 'react';
import { GROUPINGS, type Grouping } from '../../../domain/grouping';
import { DAY_WIDTH, type Zoom } from './timeline-layout';

export interface TimelineSettings {
  zoom: Zoom;
  grouping: Grouping;
}

const DEFAULTS: TimelineSettings = { zoom: 'week', grouping: 'list' };
const keyFor = (boardId: string) => `lanes:timeline:${boardId}`;

/** The settings remembered for `boardId`, each checked (a value from an older version falls back to its default). */
export function readTimelineSettings(boardId: string): TimelineSettings {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(keyFor(boardId)) ?? '{}');
    const saved = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
    const zoom = Object.keys(DAY_WIDTH).find((z) => z === saved.zoom) as Zoom | undefined;
    // A field's grouping is checked against the board's fields where it is used (TimelineView).
    const grouping =
      GROUPINGS.find((g) => g === saved.grouping) ??
      (typeof saved.grouping === 'string' && /^field:[A-Za-z0-9]{1,128}$/.test(saved.grouping)
        ? (saved.grouping as Grouping)
        : undefined);
    return { zoom: zoom ?? DEFAULTS.zoom, grouping: grouping ?? DEFAULTS.grouping };
  } catch {
    return DEFAULTS;
  }
}

/** The board's timeline settings and their setter; every change is remembered. */
export function useTimelineSettings(
  boardId: string,
): [TimelineSettings, (change: Partial<TimelineSettings>) => void] {
  const [settings, setSettings] = useState(() => readTimelineSettings(boardId));
  useEffect(() => {
    try {
      localStorage.setItem(keyFor(boardId), JSON.stringify(settings));
    } catch {
      // Storage full or blocked: not remembered.
    }
  }, [boardId, settings]);
  return [settings, (change) => setSettings((before) => ({ ...before, ...change }))];
}
