/**
 * `readCardDetails` of the Firebase BoardsPort: every comment and attachment of a board in one answer of the
 * `boardSnapshot` callable (`details: true`; functions/src/board-snapshot.ts), which checks the caller's access
 * itself, instead of a listener per card. For an export or a copy: read once, not kept in the replica.
 */
import type { Attachment, Comment } from '../../domain/model';
import type { BoardDetailsData, BoardSnapshotOutput, CardChildDoc } from '../../domain/sync/board-copy';
import { docPaths } from '../../domain/sync/paths';
import type { Access } from './access';
import { callFunction } from './calls';
import { unpack } from './sync/snapshot-copy';
import { rowOf } from './sync/rows';

const byCreated = (a: { createdAt: number; id: string }, b: { createdAt: number; id: string }): number =>
  a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The rows of `docs` at the paths `pathOf` gives, each checked against Lanes' schemas as every read of the
 * adapter is (sync/rows.ts); one that does not parse is left out, as the board page leaves it out.
 */
function rowsOf<T>(docs: CardChildDoc[], pathOf: (cardId: string, id: string) => string): T[] {
  const rows: T[] = [];
  for (const [cardId, id, data] of docs) {
    const row = rowOf(pathOf(cardId, id), data);
    if (row) rows.push(row as T);
  }
  return rows;
}

/**
 * Every comment and attachment of board `boardId`, oldest first (the port's `readCardDetails` over `access`).
 * Throws `permission-denied`, `not-found`, `unavailable`.
 */
export async function readCardDetails(
  access: Access,
  boardId: string,
): Promise<{ comments: Comment[]; attachments: Attachment[] }> {
  const output = await callFunction<{ boardId: string; details: true }, BoardSnapshotOutput>(
    access.connection.app,
    access.connection.emulated,
    'boardSnapshot',
    { boardId, details: true },
  );
  const data = await unpack<BoardDetailsData>(output);
  return {
    comments: rowsOf<Comment>(data.comments, (c, id) => docPaths.comment(boardId, c, id)).sort(byCreated),
    attachments: rowsOf<Attachment>(data.attachments, (c, id) => docPaths.attachment(boardId, c, id)).sort(
      byCreated,
    ),
  };
}
