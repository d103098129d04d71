/**
 * The table view's grid: one row per card shown (the board's filter applied), sortable columns (click or Enter on a
 * header), resizable and hideable columns (remembered per board on this device), cells edited in place, rows
 * virtualised so 5,000 cards render only what is on screen. A WAI-ARIA grid: arrow keys, Tab, Enter, Escape.
 */
import { useMemo, useRef, useState } from 'react';
import { useTable } from '@tanstack/react-table';
import i18next from 'i18next';
import { useTranslation } from '../../../i18n/use-translation';
import { useBackend } from '../../../backend/context';
import { useBoardPaths } from '../../../ui/board-base';
import type { CardPatch } from '../../../domain/inputs';
import type { Board, Card, List } from '../../../domain/model';
import { fieldsOf, valuesOf, withValue } from '../../../domain/custom-fields/values';
import { describeError } from '../../../ui/describe-error';
import { useLocation, useNavigate } from '../../../ui/routing';
import { useToast } from '../../../ui/toast';
import { ColumnsMenu } from './ColumnsMenu';
import { buildColumns, features, isEditable, kindOf, type ColumnKind } from './table-columns';
import type { RowContext } from './TableRow';
import { TableBody } from './TableBody';
import { useGridKeys, type GridPosition } from './use-grid-keys';
import { useTableLayout } from './use-table-layout';
import './table.css';

export interface CardTableProps {
  board: Board;
  lists: readonly List[];
  cards: readonly Card[];
  canEdit: boolean;
  nameOf: (uid: string) => string;
}

