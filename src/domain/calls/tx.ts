/**
 * The transaction port the callable handlers run on (ARCHITECTURE.md §3): documents read, written and deleted by
 * Firestore-style path (§4). Cloud Functions implement it with the Admin SDK inside `runTransaction`; the local adapter
 * with a Dexie transaction over its tables; memory-tx.ts in memory for tests. The port keeps to what both can do:
 *
 * - every read (`get`, `query`, `queryDescendants`) comes before the first write, as Firestore transactions demand;
 * - writes are queued and land together when the handler resolves, or not at all when it throws;
 * - values are plain JSON (`FieldValue`): no `undefined` (Firestore refuses it), no sentinels, times in epoch ms;
 * - `update` replaces whole top-level fields (no dotted paths), so `roles` and `memberIds` are always written whole,
 *   from the values read in the same transaction.
 */

/** A value a document field may hold: JSON, nothing else. */
export type FieldValue = string | number | boolean | null | FieldValue[] | { [key: string]: FieldValue };

/** A document's fields. */
export type DocData = { [field: string]: FieldValue };

/** A document found by a query: its full path (`boards/b1/lists/l1`) and its fields. */
export interface DocEntry {
  path: string;
  data: DocData;
}

/** One equality or array-membership filter, the two kinds the handlers need (both have automatic indexes). */
export interface Where {
  field: string;
  op: '==' | 'array-contains';
  value: string | number | boolean | null;
}

/** The transaction a handler runs in. Paths are Firestore-style, ids never contain `/`. */
export interface CallTx {
  /** The document at `path` (`boards/b1`), or null when there is none. */
  get(path: string): Promise<DocData | null>;
  /** The documents directly in collection `collectionPath` (`boards/b1/lists`), filtered by `where` if given. */
  query(collectionPath: string, where?: Where): Promise<DocEntry[]>;
  /**
   * Every document of a collection named `collectionId` anywhere below the document `ancestorPath`, e.g. all
   * `comments` of all cards of `boards/b1`. Firestore: a collection-group query bounded to the ancestor by document
   * id (or one query per parent, if the adapter prefers); Dexie: the table `collectionId` by its `boardId` index.
   */
  queryDescendants(ancestorPath: string, collectionId: string): Promise<DocEntry[]>;
  /** Creates or overwrites the document at `path`. */
  set(path: string, data: DocData): void;
  /** Replaces the given top-level fields of an existing document; the commit fails if it does not exist. */
  update(path: string, patch: DocData): void;
  /** Deletes the document at `path` (nothing happens if there is none); its subcollections are not touched. */
  delete(path: string): void;
}

/** The paths of ARCHITECTURE.md §4, built in one place so no handler spells a path by hand. */
export const paths = {
  board: (boardId: string) => `boards/${boardId}`,
  activity: (boardId: string, activityId: string) => `boards/${boardId}/activity/${activityId}`,
  /** A deleted list's or card's id, for other devices' sync (docs/sync.md). */
  tombstone: (boardId: string, id: string) => `boards/${boardId}/tombstones/${id}`,
  invites: 'invites',
  invite: (inviteId: string) => `invites/${inviteId}`,
  boards: 'boards',
  user: (uid: string) => `users/${uid}`,
  userCollection: (uid: string, name: 'inbox' | 'devices' | 'settings') => `users/${uid}/${name}`,
} as const;

/** The last segment of a path: the document's id. */
export function idOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}
