/** The `deleteBoard` callable: an owner deletes a board and everything in it (ARCHITECTURE.md §3, §4). */
import { parseOrThrow } from '../validate';
import { loadBoard, requireAction, requireUid, type CallHandler } from './access';
import { deleteBoardTree, readBoardTree } from './board-tree';
import { deleteBoardInputSchema } from './schemas';

/** What deleteBoard returns: the files the caller (the Functions wrapper, the local adapter) must delete next. */
export interface DeleteBoardOutput {
  boardId: string;
  /** Storage paths of the board's uploaded attachments (links have none). */
  storagePaths: string[];
}

/**
 * Deletes board `boardId` with its lists, cards, comments, attachments, activity and pending invites, in one
 * transaction. Storage is outside the transaction: the returned paths are for the caller to delete afterwards
 * (a leftover file is harmless, a dangling document is not, so files go last).
 *
 * Takes {@link DeleteBoardInput}. Returns {@link DeleteBoardOutput}.
 *
 * Throws `unauthenticated`, `invalid-argument`, `limit-exceeded` (an over-long id), `not-found` (no such board),
 * `permission-denied` (not an owner: permissions.ts `board.delete`).
 */
export const deleteBoard: CallHandler<DeleteBoardOutput> = async (ctx, input, tx) => {
  const uid = requireUid(ctx);
  const { boardId } = parseOrThrow(deleteBoardInputSchema, input, 'Board');
  const board = await loadBoard(tx, boardId);
  requireAction(board, uid, 'board.delete');
  const tree = await readBoardTree(tx, boardId);
  deleteBoardTree(tx, tree);
  return { boardId, storagePaths: tree.storagePaths };
};
