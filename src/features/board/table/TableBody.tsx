/**
 * The table's rows, virtualised (TanStack Virtual): only the rows near the scroll box are rendered, each a memoised
 * TableRow whose place never changes with the scroll. A component of its own, so a scroll re-renders this list and
 * not the header or the table model. It also keeps the keyboard focus on the active cell while the grid has it.
 */
import { memo, useEffect, type RefObject } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { Card } from '../../../domain/model';
import { TableRow, type RowContext } from './TableRow';

/** Row height (px): every row is one line, so the virtualiser need not measure. */
export const ROW_PX = 36;

export interface TableBodyProps {
  rows: readonly { id: string; original: Card }[];
  columns: readonly { id: string }[];
  widths: string;
  totalWidth: number;
  /** The active cell. */
  activeRow: number;
  activeCol: number;
  editing: boolean;
  context: RowContext;
  /** The grid's scroll box. */
  scrollElement: HTMLDivElement | null;
  /** Whether the grid has the focus; whether a closed editor hands it back to its cell. */
  focusInside: RefObject<boolean>;
  refocus: RefObject<boolean>;
}

function TableBodyView(props: TableBodyProps) {
  const { rows, columns, widths, totalWidth, activeRow, activeCol, editing, context } = props;
  const { scrollElement, focusInside, refocus } = props;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => ROW_PX,
    overscan: 8,
  });
  useEffect(() => {
    virtualizer.scrollToIndex(activeRow, { align: 'auto' });
    if ((!focusInside.current && !refocus.current) || editing) return;
    refocus.current = false;
    const focusCell = () => {
      // An editor opened meanwhile keeps the focus (effects can run a frame late).
      if (scrollElement?.querySelector('.table-td input:focus, .table-td select:focus')) return true;
      const cell = scrollElement?.querySelector<HTMLElement>(
        `[data-row="${activeRow}"] [data-col="${activeCol}"]`,
      );
      cell?.focus({ preventScroll: true });
      return cell !== null && cell !== undefined;
    };
    // The row may render only after the scroll above: then a frame later.
    if (focusCell()) return;
    const id = requestAnimationFrame(focusCell);
    return () => cancelAnimationFrame(id);
  }, [activeRow, activeCol, editing, virtualizer, focusInside, refocus, scrollElement]);

  return (
    <div className="table-body" style={{ height: virtualizer.getTotalSize(), width: totalWidth }}>
      {virtualizer.getVirtualItems().map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        const col = activeRow === item.index ? activeCol : -1;
        return (
          <TableRow
            key={row.id}
            index={item.index}
            start={item.start}
            card={row.original}
            columns={columns}
            widths={widths}
            activeCol={col}
            editing={col >= 0 && editing}
            context={context}
          />
        );
      })}
    </div>
  );
}

export const TableBody = memo(TableBodyView);
