/**
 * Firestore documents to Lanes' model and back at the edge: Timestamps become epoch milliseconds (a pending server
 * timestamp reads as the local estimate), ids come from the path, and every document is checked with the model's
 * zod schema so the UI only ever sees valid shapes.
 */
import type { DocumentSnapshot } from 'firebase/firestore';
import type * as z from 'zod/mini';

/**
 * Whether `value` is a Timestamp of either Firestore SDK (the full one's or the Lite one's: told by shape, so this
 * module needs neither SDK to load).
 */
function isTimestamp(value: unknown): value is { toMillis(): number } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'toMillis' in value &&
    typeof value.toMillis === 'function' &&
    'seconds' in value &&
    'nanoseconds' in value
  );
}

/** Replaces every top-level Timestamp of `data` with its epoch milliseconds (all Lanes times are top-level). */
function millisOf(data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) out[key] = isTimestamp(value) ? value.toMillis() : value;
  return out;
}

const warned = new Set<string>();

/**
 * `data` (a document's fields, top-level Timestamps already as epoch ms) as `schema`'s type with `extra` (its id and
 * parents' ids) added; null when it does not match the schema (written by another version or by hand: logged once
 * per `path`, then skipped).
 */
export function fromData<S extends z.ZodMiniType>(
  schema: S,
  path: string,
  data: Record<string, unknown>,
  extra: Record<string, string>,
  prepare: (data: Record<string, unknown>) => Record<string, unknown> = (d) => d,
): z.output<S> | null {
  const parsed = schema.safeParse({ ...prepare(data), ...extra });
  if (parsed.success) return parsed.data;
  if (!warned.has(path)) {
    warned.add(path);
    console.warn(`Lanes: document ${path} does not match its schema`, parsed.error.issues[0]);
  }
  return null;
}

/**
 * The document `snapshot` as `schema`'s type, with `extra` (its id and parents' ids) added; null when it does not
 * exist or does not match the schema (see fromData).
 */
export function fromDoc<S extends z.ZodMiniType>(
  schema: S,
  snapshot: DocumentSnapshot,
  extra: Record<string, string>,
  prepare: (data: Record<string, unknown>) => Record<string, unknown> = (data) => data,
): z.output<S> | null {
  const data = snapshot.data({ serverTimestamps: 'estimate' });
  if (!data) return null;
  return fromData(schema, snapshot.ref.path, millisOf(data), extra, prepare);
}

export { millisOf };
