/**
 * The queries that bring a board's changes since a time (docs/sync.md): its lists and cards by `updatedAt`, its
 * tombstones by `deletedAt`, each strictly after the watermark less SYNC_MARGIN_MS (a server timestamp is taken
 * when its request starts, so a write committed later may carry an earlier time), never before the board's import
 * ended (nothing of an import changes before, so a board copied or imported just now is not read back). A member's
 * device (board-sync.ts) and a public board's reader (public-board-live.ts) listen to the same three.
 */
import { collection, query, Timestamp, where, type Firestore, type Query } from 'firebase/firestore';
import { SYNC_MARGIN_MS } from '../../../domain/sync/horizon';

/** What a delta query brings. */
export type DeltaKind = 'lists' | 'cards' | 'tombstones';

/** Board `boardId`'s three delta queries on `db`, from `watermark` (server ms) and `importedAt` (server ms, 0: none). */
export function deltaQueries(
  db: Firestore,
  boardId: string,
  watermark: number,
  importedAt: number,
): { kind: DeltaKind; query: Query }[] {
  const from = Timestamp.fromMillis(Math.max(0, watermark - SYNC_MARGIN_MS, importedAt));
  const on = (kind: DeltaKind, field: 'updatedAt' | 'deletedAt') => ({
    kind,
    query: query(collection(db, 'boards', boardId, kind), where(field, '>', from)),
  });
  return [on('lists', 'updatedAt'), on('cards', 'updatedAt'), on('tombstones', 'deletedAt')];
}
