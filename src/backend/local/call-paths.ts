/**
 * Firestore-style paths (ARCHITECTURE.md §4) to the local tables (db.ts) and back, for the Dexie CallTx
 * (call-tx.ts). Each table holds one collection; a row carries the ids its path names (`id`, `boardId`,
 * `cardId`, `uid`) as fields, which is how the tables are indexed, so a path maps to one table and one key.
 */
import { Dexie, type Table } from 'dexie';
import { TxMisuseError } from '../../domain/calls/memory-tx';
import type { Where } from '../../domain/calls';
import type { LanesDb } from './db';

/** The tables the handlers can reach (never `accounts`: credentials are not documents). */
export const CALL_TABLES = [
  'users',
  'boards',
  'lists',
  'cards',
  'comments',
  'attachments',
  'activity',
  'invites',
  'inbox',
  'devices',
  'settings',
] as const;
export type CallTable = (typeof CALL_TABLES)[number];

/** A row as the handlers see it: plain fields, ids included. */
export type Row = Record<string, unknown>;

/** Where a document lives: its table, primary key, and the id fields its path gives the row. */
export interface DocLocation {
  table: CallTable;
  key: string | [string, string];
  ids: Record<string, string>;
}

const BOARD_CHILDREN = new Set(['lists', 'cards', 'activity']);
const CARD_CHILDREN = new Set(['comments', 'attachments']);
const USER_CHILDREN = new Set(['inbox', 'devices', 'settings']);

function split(path: string): string[] {
  const parts = path.split('/');
  if (parts.some((p) => p.length === 0)) throw new TxMisuseError(`malformed path "${path}"`);
  return parts;
}

function unknownPath(path: string): never {
  throw new TxMisuseError(`no local table holds "${path}" (add it to db.ts and call-paths.ts)`);
}

/** The table and key of the document at `path`. Throws TxMisuseError for a path no table holds. */
export function locateDoc(path: string): DocLocation {
  const s = split(path);
  const [root, a, sub, b, leaf, c] = s;
  if (s.length === 2 && a !== undefined) {
    if (root === 'boards') return { table: 'boards', key: a, ids: { id: a } };
    if (root === 'invites') return { table: 'invites', key: a, ids: { id: a } };
    if (root === 'users') return { table: 'users', key: a, ids: { uid: a } };
  }
  if (s.length === 4 && a !== undefined && sub !== undefined && b !== undefined) {
    if (root === 'boards' && BOARD_CHILDREN.has(sub)) {
      return { table: sub as CallTable, key: b, ids: { id: b, boardId: a } };
    }
    if (root === 'users' && USER_CHILDREN.has(sub)) {
      return { table: sub as CallTable, key: [a, b], ids: { uid: a, id: b } };
    }
  }
  if (s.length === 6 && root === 'boards' && sub === 'cards' && leaf && CARD_CHILDREN.has(leaf)) {
    if (a !== undefined && b !== undefined && c !== undefined) {
      return { table: leaf as CallTable, key: c, ids: { id: c, boardId: a, cardId: b } };
    }
  }
  return unknownPath(path);
}

/** The path of `row` of `table`, rebuilt from its id fields. */
export function pathOf(table: CallTable, row: Row): string {
  const id = String(row.id);
  switch (table) {
    case 'users':
      return `users/${String(row.uid)}`;
    case 'inbox':
    case 'devices':
    case 'settings':
      return `users/${String(row.uid)}/${table}/${id}`;
    case 'boards':
    case 'invites':
      return `${table}/${id}`;
    case 'lists':
    case 'cards':
    case 'activity':
      return `boards/${String(row.boardId)}/${table}/${id}`;
    case 'comments':
    case 'attachments':
      return `boards/${String(row.boardId)}/cards/${String(row.cardId)}/${table}/${id}`;
  }
}

/** The Dexie table named `name`. */
export function tableOf(db: LanesDb, name: CallTable): Table<Row, unknown> {
  return db.table(name);
}

/** True when `row` passes `where` (strict equality; array membership), as memory-tx.ts decides. */
export function matches(row: Row, where: Where | undefined): boolean {
  if (!where) return true;
  const field = row[where.field];
  if (where.op === '==') return field === where.value;
  return Array.isArray(field) && field.includes(where.value);
}

/**
 * The rows of collection `collectionPath` that pass `where`, using an index where one fits (boards by member,
 * invites by board or maker, children by parent).
 */
export async function collectionRows(db: LanesDb, collectionPath: string, where?: Where): Promise<Row[]> {
  const s = split(collectionPath);
  const [root, a, sub, b, leaf] = s;
  let rows: Row[];
  if (s.length === 1 && (root === 'boards' || root === 'invites' || root === 'users')) {
    const table = tableOf(db, root);
    const indexed =
      (root === 'boards' && where?.op === 'array-contains' && where.field === 'memberIds') ||
      (root === 'invites' && where?.op === '==' && ['boardId', 'createdBy'].includes(where.field));
    rows =
      indexed && where && typeof where.value === 'string'
        ? await table.where(where.field).equals(where.value).toArray()
        : await table.toArray();
  } else if (
    s.length === 3 &&
    a !== undefined &&
    sub !== undefined &&
    root === 'boards' &&
    BOARD_CHILDREN.has(sub)
  ) {
    rows = await tableOf(db, sub as CallTable)
      .where('boardId')
      .equals(a)
      .toArray();
  } else if (
    s.length === 3 &&
    a !== undefined &&
    sub !== undefined &&
    root === 'users' &&
    USER_CHILDREN.has(sub)
  ) {
    rows = await tableOf(db, sub as CallTable)
      .where('uid')
      .equals(a)
      .toArray();
  } else if (s.length === 5 && root === 'boards' && sub === 'cards' && leaf && CARD_CHILDREN.has(leaf)) {
    rows = await tableOf(db, leaf as CallTable)
      .where({ boardId: a, cardId: b })
      .toArray();
  } else {
    return unknownPath(collectionPath);
  }
  return rows.filter((row) => matches(row, where));
}

/**
 * The rows of every `collectionId` collection below document `ancestorPath`: the board's lists, cards, comments,
 * attachments or activity (all carry `boardId`), or a user's inbox or devices.
 */
export async function descendantRows(
  db: LanesDb,
  ancestorPath: string,
  collectionId: string,
): Promise<Row[]> {
  const at = locateDoc(ancestorPath);
  if (at.table === 'boards' && (BOARD_CHILDREN.has(collectionId) || CARD_CHILDREN.has(collectionId))) {
    const table = tableOf(db, collectionId as CallTable);
    // Comments and attachments are indexed by [boardId+cardId] only: every card of the board is a range of it.
    if (CARD_CHILDREN.has(collectionId)) {
      return table
        .where('[boardId+cardId]')
        .between([at.key, Dexie.minKey], [at.key, Dexie.maxKey])
        .toArray();
    }
    return table
      .where('boardId')
      .equals(at.key as string)
      .toArray();
  }
  if (at.table === 'users' && USER_CHILDREN.has(collectionId)) {
    return tableOf(db, collectionId as CallTable)
      .where('uid')
      .equals(at.key as string)
      .toArray();
  }
  return unknownPath(`${ancestorPath}/…/${collectionId}`);
}
