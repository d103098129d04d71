/**
 * What can be shown of a server document that does not match its schema (issue 28: no silent drops). A board, list
 * or card that fails its schema — written by another version, by hand, or past a rules gap — is not left out, which
 * would hide it (and for a board or list, everything under it) from everyone: each field that parses on its own is
 * kept, each one that does not is replaced by a stated fallback (a text cut to its limit, an array without its
 * unreadable items, an empty value), and the fields replaced are reported beside the row (rows.ts), so the board
 * says what it could not read.
 */
import * as z from 'zod/mini';
import { cutChars } from '../../../domain/chars';
import {
  CHECKLISTS_PER_CARD,
  LABELS_PER_BOARD,
  TEXT_MAX,
  TIME_MIN_MS,
  TITLE_MAX,
} from '../../../domain/limits';
import { checklistSchema, idSchema, labelSchema, roleSchema } from '../../../domain/model';
import type { Row } from '../../../domain/sync/writes';

/** A fallback for one field: its value from the document's unreadable one (undefined: leave the field out). */
export type Fallback = (raw: unknown) => unknown;

/** Shown for a title that cannot be read at all (not a string, or empty): a sign, not words, in every language. */
export const UNREADABLE_TITLE = '⚠';

/** A text cut to `max` characters (chars.ts counting), or `empty` when nothing readable is left. */
const text =
  (max: number, empty: string): Fallback =>
  (raw) => {
    const cut = typeof raw === 'string' ? cutChars(raw.trim(), max).trim() : '';
    return cut === '' ? empty : cut;
  };

/** The items of an array that parse with `item`, at most `max` of them; an empty array for anything else. */
const itemsOf =
  (item: z.ZodMiniType, max = Number.POSITIVE_INFINITY): Fallback =>
  (raw) =>
    (Array.isArray(raw) ? raw.filter((value) => item.safeParse(value).success) : []).slice(0, max);

const always =
  (value: unknown): Fallback =>
  () =>
    value;

const title = text(TITLE_MAX, UNREADABLE_TITLE);
const times = { createdAt: always(TIME_MIN_MS), updatedAt: always(TIME_MIN_MS), archivedAt: always(null) };
/** A valid fractional-indexing key (ordering.ts): an unreadable rank puts the list or card first. */
const firstRank = always('a0');
const strings = itemsOf(z.string());

/**
 * The fallbacks of the kinds a replica salvages. Fields without one (a card's `listId`: where would it go?) make
 * the document unreadable as a whole. Ids and parents' ids come from the path and are never salvaged.
 */
export const FALLBACKS: Record<'board' | 'list' | 'card', Record<string, Fallback>> = {
  board: {
    title,
    description: text(TEXT_MAX, ''),
    background: always('blue'),
    labels: itemsOf(labelSchema, LABELS_PER_BOARD),
    roles: (raw) =>
      Object.fromEntries(
        Object.entries(typeof raw === 'object' && raw !== null ? raw : {}).filter(
          ([, role]) => roleSchema.safeParse(role).success,
        ),
      ),
    memberIds: strings,
    createdBy: always(''),
    ...times,
    importState: always(null),
    customFields: always(undefined),
    importedAt: always(undefined),
  },
  list: { title, rank: firstRank, wipLimit: always(null), ...times },
  card: {
    rank: firstRank,
    title,
    description: text(TEXT_MAX, ''),
    labelIds: itemsOf(idSchema),
    assigneeIds: strings,
    memberNames: always([]),
    startAt: always(null),
    dueAt: always(null),
    dueDone: always(false),
    checklists: itemsOf(checklistSchema, CHECKLISTS_PER_CARD),
    coverAttachmentId: always(null),
    coverColor: always(null),
    counts: always({ comments: 0, attachments: 0, checkItems: 0, checkItemsDone: 0 }),
    isTemplate: always(undefined),
    fields: always(undefined),
    blockedBy: always(undefined),
    createdBy: always(''),
    ...times,
  },
};

/** The fields of an object schema (through `z.lazy`, as the model's schemas are written). */
function shapeOf(schema: z.ZodMiniType): Record<string, z.ZodMiniType> | null {
  const def = (schema as unknown as { _zod: { def: { type: string; getter?: () => z.ZodMiniType } } })._zod
    .def;
  if (def.type === 'lazy' && def.getter) return shapeOf(def.getter());
  const shape = (schema as unknown as { shape?: Record<string, z.ZodMiniType> }).shape;
  return shape ?? null;
}

/**
 * `data` as `schema`'s row with `extra` (ids from the path) added, each field that does not parse replaced by its
 * fallback; with the names of the fields replaced. Null when a field without a fallback does not parse, or the
 * result still does not match (a rule across fields).
 */
export function salvage(
  schema: z.ZodMiniType,
  fallbacks: Record<string, Fallback>,
  data: Record<string, unknown>,
  extra: Record<string, string>,
): { row: Row; fields: string[] } | null {
  const shape = shapeOf(schema);
  if (!shape) return null;
  const out: Row = {};
  const fields: string[] = [];
  for (const [key, field] of Object.entries(shape)) {
    if (key in extra) continue;
    const raw = data[key];
    if (field.safeParse(raw).success) {
      if (raw !== undefined) out[key] = raw;
      continue;
    }
    const fallback = fallbacks[key];
    if (!fallback) return null;
    fields.push(key);
    const value = fallback(raw);
    if (value !== undefined) out[key] = value;
  }
  const whole = schema.safeParse({ ...out, ...extra });
  return whole.success ? { row: whole.data as Row, fields } : null;
}
