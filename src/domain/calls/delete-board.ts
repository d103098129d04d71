/** The `deleteBoard` callable: an owner deletes a board and everything in it (ARCHITECTURE.md §3, §4, §5). */
import { parseOrThrow } from '../validate';
import {
  loadBoard,
  requireAction,
  requireRecentSignIn,
  requireUid,
  writeTombstone,
  type CallHandler,
} from './access';
import { deleteBoardInputSchema } from './schemas';

/** What deleteBoard returns. */
export interface DeleteBoardOutput {
  boardId: string;
}

/**
 * Deletes board `boardId`: in its transaction the board becomes a tombstone (access.ts `writeTombstone`), so every
 * member loses it at once; its lists, cards, comments, attachments, activity, invites and files are then removed
 * in pages outside any transaction (Cloud Functions' purgeDeletedBoard trigger; the local adapter's purge), so a
 * board of any size can be deleted (issue 15 item 3). Needs a sign-in within the last 5 minutes, except for a board
 * still being imported: deleting that is the import rolling back (issue 15 item 13).
 *
 * Takes {@link DeleteBoardInput}. Returns {@link DeleteBoardOutput}.
 *
 * Throws `unauthenticated`, `invalid-argument`, `limit-exceeded` (an over-long id), `not-found` (no such board),
 * `permission-denied` (not an owner: permissions.ts `board.delete`), `auth/requires-recent-login`.
 */
export const deleteBoard: CallHandler<DeleteBoardOutput> = async (ctx, input, tx) => {
  const uid = requireUid(ctx);
  const { boardId } = parseOrThrow(deleteBoardInputSchema, input, 'Board');
  const board = await loadBoard(tx, boardId);
  requireAction(board, uid, 'board.delete');
  if (!board.importing) requireRecentSignIn(ctx);
  writeTombstone(tx, ctx, board, uid);
  return { boardId };
};
