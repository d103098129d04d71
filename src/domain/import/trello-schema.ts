/**
 * The shape of a Trello board export ("Export as JSON"), as far as Lanes reads it. Loose on purpose: Trello's format
 * has grown since 2015 (no `limits`, `start`, `cover` or top-level `labels` in old files; `nodeId`,
 * `recurrenceRule`, `mirrorSourceId` in new ones), so unknown keys are dropped and optional keys may be missing or
 * null. Only the types of what the importer uses are checked.
 */
import * as z from 'zod/mini';
import { AppError } from '../errors';

const optString = z.nullish(z.string());
const optBool = z.nullish(z.boolean());
const optIds = z.nullish(z.array(z.string()));
/** Data Lanes does not import but mentions in the report: only its presence and size matter. */
const optUnknowns = z.nullish(z.array(z.unknown()));

/**
 * Trello writes `pos` as a number; tools that rewrite exports sometimes leave a numeric string. Null means missing:
 * the importer then uses the item's place in its array.
 */
const posSchema = z.pipe(
  z.nullish(z.union([z.number(), z.string()], { error: 'should be a number' })),
  z.transform((value: number | string | null | undefined, payload) => {
    if (value === null || value === undefined) return null;
    const n = typeof value === 'number' ? value : Number(value);
    if ((typeof value === 'string' && value.trim() === '') || !Number.isFinite(n)) {
      payload.issues.push({ code: 'custom', message: 'should be a number', input: value });
      return z.NEVER;
    }
    return n;
  }),
);

const labelSchema = z.object({ id: z.string(), name: optString, color: optString });

/** A card's own copy of its labels; exports before top-level `labels` existed have no `id` here. */
const cardLabelSchema = z.object({ id: optString, name: optString, color: optString });

const attachmentSchema = z.object({
  id: optString,
  name: optString,
  url: optString,
  isUpload: optBool,
  bytes: z.nullish(z.number()),
  mimeType: optString,
  date: optString,
  /** Who attached it (a Trello member id). */
  idMember: optString,
});

/** A list's work-in-progress limit: a number, or (in some exports) a numeric string. */
const softLimitSchema = z.nullish(z.union([z.number(), z.string()]));

const listSchema = z.object({
  id: z.string(),
  name: optString,
  closed: optBool,
  pos: posSchema,
  softLimit: softLimitSchema,
  dateLastActivity: optString,
});

/** A card's cover: a colour, one of its attachments, or an uploaded or Unsplash image (`idUploadedBackground`). */
const coverSchema = z.object({
  color: optString,
  idAttachment: optString,
  idUploadedBackground: optString,
});

const cardSchema = z.object({
  id: z.string(),
  idList: z.string(),
  name: optString,
  desc: optString,
  closed: optBool,
  pos: posSchema,
  due: optString,
  dueComplete: optBool,
  isTemplate: optBool,
  start: optString,
  idLabels: optIds,
  labels: z.nullish(z.array(cardLabelSchema)),
  idMembers: optIds,
  attachments: z.nullish(z.array(attachmentSchema)),
  cover: z.nullish(coverSchema),
  /** The cover attachment in exports from before `cover` (about 2019). */
  idAttachmentCover: optString,
  dateLastActivity: optString,
  customFieldItems: optUnknowns,
  pluginData: optUnknowns,
  stickers: optUnknowns,
});

const checkItemSchema = z.object({
  name: optString,
  state: optString,
  pos: posSchema,
  /** Who the item is assigned to (a Trello member id), and its due date: newer exports only. */
  idMember: optString,
  due: optString,
});

const checklistSchema = z.object({
  id: z.string(),
  idCard: z.string(),
  name: optString,
  pos: posSchema,
  checkItems: z.nullish(z.array(checkItemSchema)),
});

const memberSchema = z.object({ id: optString, fullName: optString, username: optString });

/** A Trello board export. `lists` and `cards` come first so a file that is not an export is named as such. */
export const trelloExportSchema = z.object({
  lists: z.array(listSchema),
  cards: z.array(cardSchema),
  name: optString,
  desc: optString,
  prefs: z.nullish(
    z.object({
      background: optString,
      backgroundColor: optString,
      backgroundImage: optString,
      backgroundTopColor: optString,
      backgroundBottomColor: optString,
    }),
  ),
  labels: z.nullish(z.array(labelSchema)),
  labelNames: z.nullish(z.record(z.string(), optString)),
  checklists: z.nullish(z.array(checklistSchema)),
  members: z.nullish(z.array(memberSchema)),
  // Actions are of dozens of types; only `commentCard` ones are read, with `commentActionSchema`.
  actions: optUnknowns,
  customFields: optUnknowns,
  pluginData: optUnknowns,
});

/** A parsed Trello export: only the keys Lanes reads, typed. */
export type TrelloExport = z.output<typeof trelloExportSchema>;
export type TrelloList = TrelloExport['lists'][number];
export type TrelloCard = TrelloExport['cards'][number];
export type TrelloChecklist = NonNullable<TrelloExport['checklists']>[number];
export type TrelloAttachment = NonNullable<TrelloCard['attachments']>[number];

/** A comment: an action of type `commentCard`. A missing `data.card` means the card is gone from the file. */
export const commentActionSchema = z.object({
  id: optString,
  idMemberCreator: optString,
  date: optString,
  data: z.object({ text: z.string(), card: z.nullish(z.object({ id: z.string() })) }),
  memberCreator: z.nullish(z.object({ fullName: optString })),
});
export type TrelloComment = z.output<typeof commentActionSchema>;

