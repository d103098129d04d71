/**
 * Custom fields in the Lanes board file (version 2, docs/export-format.md): the board's definitions as an array in
 * their order, each card's values as a map by field id with dates as ISO times. Ids are kept (they only need to be
 * unique within the board). Pure.
 */
import * as z from 'zod/mini';
import { CUSTOM_FIELD_OPTIONS_MAX, CUSTOM_FIELDS_PER_BOARD } from '../limits';
import { keysBetween } from '../ordering';
import {
  FIELD_TYPES,
  fieldNameSchema,
  fieldIdSchema,
  fieldOptionSchema,
  fieldValueSchema,
  type CustomFields,
  type FieldValues,
} from '../custom-fields/schema';
import { fitsField, orderedFields } from '../custom-fields/values';

/** A field as the file writes it: no rank (the array's order is the order). */
export const exportFieldSchema = z.object({
  id: fieldIdSchema,
  name: fieldNameSchema,
  type: z.enum(FIELD_TYPES),
  options: z._default(z.array(fieldOptionSchema).check(z.maxLength(CUSTOM_FIELD_OPTIONS_MAX)), []),
  showOnCard: z._default(z.boolean(), false),
});
export type ExportField = z.output<typeof exportFieldSchema>;

/** The board's fields in a file: at most 50 (Trello's `limits.customFields.perBoard`). */
export const exportFieldsSchema = z._default(
  z.array(exportFieldSchema).check(z.maxLength(CUSTOM_FIELDS_PER_BOARD)),
  [],
);

/** A card's values in a file: what a card stores, but a date as an ISO time. Checked against the fields on reading. */
export const exportValuesSchema = z._default(z.record(fieldIdSchema, fieldValueSchema), {});

/** The definitions as the file's array, in their order. */
export function fieldsToFile(fields: CustomFields): ExportField[] {
  return orderedFields(fields).map(({ id, name, type, options, showOnCard }) => ({
    id,
    name,
    type,
    options: options.map((o) => ({ id: o.id, name: o.name, color: o.color })),
    showOnCard,
  }));
}

/** A card's values for the file: only those of the board's fields and of their kind, dates as ISO times. */
export function valuesToFile(fields: CustomFields, values: FieldValues | undefined): FieldValues {
  const out: FieldValues = {};
  for (const [id, value] of Object.entries(values ?? {})) {
    const field = fields[id];
    if (!field || !fitsField(field, value)) continue;
    out[id] = field.type === 'date' ? new Date(value as number).toISOString() : value;
  }
  return out;
}

/** The file's array as definitions (the first of each id kept), ranked in the array's order. */
export function fieldsFromFile(file: readonly ExportField[]): CustomFields {
  const seen = new Set<string>();
  const unique = file.filter((f) => !seen.has(f.id) && seen.add(f.id));
  const ranks = keysBetween(null, null, unique.length);
  const fields: CustomFields = {};
  unique.forEach(({ id, ...field }, i) => {
    fields[id] = {
      ...field,
      options: field.type === 'dropdown' ? field.options : [],
      rank: ranks[i] ?? 'a0',
    };
  });
  return fields;
}

/**
 * A card's values from the file: dates read from ISO times, values of unknown fields or of the wrong kind left
 * out; returns them and how many were left out.
 */
export function valuesFromFile(
  fields: CustomFields,
  values: FieldValues,
): { values: FieldValues; dropped: number } {
  const out: FieldValues = {};
  let dropped = 0;
  for (const [id, raw] of Object.entries(values)) {
    const field = fields[id];
    const value = field?.type === 'date' && typeof raw === 'string' ? Date.parse(raw) : raw;
    if (field && fitsField(field, value)) out[id] = value;
    else dropped += 1;
  }
  return { values: out, dropped };
}
