/**
 * Custom field values as Firestore stores them: each value a tagged string — `s` + text (or a dropdown's option id),
 * `n` + a number as JavaScript writes it (dates are epoch ms), `b1` / `b0` a checkbox. Security rules cannot loop
 * over a map, but they can join its values into one string and test it with one regular expression: tagged strings
 * let firestore.rules check the kind and size of every value of a card in one expression (see `validFieldValues`
 * there, whose pattern is FIELD_VALUES_PATTERN below). The rest of Lanes sees plain values; this is the only place
 * that knows the encoding.
 */
import type { FieldValue, FieldValues } from './schema';
import { fieldValueSchema } from './schema';

/**
 * The pattern firestore.rules matches the card's values against, joined by line feeds (RE2, whole string): each a
 * text of one line up to 1,000 characters (CUSTOM_FIELD_TEXT_MAX), a finite number, or a checkbox.
 */
export const FIELD_VALUE_PATTERN = 's.{0,1000}|n-?[0-9]+([.][0-9]+)?(e[-+][0-9]+)?|b[01]';
export const FIELD_VALUES_PATTERN = `(${FIELD_VALUE_PATTERN})(\\n(${FIELD_VALUE_PATTERN}))*`;

/** One value as stored. */
export function encodeFieldValue(value: FieldValue): string {
  if (typeof value === 'string') return `s${value}`;
  if (typeof value === 'number') return `n${String(value)}`;
  return value ? 'b1' : 'b0';
}

/** A card's values as stored. */
export function encodeFieldValues(values: FieldValues): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([id, value]) => [id, encodeFieldValue(value)]));
}

/** One stored value as a value, or undefined when it is not one (written by hand or by another version). */
export function decodeFieldValue(stored: unknown): FieldValue | undefined {
  if (typeof stored !== 'string' || stored.length === 0) return undefined;
  const body = stored.slice(1);
  const value =
    stored[0] === 's'
      ? body
      : stored[0] === 'n'
        ? Number(body)
        : stored === 'b1'
          ? true
          : stored === 'b0'
            ? false
            : undefined;
  return fieldValueSchema.safeParse(value).success ? value : undefined;
}

/** A card document's stored `fields` as values; unreadable entries are left out, a missing map stays missing. */
export function decodeFieldValues(stored: unknown): FieldValues | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined;
  const values: FieldValues = {};
  for (const [id, raw] of Object.entries(stored)) {
    const value = decodeFieldValue(raw);
    if (value !== undefined) values[id] = value;
  }
  return values;
}
