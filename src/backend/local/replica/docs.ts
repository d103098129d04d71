/**
 * Documents of a replica by path: where each lives among the local tables (call-paths.ts), and reading and writing
 * them inside a transaction. A replica holds a board's documents (board, lists, cards, comments, attachments,
 * activity) but never its tombstones, which only tell other devices what went.
 */
import { Dexie, type Collection, type Table } from 'dexie';
import type { Row } from '../../../domain/sync/writes';
import { isTombstonePath } from '../../../domain/sync/paths';
import { locateDoc, tableOf, type DocLocation } from '../call-paths';
import type { LanesDb } from '../db';

/** The document tables of a board, in the order a replica lists them. */
export const BOARD_TABLES = ['boards', 'lists', 'cards', 'comments', 'attachments', 'activity'] as const;

/** Where the document at `path` lives, or null for one a replica does not keep (a tombstone). */
export function replicaLocation(path: string): DocLocation | null {
  return isTombstonePath(path) ? null : locateDoc(path);
}

/** The tables `paths` live in (for a transaction's scope). */
export function tablesFor(db: LanesDb, paths: readonly string[]): Table[] {
  const names = new Set<string>();
  for (const path of paths) {
    const at = replicaLocation(path);
    if (at) names.add(at.table);
  }
  return [...names].map((name) => db.table(name));
}

/**
 * The row of the document at `at` as it is shown, or null: a row with that key that belongs to another board (a
 * card moved between boards keeps its id) is not this document.
 */
export async function readRow(db: LanesDb, at: DocLocation): Promise<Row | null> {
  const row = (await tableOf(db, at.table).get(at.key)) as Row | undefined;
  if (!row) return null;
  if (at.ids.boardId !== undefined && row.boardId !== at.ids.boardId) return null;
  return row;
}

/** Shows `row` for the document at `at` (null: deletes it, unless the key now holds another board's row). */
export async function writeRow(db: LanesDb, at: DocLocation, row: Row | null): Promise<void> {
  const table = tableOf(db, at.table);
  if (row !== null) {
    await table.put({ ...row, ...at.ids });
    return;
  }
  if ((await readRow(db, at)) !== null) await table.delete(at.key);
}

/**
 * The rows of `table` under board `boardId`: by the `boardId` index, or for comments and attachments (indexed by
 * `[boardId+cardId]` only, db.ts) by that index's range for the board.
 */
export function boardRows(table: Table, boardId: string): Collection {
  if (table.name === 'comments' || table.name === 'attachments')
    return table.where('[boardId+cardId]').between([boardId, Dexie.minKey], [boardId, Dexie.maxKey]);
  return table.where('boardId').equals(boardId);
}