/** Arrays of an export whose `null` entries are left out (and counted) rather than refusing the whole file. */
export const NULLABLE_ARRAYS = [
  'lists',
  'cards',
  'checklists',
  'labels',
  'members',
  'actions',
  'attachments',
  'checkItems',
] as const;
export type NullableArray = (typeof NULLABLE_ARRAYS)[number];

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * `json` without the null entries of its NULLABLE_ARRAYS (top level, each card's `attachments` and each checklist's
 * `checkItems`), each counted by `onNull`. Copies only what changes; `json` itself is never modified.
 */
function withoutNulls(json: Json, onNull: (array: NullableArray, n: number) => void): Json {
  const drop = (value: unknown, array: NullableArray): unknown => {
    if (!Array.isArray(value) || !value.includes(null)) return value;
    const kept = value.filter((entry) => entry !== null);
    onNull(array, value.length - kept.length);
    return kept;
  };
  const nested = (value: unknown, key: 'attachments' | 'checkItems'): unknown => {
    if (!Array.isArray(value)) return value;
    let copy: unknown[] | null = null;
    value.forEach((entry, i) => {
      if (!isObject(entry)) return;
      const inner = drop(entry[key], key);
      if (inner === entry[key]) return;
      copy ??= [...value];
      copy[i] = { ...entry, [key]: inner };
    });
    return copy ?? value;
  };
  const out: Json = { ...json };
  for (const array of ['lists', 'cards', 'checklists', 'labels', 'members', 'actions'] as const)
    if (array in out) out[array] = drop(out[array], array);
  out.cards = nested(out.cards, 'attachments');
  out.checklists = nested(out.checklists, 'checkItems');
  return out;
}

/**
 * Checks that `json` is a Trello board export and returns the part Lanes reads. Null entries of the arrays in
 * NULLABLE_ARRAYS are left out and reported through `onNull` (array name, how many).
 * Throws AppError `import/invalid-file` naming the first problem, with its path (`cards[3].idList should be a string.`).
 */
export function parseTrelloExport(
  json: unknown,
  onNull: (array: NullableArray, n: number) => void = () => undefined,
): TrelloExport {
  if (!isObject(json)) {
    throw new AppError(
      'import/invalid-file',
      `This is not a Trello board export: the file holds ${kindOf(json)}, not an object.`,
    );
  }
  const cleaned = withoutNulls(json, onNull);
  return parseWith(trelloExportSchema, cleaned, cleaned, []);
}

const closedThing = z.object({ id: z.string(), closed: z.literal(true) });
/** An action that archived a list or a card: `data.old.closed` false, the list's or card's `closed` now true. */
const closingActionSchema = z.object({
  type: z.enum(['updateList', 'updateCard']),
  date: z.string(),
  data: z.object({
    old: z.object({ closed: z.literal(false) }),
    list: z.nullish(z.unknown()),
    card: z.nullish(z.unknown()),
  }),
});

/**
 * The list or card an action archived and when (its ISO date), or null for any other action. Never throws: an
 * unreadable action only means the archive date is not known.
 */
export function readClosingAction(
  action: unknown,
): { kind: 'list' | 'card'; id: string; date: string } | null {
  const parsed = closingActionSchema.safeParse(action);
  if (!parsed.success) return null;
  const { type, date, data } = parsed.data;
  const thing = closedThing.safeParse(type === 'updateList' ? data.list : data.card);
  return thing.success ? { kind: type === 'updateList' ? 'list' : 'card', id: thing.data.id, date } : null;
}

/**
 * Reads action `actions[index]` when it is a comment (`type: 'commentCard'`), else returns null.
 * Throws AppError `import/invalid-file` when a comment's fields have the wrong types.
 */
export function readCommentAction(action: unknown, index: number): TrelloComment | null {
  if (typeof action !== 'object' || action === null || Array.isArray(action)) return null;
  if ((action as { type?: unknown }).type !== 'commentCard') return null;
  return parseWith(commentActionSchema, action, action, ['actions', index]);
}

function parseWith<S extends z.ZodMiniType>(
  schema: S,
  value: unknown,
  root: unknown,
  prefix: PropertyKey[],
): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const message = issue ? describeIssue(issue, root, prefix) : 'This is not a Trello board export.';
  throw new AppError('import/invalid-file', message, { cause: result.error });
}

function describeIssue(issue: z.core.$ZodIssue, root: unknown, prefix: PropertyKey[]): string {
  const path = [...prefix, ...issue.path];
  const present = valueAt(root, issue.path) !== undefined;
  let problem: string;
  if (issue.code === 'invalid_type' && !present) problem = 'is missing';
  else if (issue.code === 'invalid_type') problem = `should be ${withArticle(issue.expected)}`;
  else problem = issue.message;
  // A missing or mistyped top-level key means the file is some other JSON, not a damaged export.
  if (path.length === 1) return `This is not a Trello board export: "${String(path[0])}" ${problem}.`;
  return `${formatPath(path)} ${problem}.`;
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const key of path) {
    if (typeof value !== 'object' || value === null || typeof key === 'symbol') return undefined;
    if (!Object.prototype.hasOwnProperty.call(value, key)) return undefined;
    value = (value as Record<string | number, unknown>)[key];
  }
  return value;
}

function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out;
}

function withArticle(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (value === undefined) return 'nothing';
  return withArticle(typeof value);
}
