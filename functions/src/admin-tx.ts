/**
 * The Admin SDK implementation of the handlers' transaction port (src/domain/calls/tx.ts): a Firestore
 * transaction, whose own rules (every read before the first write, all writes or none, retried on contention)
 * are the port's. At this edge documents change shape both ways, as the web adapter's convert.ts does:
 *
 * - reads: Timestamps become epoch milliseconds (the handlers and the model speak millis);
 * - writes: time fields given in millis become Timestamps (firestore.rules and the web adapter expect them), and
 *   ids the path already names (`id`, a parent `boardId` or `cardId`) are left out, as clients never store them.
 */
import {
  FieldPath,
  Timestamp,
  type DocumentData,
  type Firestore,
  type Query,
  type QuerySnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import type { CallTx, DocData, DocEntry, FieldValue } from '../../src/domain/calls';
import { pathIds } from '../../src/domain/sync/paths';
import { TIME_FIELDS } from '../../src/domain/sync/writes';

/** A Firestore value as plain JSON: Timestamps (at any depth) as epoch ms. */
function toJson(value: unknown): FieldValue {
  if (value instanceof Timestamp) return value.toMillis();
  if (Array.isArray(value)) return value.map(toJson);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toJson(v)]));
  }
  return value as FieldValue;
}

/** Document data as the handlers read it. */
export function fromFirestore(data: DocumentData): DocData {
  return toJson(data) as DocData;
}

/** Document data as stored at `path`: millis to Timestamps for TIME_FIELDS, path ids dropped. */
export function toFirestore(path: string, data: DocData): DocumentData {
  const ids = pathIds(path);
  const out: DocumentData = {};
  for (const [key, value] of Object.entries(data)) {
    if (ids[key] !== undefined && ids[key] === value) continue;
    out[key] = TIME_FIELDS.has(key) && typeof value === 'number' ? Timestamp.fromMillis(value) : value;
  }
  return out;
}

function entries(snapshot: QuerySnapshot): DocEntry[] {
  return snapshot.docs.map((doc) => ({ path: doc.ref.path, data: fromFirestore(doc.data()) }));
}

/**
 * The CallTx over transaction `t` of `db`. `queryDescendants` is a collection-group query bounded to the ancestor
 * by document path; the bound also admits look-alike siblings (`boards/b10` for `boards/b1`), which are dropped
 * by path prefix.
 */
export function adminCallTx(db: Firestore, t: Transaction): CallTx {
  return {
    async get(path) {
      const snapshot = await t.get(db.doc(path));
      const data = snapshot.data();
      return data === undefined ? null : fromFirestore(data);
    },
    async query(collectionPath, where) {
      const collection = db.collection(collectionPath);
      const query: Query = where ? collection.where(where.field, where.op, where.value) : collection;
      return entries(await t.get(query));
    },
    async queryDescendants(ancestorPath, collectionId) {
      const query = db
        .collectionGroup(collectionId)
        .orderBy(FieldPath.documentId())
        .startAt(ancestorPath)
        .endAt(`${ancestorPath}\uf8ff`);
      return entries(await t.get(query)).filter((doc) => doc.path.startsWith(`${ancestorPath}/`));
    },
    set(path, data) {
      t.set(db.doc(path), toFirestore(path, data));
    },
    update(path, patch) {
      t.update(db.doc(path), toFirestore(path, patch));
    },
    delete(path) {
      t.delete(db.doc(path));
    },
  };
}
