/** Which lists of a board are collapsed on this device: remembered in localStorage per board. */
import { useCallback, useState } from 'react';

const keyFor = (boardId: string) => `lanes:collapsed-lists:${boardId}`;

function read(boardId: string): ReadonlySet<string> {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(keyFor(boardId)) ?? '[]');
    return new Set(Array.isArray(raw) ? raw.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

/** The ids of the collapsed lists of `boardId` and `toggle(listId)`, which flips one and saves the set. */
export function useCollapsedLists(boardId: string): {
  collapsed: ReadonlySet<string>;
  toggle: (listId: string) => void;
} {
  const [state, setState] = useState(() => ({ boardId, ids: read(boardId) }));
  // A different board: read its own set (state derived during render, no effect needed).
  const current = state.boardId === boardId ? state : { boardId, ids: read(boardId) };
  if (current !== state) setState(current);
  const toggle = useCallback(
    (listId: string) =>
      setState((prev) => {
        const ids = new Set(prev.ids);
        if (ids.has(listId)) ids.delete(listId);
        else ids.add(listId);
        try {
          localStorage.setItem(keyFor(prev.boardId), JSON.stringify([...ids]));
        } catch {
          // Storage full or blocked: the list still collapses for this visit.
        }
        return { boardId: prev.boardId, ids };
      }),
    [],
  );
  return { collapsed: current.ids, toggle };
}
