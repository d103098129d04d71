/**
 * One row of the table view, memoised: scrolling renders only the rows that come into view (a row's place never
 * changes with the scroll), and an edit re-renders only its card's row and the rows whose active cell changed.
 */
import { memo } from 'react';
import type { CardPatch } from '../../../domain/inputs';
import type { Board, Card, List } from '../../../domain/model';
import { isEditable, kindOf } from './table-columns';
import { TableCell } from './TableCell';

/** What every row shares (one object while the board, the filter URL and the layout stay). */
export interface RowContext {
  board: Board;
  lists: readonly List[];
  nameOf: (uid: string) => string;
  canEdit: boolean;
  totalWidth: number;
  cardHref: (cardId: string) => string;
  /** Opens the card's dialog over the table. */
  open: (cardId: string) => void;
  update: (card: Card) => (patch: CardPatch | ((latest: Card) => CardPatch)) => void;
  setActive: (position: { row: number; col: number }) => void;
  /** Starts editing the active cell. */
  edit: () => void;
  /** Ends an edit of cell (`row`, `col`); `next` 'down' moves the active cell below. */
  done: (row: number, col: number, next?: 'down') => void;
}

export interface TableRowProps {
  index: number;
  start: number;
  card: Card;
  /** The visible columns, in order (their ids). */
  columns: readonly { id: string }[];
  /** The columns' widths joined by commas (px). */
  widths: string;
  /** The active cell's column in this row, or -1. */
  activeCol: number;
  editing: boolean;
  context: RowContext;
}

function TableRowView({ index, start, card, columns, widths, activeCol, editing, context }: TableRowProps) {
  const sizes = widths.split(',').map(Number);
  const { board, canEdit } = context;
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      data-row={index}
      className={`table-row${card.dueDone ? ' done' : ''}`}
      style={{ transform: `translateY(${start}px)`, width: context.totalWidth }}
    >
      {columns.map((column, col) => {
        const active = activeCol === col;
        const { kind, field } = kindOf(column.id, board);
        return (
          <div
            key={column.id}
            role="gridcell"
            data-col={col}
            tabIndex={active ? 0 : -1}
            className={`table-td kind-${kind}${active ? ' active' : ''}`}
            style={{ width: sizes[col] }}
            onClick={() => context.setActive({ row: index, col })}
            onDoubleClick={() => {
              if (canEdit && isEditable(kind, field)) context.edit();
            }}
          >
            <TableCell
              kind={kind}
              field={field}
              card={card}
              board={board}
              lists={context.lists}
              nameOf={context.nameOf}
              editing={active && editing}
              canEdit={canEdit}
              cardHref={context.cardHref(card.id)}
              open={() => context.open(card.id)}
              update={context.update(card)}
              done={(next) => context.done(index, col, next)}
            />
          </div>
        );
      })}
    </div>
  );
}

export const TableRow = memo(TableRowView);
