/**
 * The table view's columns: open, list, title, labels, members, start, due, done, checklist progress, then one per
 * custom field in the board's order. Each has a sort key (cards without a value sort last either way) and says
 * whether a cell can be edited; the TanStack column definitions are built from these.
 */
import {
  columnResizingFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  tableFeatures,
  type SortFn,
} from '@tanstack/react-table';
import type { Board, Card, List } from '../../../domain/model';
import {
  compareValues,
  fieldsOf,
  orderedFields,
  valueFor,
  type FieldEntry,
} from '../../../domain/custom-fields/values';

/** The table's TanStack features: sorting, column widths (resizable) and hidden columns. */
export const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  columnSizingFeature,
  columnResizingFeature,
  columnVisibilityFeature,
});
export type Features = typeof features;

/** What a column is, for rendering and editing its cells. */
export type ColumnKind =
  'open' | 'list' | 'title' | 'labels' | 'members' | 'start' | 'due' | 'done' | 'checklist' | 'field';

/** What sorting and cells need besides the card. */
export interface ColumnContext {
  board: Board;
  lists: readonly List[];
  nameOf: (uid: string) => string;
  collate: (a: string, b: string) => number;
}

const helper = createColumnHelper<Features, Card>();

/** Check items done of all, or undefined without check items. */
export function progress(card: Card): number | undefined {
  const { checkItems, checkItemsDone } = card.counts;
  return checkItems === 0 ? undefined : checkItemsDone / checkItems;
}

/**
 * A column's sort: its accessor is the sort key (undefined without a value) so TanStack's `sortUndefined: 'last'`
 * puts cards without a value last in both directions, as spreadsheets do; the comparator only sees two values.
 */
function by<K>(key: (card: Card) => K | undefined, compare: (a: K, b: K) => number) {
  const sortFn: SortFn<Features, Card> = (a, b) => {
    const ka = key(a.original);
    const kb = key(b.original);
    if (ka === undefined || kb === undefined) return ka === kb ? 0 : ka === undefined ? 1 : -1;
    return compare(ka, kb);
  };
  return { key, sortFn };
}
const numbers = (a: number, b: number) => a - b;

/** The column definitions for `ctx`'s board; `header(id)` names each column. */
export function buildColumns(ctx: ColumnContext, header: (kind: ColumnKind, field?: FieldEntry) => string) {
  const { board, lists, nameOf, collate } = ctx;
  const listIndex = new Map(lists.map((list, i) => [list.id, i]));
  const labelName = new Map(board.labels.map((label) => [label.id, label.name || label.color]));
  const firstLabel = (card: Card) => {
    const names = card.labelIds.flatMap((id) => labelName.get(id) ?? []).sort(collate);
    return names[0];
  };
  const people = (card: Card) => {
    const names = [...card.memberNames, ...card.assigneeIds.map(nameOf)].sort(collate);
    return names.length > 0 ? names.join(', ') : undefined;
  };
  const column = (id: ColumnKind, size: number, sort?: ReturnType<typeof by>, extra = {}) =>
    helper.accessor((card) => (sort ? sort.key(card) : card.id), {
      id,
      header: () => header(id),
      size,
      minSize: 48,
      enableSorting: sort !== undefined,
      sortFn: sort?.sortFn,
      sortUndefined: 'last',
      // TanStack would start numeric keys descending; a first click sorts ascending in every column.
      sortDescFirst: false,
      ...extra,
    });
  const fieldColumn = (field: FieldEntry) => {
    const sort = by(
      (card) => valueFor(field, card.fields?.[field.id]),
      (a, b) => compareValues(field, a, b, collate),
    );
    return helper.accessor((card) => sort.key(card), {
      id: `field:${field.id}`,
      header: () => header('field', field),
      size: field.type === 'checkbox' ? 110 : 150,
      minSize: 48,
      sortFn: sort.sortFn,
      sortUndefined: 'last',
      // TanStack would start numeric keys descending; a first click sorts ascending in every column.
      sortDescFirst: false,
    });
  };
  return helper.columns([
    column('open', 64, undefined, { enableHiding: false, enableResizing: false }),
    column(
      'list',
      130,
      by((card) => listIndex.get(card.listId), numbers),
    ),
    column(
      'title',
      280,
      by((card) => card.title, collate),
      { enableHiding: false },
    ),
    column('labels', 160, by(firstLabel, collate)),
    column('members', 150, by(people, collate)),
    column(
      'start',
      120,
      by((card) => card.startAt ?? undefined, numbers),
    ),
    column(
      'due',
      190,
      by((card) => card.dueAt ?? undefined, numbers),
    ),
    column(
      'done',
      80,
      by((card) => (card.dueDone ? 0 : 1), numbers),
    ),
    column('checklist', 100, by(progress, numbers)),
    ...orderedFields(fieldsOf(board)).map(fieldColumn),
  ]);
}

/** The kind of a column id, and its field for a custom field column. */
export function kindOf(columnId: string, board: Board): { kind: ColumnKind; field?: FieldEntry } {
  if (!columnId.startsWith('field:')) return { kind: columnId as ColumnKind };
  const id = columnId.slice('field:'.length);
  const field = fieldsOf(board)[id];
  return { kind: 'field', field: field ? { ...field, id } : undefined };
}

/** Whether a cell of this kind (and field) can be edited in place. */
export function isEditable(kind: ColumnKind, field?: FieldEntry): boolean {
  return (
    ['title', 'labels', 'members', 'due', 'done'].includes(kind) || (kind === 'field' && field !== undefined)
  );
}
