/**
 * Changes to a board's field definitions, each a new `customFields` map for one `updateBoard` (owners and admins):
 * add, rename, show on tiles, move up or down, delete (and put back, for Undo), and a dropdown's options. Pure; the
 * limits are checked here as the adapters check them again (`limit-exceeded` past 50 fields or 100 options).
 */
import { AppError } from '../errors';
import { newId } from '../ids';
import { CUSTOM_FIELD_OPTIONS_MAX, CUSTOM_FIELDS_PER_BOARD } from '../limits';
import { keyAtEnd, keyForMove } from '../ordering';
import type { CustomField, CustomFields, FieldOption, FieldType } from './schema';
import { orderedFields } from './values';

/** The colours offered for a new option, in turn (label colour names). */
export const OPTION_COLORS = [
  'green',
  'yellow',
  'orange',
  'red',
  'purple',
  'blue',
  'sky',
  'lime',
  'pink',
  'gray',
];

/**
 * `fields` with a new field `name` of `type` at the end; returns the map and the new id. Throws `limit-exceeded`
 * past CUSTOM_FIELDS_PER_BOARD (50, Trello's limit).
 */
export function addField(
  fields: CustomFields,
  name: string,
  type: FieldType,
  id = newId(),
): { fields: CustomFields; id: string } {
  if (Object.keys(fields).length >= CUSTOM_FIELDS_PER_BOARD)
    throw new AppError('limit-exceeded', `A board has at most ${CUSTOM_FIELDS_PER_BOARD} custom fields.`);
  const rank = keyAtEnd(orderedFields(fields));
  const field: CustomField = { name: name.trim(), type, rank, options: [], showOnCard: false };
  return { fields: { ...fields, [id]: field }, id };
}

/** `fields` with field `id` changed by `patch` (name, showOnCard, options); unknown ids leave it as it was. */
export function changeField(
  fields: CustomFields,
  id: string,
  patch: Partial<Pick<CustomField, 'name' | 'showOnCard' | 'options'>>,
): CustomFields {
  const field = fields[id];
  if (!field) return fields;
  return { ...fields, [id]: { ...field, ...patch } };
}

/** `fields` with field `id` moved `by` places (−1 up, +1 down) in their order; at an end it stays. */
export function moveField(fields: CustomFields, id: string, by: number): CustomFields {
  const ordered = orderedFields(fields);
  const at = ordered.findIndex((f) => f.id === id);
  const to = at + by;
  const field = fields[id];
  if (!field || at < 0 || to < 0 || to >= ordered.length) return fields;
  return { ...fields, [id]: { ...field, rank: keyForMove(ordered, id, to) } };
}

/** `fields` without field `id` (its values stay on the cards, so putting it back restores them). */
export function deleteField(fields: CustomFields, id: string): CustomFields {
  const next = { ...fields };
  delete next[id];
  return next;
}

/**
 * `options` with a new option `name` at the end, coloured with the next colour of OPTION_COLORS. Throws
 * `limit-exceeded` past CUSTOM_FIELD_OPTIONS_MAX (100, Lanes).
 */
export function addOption(options: readonly FieldOption[], name: string, id = newId()): FieldOption[] {
  if (options.length >= CUSTOM_FIELD_OPTIONS_MAX)
    throw new AppError('limit-exceeded', `A dropdown has at most ${CUSTOM_FIELD_OPTIONS_MAX} options.`);
  const color = OPTION_COLORS[options.length % OPTION_COLORS.length] ?? 'gray';
  return [...options, { id, name: name.trim(), color }];
}

/** `options` with option `id` moved `by` places; at an end it stays. */
export function moveOption(options: readonly FieldOption[], id: string, by: number): FieldOption[] {
  const at = options.findIndex((o) => o.id === id);
  const to = at + by;
  if (at < 0 || to < 0 || to >= options.length) return [...options];
  const next = [...options];
  const [moved] = next.splice(at, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}
