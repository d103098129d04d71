/** The table view's column widths and hidden columns, remembered per board on this device (localStorage). */
import { useCallback, useState } from 'react';

/** Column id → width (px), and column id → false for a hidden column (TanStack's state shapes). */
export interface TableLayout {
  sizing: Record<string, number>;
  visibility: Record<string, boolean>;
}

const keyFor = (boardId: string) => `lanes:table:${boardId}`;

function read(boardId: string): TableLayout {
  try {
    const raw = JSON.parse(localStorage.getItem(keyFor(boardId)) ?? '{}') as Partial<TableLayout>;
    const numbers = Object.entries(raw.sizing ?? {}).filter(([, v]) => typeof v === 'number' && v > 0);
    const flags = Object.entries(raw.visibility ?? {}).filter(([, v]) => typeof v === 'boolean');
    return { sizing: Object.fromEntries(numbers), visibility: Object.fromEntries(flags) };
  } catch {
    return { sizing: {}, visibility: {} };
  }
}

type Update<T> = T | ((previous: T) => T);
const apply = <T>(update: Update<T>, previous: T): T =>
  typeof update === 'function' ? (update as (p: T) => T)(previous) : update;

/** The layout of `boardId`'s table and its setters (TanStack `on…Change` shaped), each saving it. */
export function useTableLayout(boardId: string) {
  const [layout, setLayout] = useState(() => read(boardId));
  const change = useCallback(
    (part: keyof TableLayout, update: Update<Record<string, number | boolean>>) =>
      setLayout((previous) => {
        const next = { ...previous, [part]: apply(update, previous[part]) } as TableLayout;
        try {
          localStorage.setItem(keyFor(boardId), JSON.stringify(next));
        } catch {
          // Storage full or blocked: the layout lasts this visit.
        }
        return next;
      }),
    [boardId],
  );
  const setSizing = useCallback(
    (update: Update<Record<string, number>>) =>
      change('sizing', update as Update<Record<string, number | boolean>>),
    [change],
  );
  const setVisibility = useCallback(
    (update: Update<Record<string, boolean>>) =>
      change('visibility', update as Update<Record<string, number | boolean>>),
    [change],
  );
  return { layout, setSizing, setVisibility };
}
