/**
 * Firestore documents to Lanes' model and back at the edge: Timestamps become epoch milliseconds (a pending server
 * timestamp reads as the local estimate), ids come from the path, and every document is checked with the model's
 * zod schema so the UI only ever sees valid shapes.
 */
import { Timestamp, type DocumentSnapshot } from 'firebase/firestore';
import type * as z from 'zod/mini';

/** A Firestore Timestamp for epoch milliseconds `ms`, or null. */
export function toTimestamp(ms: number | null): Timestamp | null {
  return ms === null ? null : Timestamp.fromMillis(ms);
}

/** Replaces every top-level Timestamp of `data` with its epoch milliseconds (all Lanes times are top-level). */
function millisOf(data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data))
    out[key] = value instanceof Timestamp ? value.toMillis() : value;
  return out;
}

const warned = new Set<string>();

/**
 * The document `snapshot` as `schema`'s type, with `extra` (its id and parents' ids) added; null when it does not
 * exist or does not match the schema (written by another version or by hand: logged once per path, then skipped).
 */
export function fromDoc<S extends z.ZodMiniType>(
  schema: S,
  snapshot: DocumentSnapshot,
  extra: Record<string, string>,
  prepare: (data: Record<string, unknown>) => Record<string, unknown> = (data) => data,
): z.output<S> | null {
  const data = snapshot.data({ serverTimestamps: 'estimate' });
  if (!data) return null;
  const parsed = schema.safeParse({ ...prepare(millisOf(data)), ...extra });
  if (parsed.success) return parsed.data;
  if (!warned.has(snapshot.ref.path)) {
    warned.add(snapshot.ref.path);
    console.warn(`Lanes: skipping malformed document ${snapshot.ref.path}`, parsed.error.issues[0]);
  }
  return null;
}
