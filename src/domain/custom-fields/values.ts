/**
 * Reading and writing a card's custom field values against its board's definitions: the fields in order, a value
 * read as its field's type (a value of the wrong kind reads as none), a change of one value, the adapters' check of
 * a whole map, and the order the table sorts by. Pure.
 */
import { AppError } from '../errors';
import type { Board, Card } from '../model';
import type { CustomField, CustomFields, FieldValue, FieldValues } from './schema';

/** A field with its id, as the UI lists them. */
export type FieldEntry = CustomField & { id: string };

const NO_FIELDS: CustomFields = {};
const NO_VALUES: FieldValues = {};

/** The board's field definitions (none when it has none). */
export function fieldsOf(board: Pick<Board, 'customFields'>): CustomFields {
  return board.customFields ?? NO_FIELDS;
}

/** The card's values by field id (none when it has none). */
export function valuesOf(card: Pick<Card, 'fields'>): FieldValues {
  return card.fields ?? NO_VALUES;
}

/** The board's fields in their order (`rank`, then id), each with its id. */
export function orderedFields(fields: CustomFields): FieldEntry[] {
  return Object.entries(fields)
    .map(([id, field]) => ({ ...field, id }))
    .sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** A value read as its field's type: text, number, date (epoch ms), checkbox, dropdown option id. */
export type TypedValue =
  | { type: 'text'; value: string }
  | { type: 'number'; value: number }
  | { type: 'date'; value: number }
  | { type: 'checkbox'; value: boolean }
  | { type: 'dropdown'; value: string };

/** Whether `value` is of the kind `field` stores; a dropdown's only if it names one of its options. */
export function fitsField(field: CustomField, value: FieldValue): boolean {
  switch (field.type) {
    case 'text':
      return typeof value === 'string';
    case 'number':
    case 'date':
      return typeof value === 'number' && Number.isFinite(value);
    case 'checkbox':
      return typeof value === 'boolean';
    case 'dropdown':
      return typeof value === 'string' && field.options.some((o) => o.id === value);
  }
}

/**
 * The card's value of `field` as its type, or undefined when it has none: no value, an empty text, an unticked
 * checkbox, or a value of the wrong kind (a dropdown option since deleted included).
 */
export function valueFor(field: CustomField, value: FieldValue | undefined): TypedValue | undefined {
  if (value === undefined || value === '' || value === false || !fitsField(field, value)) return undefined;
  return { type: field.type, value } as TypedValue;
}

/**
 * `values` with field `fieldId` set to `value` (null, '' or false clears it), keeping only values of fields in
 * `fields`: a field deleted from the board leaves its values behind until the card is next written.
 */
export function withValue(
  values: FieldValues,
  fields: CustomFields,
  fieldId: string,
  value: FieldValue | null,
): FieldValues {
  const next: FieldValues = {};
  for (const [id, v] of Object.entries(values)) if (id !== fieldId && fields[id]) next[id] = v;
  if (value !== null && value !== '' && value !== false) next[fieldId] = value;
  return next;
}

/**
 * Throws AppError `invalid-argument` unless every value of `values` belongs to a field of `fields` and is of its
 * kind (what both adapters check before writing a card's values; firestore.rules checks keys and kinds again).
 */
export function checkValues(fields: CustomFields, values: FieldValues): void {
  for (const [id, value] of Object.entries(values)) {
    const field = fields[id];
    if (!field) throw new AppError('invalid-argument', `Custom field ${id} is not on this board.`);
    if (!fitsField(field, value))
      throw new AppError('invalid-argument', `Custom field "${field.name}" does not take that value.`);
  }
}

/** The option name of a dropdown value, or '' for an option not (or no longer) on the field. */
export function optionName(field: CustomField, optionId: string): string {
  return field.options.find((o) => o.id === optionId)?.name ?? '';
}

/**
 * Orders two cards' values of one field for a sort: cards without a value last in either direction is the
 * caller's job; here a < b is negative. Text and option names compare by `collate` (a language's Collator),
 * dropdowns in the field's option order, numbers and dates by size, checkboxes ticked first.
 */
export function compareValues(
  field: CustomField,
  a: TypedValue,
  b: TypedValue,
  collate: (x: string, y: string) => number,
): number {
  if (a.type === 'dropdown' && b.type === 'dropdown') {
    const index = (id: string) => field.options.findIndex((o) => o.id === id);
    return index(a.value) - index(b.value);
  }
  if (typeof a.value === 'string' && typeof b.value === 'string') return collate(a.value, b.value);
  if (typeof a.value === 'number' && typeof b.value === 'number') return a.value - b.value;
  if (typeof a.value === 'boolean' && typeof b.value === 'boolean') return Number(b.value) - Number(a.value);
  return 0;
}
