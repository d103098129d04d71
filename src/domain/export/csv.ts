/**
 * A board as CSV for spreadsheets: one row per card on the board (open cards of open lists, in board order; card
 * templates left out), columns List, Title, Labels, Members, Due, Done, Checklist, Description, Blocked by (the
 * titles of the cards it waits on, issue 26 item 2), then one column per custom field, named after it, in the board's field order. RFC 4180:
 * comma-separated, CRLF line ends, a field quoted when it holds a comma, quote, CR or LF, quotes doubled. A cell that a spreadsheet would run
 * as a formula (starting with = + - @, tab or CR: OWASP "CSV injection") is prefixed with an apostrophe — and so is
 * every such start after a ";" or a tab inside a field: a spreadsheet whose list separator is ";" (German Excel)
 * or a tab-separated reader splits the line there, and the piece after it would be a cell of its own. Fields
 * holding a ";" are quoted too, for the readers that honour quotes.
 */
import type { Board, Card, List } from '../model';
import { orderBoard } from './to-lanes-json';
import { fieldsOf, optionName, orderedFields, valueFor, type FieldEntry } from '../custom-fields/values';
import { blockerIds } from '../dependencies';

/** The header row, in column order. */
export const CSV_COLUMNS = [
  'List',
  'Title',
  'Labels',
  'Members',
  'Due',
  'Done',
  'Checklist',
  'Description',
  'Blocked by',
] as const;

const FORMULA_START = /^[=+\-@\t\r]/;
/** A formula start right after a separator some reader splits at (";" in German Excel, tab). */
const FORMULA_AFTER_SPLIT = /([;\t])(?=[=+\-@\t\r])/g;
const NEEDS_QUOTES = /[",;\r\n]/;

/** One field: guarded against formula injection, then quoted if RFC 4180 (or a ";") requires it. */
export function csvCell(value: string): string {
  const guarded = value.replace(FORMULA_AFTER_SPLIT, "$1'");
  const safe = FORMULA_START.test(guarded) ? `'${guarded}` : guarded;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One record: its fields joined by commas (no line end). */
export function csvRow(values: readonly string[]): string {
  return values.map(csvCell).join(',');
}

/** How the CSV names people and writes times; the defaults suit any reader. */
export interface CsvOptions {
  /** The name of a Lanes account assigned to a card; default: its uid. */
  nameOf?: (uid: string) => string;
  /** A due date; default ISO 8601 in UTC ("2024-05-15T10:00:00.000Z"). */
  formatDate?: (ms: number) => string;
}

/** "3/5" check items done of all, or "" for a card without check items. */
export function checklistProgress(card: Card): string {
  let all = 0;
  let done = 0;
  for (const checklist of card.checklists) {
    all += checklist.items.length;
    done += checklist.items.filter((item) => item.done).length;
  }
  return all === 0 ? '' : `${done}/${all}`;
}

/**
 * A custom field's value as a CSV cell: text as is, a number as JavaScript writes it, a date by `formatDate`, a
 * checkbox `yes`/`no`, a dropdown its option's name; '' for no value.
 */
export function fieldCell(field: FieldEntry, card: Card, formatDate: (ms: number) => string): string {
  const typed = valueFor(field, card.fields?.[field.id]);
  if (field.type === 'checkbox') return typed ? 'yes' : 'no';
  if (!typed) return '';
  if (typed.type === 'date') return formatDate(typed.value);
  if (typed.type === 'dropdown') return optionName(field, typed.value);
  return String(typed.value);
}

/**
 * The CSV text of the board: header, then one row per open card of an open list (archived ones, or cards whose
 * list is not in `lists`, are left out). Labels and members are joined with ", "; an unnamed label shows its
 * colour. Ends with CRLF.
 */
export function boardToCsv(
  board: Pick<Board, 'labels' | 'customFields'>,
  lists: readonly List[],
  cards: readonly Card[],
  options: CsvOptions = {},
): string {
  const nameOf = options.nameOf ?? ((uid: string) => uid);
  const formatDate = options.formatDate ?? ((ms: number) => new Date(ms).toISOString());
  const labels = new Map(board.labels.map((label) => [label.id, label.name || label.color]));
  const open = orderBoard(
    lists.filter((list) => list.archivedAt === null),
    // Templates are patterns, not work: a spreadsheet of the board's cards leaves them out (the JSON keeps them).
    cards.filter((card) => card.archivedAt === null && !card.isTemplate),
  );
  const listTitle = new Map(open.lists.map((list) => [list.id, list.title]));
  const cardTitle = new Map(cards.map((card) => [card.id, card.title]));
  const fields = orderedFields(fieldsOf(board));
  const rows = open.cards.map((card) =>
    csvRow([
      listTitle.get(card.listId) ?? '',
      card.title,
      card.labelIds.flatMap((id) => labels.get(id) ?? []).join(', '),
      [...card.memberNames, ...card.assigneeIds.map(nameOf)].join(', '),
      card.dueAt === null ? '' : formatDate(card.dueAt),
      card.dueDone ? 'yes' : 'no',
      checklistProgress(card),
      card.description,
      blockerIds(card)
        .flatMap((id) => cardTitle.get(id) ?? [])
        .join(', '),
      ...fields.map((field) => fieldCell(field, card, formatDate)),
    ]),
  );
  return [csvRow([...CSV_COLUMNS, ...fields.map((field) => field.name)]), ...rows]
    .map((row) => `${row}\r\n`)
    .join('');
}
