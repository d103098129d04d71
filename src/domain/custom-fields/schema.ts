/**
 * Custom fields (issue 18): a board defines up to 50 fields (text, number, date, checkbox, dropdown); each card holds
 * its values in one map from field id to value, on the card document itself, so a move stays one write and opening
 * a board reads nothing more. Definitions live on the board document (`customFields`, keyed by field id, ordered by
 * `rank`); only owners and admins change them (permissions.ts `board.update`), writers set values (`card.write`).
 *
 * Composite schemas are `z.lazy`: each is built on its first parse, not when the module loads, so the start-up path
 * (the adapter's chunk, the board's) does not pay for schemas only writes and imports use (issue 19: these four
 * files took ~45 ms of that evaluation at 4× CPU throttling, ~12 ms after). The rules are the same; only when they
 * are built changes.
 */
import * as z from 'zod/mini';
import {
  CUSTOM_FIELD_NAME_MAX,
  CUSTOM_FIELD_OPTIONS_MAX,
  CUSTOM_FIELD_TEXT_MAX,
  CUSTOM_FIELDS_PER_BOARD,
} from '../limits';

/** The kinds of field, as Trello has them (Trello calls a dropdown a "list"). */
export const FIELD_TYPES = ['text', 'number', 'date', 'checkbox', 'dropdown'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** Field and option ids: the shape newId() makes (what firestore.rules accepts as a map key of `fields`). */
export const fieldIdSchema = z.string().check(z.regex(/^[A-Za-z0-9]{1,128}$/));

/** A name of a field or an option: 1 to 100 characters after trimming (Lanes, as label names). */
export const fieldNameSchema = z
  .string()
  .check(z.trim(), z.minLength(1, 'A name cannot be empty.'), z.maxLength(CUSTOM_FIELD_NAME_MAX));

/** One choice of a dropdown: its id (what a card stores), its name and its colour (a label colour name). */
export const fieldOptionSchema = z.lazy(() =>
  z.object({
    id: fieldIdSchema,
    name: fieldNameSchema,
    color: z.string().check(z.regex(/^[a-z_]{1,20}$/)),
  }),
);
export type FieldOption = z.infer<typeof fieldOptionSchema>;

/**
 * A field's definition. `rank` orders the fields (a fractional-indexing key, as lists and cards); `showOnCard`
 * shows its value on the card's tile; `options` are a dropdown's choices in order (up to 100, Lanes), empty for
 * other types. The type is fixed once made (as in Trello): a value's meaning depends on it.
 */
export const customFieldSchema = z.lazy(() =>
  z.object({
    name: fieldNameSchema,
    type: z.enum(FIELD_TYPES),
    rank: z.string().check(z.minLength(1), z.maxLength(256)),
    options: z._default(z.array(fieldOptionSchema).check(z.maxLength(CUSTOM_FIELD_OPTIONS_MAX)), []),
    showOnCard: z._default(z.boolean(), false),
  }),
);
export type CustomField = z.infer<typeof customFieldSchema>;

/** A board's field definitions by field id: at most 50 (Trello's `limits.customFields.perBoard`). */
export const customFieldsSchema = z.lazy(() =>
  z.record(fieldIdSchema, customFieldSchema).check(
    z.refine((fields) => Object.keys(fields).length <= CUSTOM_FIELDS_PER_BOARD, {
      message: `A board has at most ${CUSTOM_FIELDS_PER_BOARD} custom fields.`,
    }),
  ),
);
export type CustomFields = z.infer<typeof customFieldsSchema>;

/** A line of text: no line breaks (the value firestore.rules checks is one line). */
const ONE_LINE = /^[^\r\n]*$/;

/**
 * One value as a card stores it: text (one line, up to 1,000 characters) or a dropdown's option id (strings); a
 * number, or a date as epoch milliseconds (finite numbers); a checkbox (boolean). The field's type says which; a
 * value of the wrong kind for its field reads as no value (values.ts `valueFor`).
 */
export const fieldValueSchema = z.lazy(() =>
  z.union([
    z.string().check(z.maxLength(CUSTOM_FIELD_TEXT_MAX), z.regex(ONE_LINE, 'A field value is one line.')),
    z.number().check(z.refine(Number.isFinite, 'A number must be finite.')),
    z.boolean(),
  ]),
);
export type FieldValue = z.infer<typeof fieldValueSchema>;

/** A card's values by field id: at most one per field, so at most 50. */
export const fieldValuesSchema = z.lazy(() =>
  z.record(fieldIdSchema, fieldValueSchema).check(
    z.refine((values) => Object.keys(values).length <= CUSTOM_FIELDS_PER_BOARD, {
      message: `A card has at most ${CUSTOM_FIELDS_PER_BOARD} custom field values.`,
    }),
  ),
);
export type FieldValues = z.infer<typeof fieldValuesSchema>;