export function CardTable({ board, lists, cards, canEdit, nameOf }: CardTableProps) {
  const { t, i18n } = useTranslation('fields');
  const { boards } = useBackend();
  const toast = useToast();
  const navigate = useNavigate();
  const { search } = useLocation();
  const links = useBoardPaths();
  const collate = useMemo(() => new Intl.Collator(i18n.language, { numeric: true }).compare, [i18n.language]);
  const header = (kind: ColumnKind, field?: { name: string }) => field?.name ?? t(`table.columns.${kind}`);
  const columns = useMemo(
    () => buildColumns({ board, lists, nameOf, collate }, header),
    // `header` reads the language, which `collate` follows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [board, lists, nameOf, collate],
  );
  const data = useMemo(() => [...cards], [cards]);
  const { layout, setSizing, setVisibility } = useTableLayout(board.id);
  const [sorting, setSorting] = useState<{ id: string; desc: boolean }[]>([]);
  const table = useTable({
    features,
    columns,
    data,
    getRowId: (card) => card.id,
    columnResizeMode: 'onChange',
    enableMultiSort: false,
    state: { sorting, columnSizing: layout.sizing, columnVisibility: layout.visibility },
    onSortingChange: setSorting,
    onColumnSizingChange: setSizing,
    onColumnVisibilityChange: setVisibility,
  });
  const rows = table.getRowModel().rows;
  const visibleColumns = table.getVisibleLeafColumns();
  // State, not a ref: React attaches a parent's ref after its children's layout effects, so the body's
  // virtualiser, reading a ref as it mounts, would find no scroll box and render no rows.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);

  const update = (card: Card) => (patch: CardPatch | ((latest: Card) => CardPatch)) =>
    void boards
      .updateCard(board.id, card.id, patch)
      .catch((e: unknown) => toast({ text: describeError(e).summary }));
  const cellAt = ({ row, col }: GridPosition) => {
    const card = rows[row]?.original;
    const column = visibleColumns[col];
    return card && column ? { card, ...kindOf(column.id, board) } : null;
  };
  const grid = useGridKeys(
    rows.length,
    visibleColumns.length,
    (p) => {
      const cell = cellAt(p);
      return canEdit && cell !== null && isEditable(cell.kind, cell.field);
    },
    (p) => {
      const cell = cellAt(p);
      if (!cell) return true;
      if (cell.kind === 'open') {
        navigate(links.viewCard(board.id, 'table', cell.card.id) + search);
        return true;
      }
      if (!canEdit) return true;
      if (cell.kind === 'done') update(cell.card)({ dueDone: !cell.card.dueDone });
      else if (cell.kind === 'field' && cell.field?.type === 'checkbox') {
        const field = cell.field;
        update(cell.card)((latest) => ({
          fields: withValue(
            valuesOf(latest),
            fieldsOf(board),
            field.id,
            latest.fields?.[field.id] === true ? null : true,
          ),
        }));
      } else return false;
      return true;
    },
  );

  // The active cell keeps the keyboard focus while the grid has it (also after a sort or a scroll): TableBody.
  const focusInside = useRef(false);
  // An editor that closes takes the focus with it: the cell it was in (or the one below) takes it back.
  const refocus = useRef(false);

  const totalWidth = table.getTotalSize();
  // One string for all widths: a row re-renders when a column is resized, not at every scroll.
  const widths = visibleColumns.map((column) => column.getSize()).join(',');
  const { setActive, setEditing } = grid;
  const rowContext = useMemo<RowContext>(
    () => ({
      board,
      lists,
      nameOf,
      canEdit,
      totalWidth,
      cardHref: (cardId) => links.viewCard(board.id, 'table', cardId) + search,
      open: (cardId) => navigate(links.viewCard(board.id, 'table', cardId) + search),
      update,
      setActive,
      edit: () => setEditing(true),
      done: (row, col, next) => {
        refocus.current = true;
        setEditing(false);
        setActive({ row: next === 'down' ? row + 1 : row, col });
      },
    }),
    // `update` is made anew each render but only closes over stable things (the port, the board id, the toast).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [board, lists, nameOf, canEdit, totalWidth, search, setActive, setEditing, navigate],
  );
  return (
    <div className="card-table-wrap">
      <div className="table-tools">
        <ColumnsMenu table={table} label={header} board={board} />
      </div>
      <div
        ref={setScrollElement}
        className="card-table-scroll"
        role="grid"
        aria-label={t('table.label', { board: board.title })}
        aria-rowcount={rows.length + 1}
        aria-colcount={visibleColumns.length}
        onKeyDown={grid.onKeyDown}
        onFocus={() => (focusInside.current = true)}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) focusInside.current = false;
        }}
      >
        <div className="table-head" role="row" aria-rowindex={1} style={{ width: totalWidth }}>
          {table
            .getFlatHeaders()
            .filter((h) => h.column.getIsVisible())
            .map((h) => {
              const sorted = h.column.getIsSorted();
              return (
                <div
                  key={h.id}
                  role="columnheader"
                  className="table-th"
                  style={{ width: h.getSize() }}
                  aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                >
                  {h.column.getCanSort() ? (
                    <button type="button" className="th-sort" onClick={h.column.getToggleSortingHandler()}>
                      {header(...labelOf(h.column.id, board))}
                      <span aria-hidden>{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}</span>
                    </button>
                  ) : (
                    <span className="visually-hidden">{header(...labelOf(h.column.id, board))}</span>
                  )}
                  {h.column.getCanResize() && (
                    <span
                      className={`th-resize${h.column.getIsResizing() ? ' on' : ''}`}
                      onMouseDown={h.getResizeHandler()}
                      onTouchStart={h.getResizeHandler()}
                      aria-hidden
                    />
                  )}
                </div>
              );
            })}
        </div>
        <TableBody
          rows={rows}
          columns={visibleColumns}
          widths={widths}
          totalWidth={totalWidth}
          activeRow={grid.active.row}
          activeCol={grid.active.col}
          editing={grid.editing}
          context={rowContext}
          scrollElement={scrollElement}
          focusInside={focusInside}
          refocus={refocus}
        />
        {rows.length === 0 && <p className="hint table-empty">{i18next.t('board:filter.nothing')}</p>}
      </div>
    </div>
  );
}

/** The header arguments for a column id. */
function labelOf(columnId: string, board: Board): [ColumnKind, { name: string } | undefined] {
  const { kind, field } = kindOf(columnId, board);
  return [kind, field];
}
