/**
 * The board's swimlanes on this device (issue 26 item 3): what they group by and which are collapsed, remembered
 * per board in localStorage, as the timeline's settings are. A refused or unreadable storage only means no lanes.
 */
import { useEffect, useState } from 'react';
import type { Grouping } from '../../../domain/grouping';

/** What the board's lanes group its cards by; 'none' shows the board without lanes. */
export type LaneGrouping = Exclude<Grouping, 'list'> | 'none';

export interface LaneSettings {
  by: LaneGrouping;
  /** The group keys (domain/grouping.ts) of the collapsed lanes. */
  collapsed: readonly string[];
}

const DEFAULTS: LaneSettings = { by: 'none', collapsed: [] };
const keyFor = (boardId: string) => `lanes:swimlanes:${boardId}`;
/** At most this many collapsed lanes are kept: a board has at most 50 labels, a dropdown 50 options. */
const MAX_COLLAPSED = 200;

/** The settings remembered for `boardId`, each checked (a value from an older version falls back to its default). */
export function readLaneSettings(boardId: string): LaneSettings {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(keyFor(boardId)) ?? '{}');
    const saved = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
    // A field's grouping is checked against the board's fields where it is used (BoardPage).
    const by =
      saved.by === 'label' ||
      saved.by === 'member' ||
      (typeof saved.by === 'string' && /^field:[A-Za-z0-9]{1,128}$/.test(saved.by))
        ? (saved.by as LaneGrouping)
        : DEFAULTS.by;
    const collapsed = Array.isArray(saved.collapsed)
      ? saved.collapsed.filter((key): key is string => typeof key === 'string').slice(0, MAX_COLLAPSED)
      : [];
    return { by, collapsed };
  } catch {
    return DEFAULTS;
  }
}

/**
 * The lane settings of `boardId` (read again when it changes: the board page renders before its board is known)
 * and their setter; every change is remembered.
 */
export function useLaneSettings(boardId: string): [LaneSettings, (change: Partial<LaneSettings>) => void] {
  const [state, setState] = useState(() => ({ boardId, settings: readLaneSettings(boardId) }));
  if (state.boardId !== boardId) setState({ boardId, settings: readLaneSettings(boardId) });
  const settings = state.boardId === boardId ? state.settings : readLaneSettings(boardId);
  useEffect(() => {
    if (!state.boardId) return;
    try {
      localStorage.setItem(keyFor(state.boardId), JSON.stringify(state.settings));
    } catch {
      // Storage full or blocked: not remembered.
    }
  }, [state]);
  return [
    settings,
    (change) => setState((before) => ({ ...before, settings: { ...before.settings, ...change } })),
  ];
}
