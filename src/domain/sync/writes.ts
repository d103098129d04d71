/**
 * A change as Firebase mode's outbox keeps it (docs/sync.md): document writes by Firestore-style path
 * (ARCHITECTURE.md §4), in the model's units (times in epoch ms, custom field values plain), with two stand-ins for
 * what only the server can fill in: its clock and an increment. The outbox stores them (IndexedDB, so plain data),
 * the replica applies them at once (`applyWrite`), and the Firebase adapter sends them as Firestore writes.
 */
import type { FieldValue } from '../calls/tx';

/** The server's clock at commit (Firestore's `serverTimestamp()`); the replica shows the device's clock meanwhile. */
export interface ServerTime {
  readonly $: 'serverTime';
}

/** Adds `by` to a number field (Firestore's `increment(by)`; a missing field counts as 0). */
export interface Increment {
  readonly $: 'increment';
  readonly by: number;
}

/** A value a write may hold: JSON, or one of the stand-ins above (top level or at a dotted path). */
export type WriteValue = FieldValue | ServerTime | Increment;

/**
 * Fields of a write: top-level names, or dotted paths into maps (`counts.comments`) for updates; each value a
 * WriteValue (typed loosely so the commands' zod-checked patches fit as they are; `undefined` values are skipped).
 */
export type WriteData = { readonly [field: string]: unknown };

/**
 * One document write: `set` creates or replaces the document at `path` (`boards/b1/cards/c1`), `update` changes the
 * named fields of an existing one (the server refuses it when the document is missing), `delete` removes it.
 */
export type DocWrite =
  | { kind: 'set'; path: string; data: WriteData }
  | { kind: 'update'; path: string; data: WriteData }
  | { kind: 'delete'; path: string };

/** A row as the replica keeps it: the model's fields, with the ids its path names. */
export type Row = Record<string, unknown>;

/**
 * Top-level fields Lanes stores as Firestore Timestamps (ARCHITECTURE.md §4): epoch ms everywhere else. Nested
 * times (a check item's `dueAt`) are stored as numbers.
 */
export const TIME_FIELDS: ReadonlySet<string> = new Set([
  'createdAt',
  'updatedAt',
  'archivedAt',
  'expiresAt',
  'acceptedAt',
  'editedAt',
  'readAt',
  'startAt',
  'dueAt',
  'deletedAt',
]);

/** The server's clock at commit. */
export const serverTime = (): ServerTime => ({ $: 'serverTime' });

/** `by` added to a number field on the server. */
export const increment = (by: number): Increment => ({ $: 'increment', by });

/** True for the stand-in `value` is, of kind `kind`. */
export function isSentinel<K extends 'serverTime' | 'increment'>(
  value: unknown,
  kind: K,
): value is K extends 'serverTime' ? ServerTime : Increment {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && '$' in value && value.$ === kind
  );
}

/** `value` with a stand-in replaced by what this device can tell now: its clock, `current` + the increment. */
function resolve(value: unknown, current: unknown, now: number): unknown {
  if (isSentinel(value, 'serverTime')) return now;
  if (isSentinel(value, 'increment')) return (typeof current === 'number' ? current : 0) + value.by;
  return value;
}

/** A copy of `row` with `value` at the dotted `field` (maps on the way are copied, or made). */
function setPath(row: Row, field: string, value: unknown, now: number): Row {
  const [head = '', ...rest] = field.split('.');
  if (rest.length === 0) return { ...row, [head]: resolve(value, row[head], now) };
  const inner = row[head];
  const map = typeof inner === 'object' && inner !== null && !Array.isArray(inner) ? (inner as Row) : {};
  return { ...row, [head]: setPath(map, rest.join('.'), value, now) };
}

/**
 * The row `write` leaves when applied to `row` (null: no document) on this device at `now` (epoch ms): `ids` are
 * the id fields the path names (`id`, `boardId`, `cardId`), which every row carries. An update of a missing
 * document leaves none, as the server would refuse it; fields whose value is `undefined` are left out, as Firestore
 * refuses them.
 */
export function applyWrite(
  row: Row | null,
  write: DocWrite,
  ids: Record<string, string>,
  now: number,
): Row | null {
  if (write.kind === 'delete') return null;
  if (write.kind === 'update' && row === null) return null;
  let next: Row = write.kind === 'set' ? { ...ids } : { ...row };
  for (const [field, value] of Object.entries(write.data)) {
    if (value === undefined) continue;
    next = setPath(next, field, value, now);
  }
  return { ...next, ...ids };
}

/** The paths `writes` touch, each once, in order. */
export function pathsOf(writes: readonly DocWrite[]): string[] {
  return [...new Set(writes.map((w) => w.path))];
}
