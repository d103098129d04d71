/**
 * The outbox's writes (src/domain/sync/writes.ts) as Firestore writes: stand-ins become `serverTimestamp()` and
 * `increment()`, top-level times (TIME_FIELDS) Timestamps, a card's custom field values the tagged strings the rules
 * check (domain/custom-fields/stored-values.ts). The ids a path names are never stored in the document.
 */
import {
  doc,
  increment,
  serverTimestamp,
  Timestamp,
  type DocumentData,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import type { FieldValues } from '../../../domain/custom-fields/schema';
import { pathIds } from '../../../domain/sync/paths';
import { isSentinel, TIME_FIELDS, type DocWrite, type WriteData } from '../../../domain/sync/writes';
import { encodeFieldValues } from '../../../domain/custom-fields/stored-values';

/** `data` of a write to `path` as Firestore values. */
export function firestoreData(path: string, data: WriteData): DocumentData {
  const isCard = /^boards\/[^/]+\/cards\/[^/]+$/.test(path);
  const ids = pathIds(path);
  const out: DocumentData = {};
  for (const [field, value] of Object.entries(data)) {
    if (value === undefined || (ids[field] !== undefined && ids[field] === value)) continue;
    if (isSentinel(value, 'serverTime')) out[field] = serverTimestamp();
    else if (isSentinel(value, 'increment')) out[field] = increment(value.by);
    else if (TIME_FIELDS.has(field) && typeof value === 'number') out[field] = Timestamp.fromMillis(value);
    else if (isCard && field === 'fields' && value !== null && typeof value === 'object')
      out[field] = encodeFieldValues(value as FieldValues);
    else out[field] = value;
  }
  return out;
}

/** Adds `write` to `batch` of `db`. */
export function addToBatch(db: Firestore, batch: WriteBatch, write: DocWrite): void {
  const ref = doc(db, write.path);
  if (write.kind === 'delete') batch.delete(ref);
  else if (write.kind === 'set') batch.set(ref, firestoreData(write.path, write.data));
  else batch.update(ref, firestoreData(write.path, write.data));
}
