/**
 * Keyboard movement in the table (a WAI-ARIA grid): arrow keys, Home/End, Page Up/Down and Tab move the active
 * cell; Enter or F2 starts editing it (or opens, or ticks); Escape stops. The active cell is the one with
 * tabindex 0, so Tab into the table lands on it.
 */
import { useCallback, useState, type KeyboardEvent } from 'react';

export interface GridPosition {
  row: number;
  col: number;
}

export interface GridKeys {
  active: GridPosition;
  editing: boolean;
  setActive: (position: GridPosition) => void;
  setEditing: (editing: boolean) => void;
  onKeyDown: (e: KeyboardEvent<HTMLElement>) => void;
}

/**
 * The grid's keyboard state over `rows` × `cols` cells. `activate(position)` is Enter on a cell: it returns true
 * when it handled the cell itself (opened a card, ticked a box) and false to start editing; `editable` says which
 * cells can be edited.
 */
export function useGridKeys(
  rows: number,
  cols: number,
  editable: (position: GridPosition) => boolean,
  activate: (position: GridPosition) => boolean,
): GridKeys {
  const [active, setActiveState] = useState<GridPosition>({ row: 0, col: 1 });
  const [editing, setEditing] = useState(false);
  const clamp = useCallback(
    (p: GridPosition) => ({
      row: Math.max(0, Math.min(rows - 1, p.row)),
      col: Math.max(0, Math.min(cols - 1, p.col)),
    }),
    [rows, cols],
  );
  const setActive = useCallback((p: GridPosition) => setActiveState(clamp(p)), [clamp]);
  const current = clamp(active);

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (rows === 0) return;
    const move = (row: number, col: number) => {
      e.preventDefault();
      setEditing(false);
      setActiveState(clamp({ row, col }));
    };
    const { row, col } = current;
    if (e.key === 'Tab') {
      const next = e.shiftKey ? row * cols + col - 1 : row * cols + col + 1;
      // Past the first or last cell, Tab leaves the table as usual.
      if (next < 0 || next >= rows * cols) return setEditing(false);
      return move(Math.floor(next / cols), next % cols);
    }
    if (editing) {
      if (e.key === 'Escape') {
        e.preventDefault();
        e.stopPropagation();
        setEditing(false);
      }
      return;
    }
    const ctrl = e.ctrlKey || e.metaKey;
    switch (e.key) {
      case 'ArrowDown':
        return move(row + 1, col);
      case 'ArrowUp':
        return move(row - 1, col);
      case 'ArrowRight':
        return move(row, col + 1);
      case 'ArrowLeft':
        return move(row, col - 1);
      case 'PageDown':
        return move(row + 10, col);
      case 'PageUp':
        return move(row - 10, col);
      case 'Home':
        return move(ctrl ? 0 : row, 0);
      case 'End':
        return move(ctrl ? rows - 1 : row, cols - 1);
      case ' ':
        // Space ticks a box (done, a checkbox field) and does nothing else.
        if (activate(current)) e.preventDefault();
        return;
      case 'Enter':
      case 'F2':
        e.preventDefault();
        if (!activate(current) && editable(current)) setEditing(true);
        return;
      default:
    }
  };
  return { active: current, editing, setActive, setEditing, onKeyDown };
}
