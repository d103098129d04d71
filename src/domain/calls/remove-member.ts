/** The `removeMember` callable: an admin removes a member, or a member leaves (ARCHITECTURE.md §3, §4). */
import { AppError } from '../errors';
import { parseOrThrow } from '../validate';
import {
  lastOwnerError,
  loadBoard,
  ownersOf,
  requireAction,
  requireUid,
  roleOf,
  writeActivity,
  writeMembership,
  type CallHandler,
} from './access';
import { removeMemberInputSchema } from './schemas';

/** What removeMember returns: who is no longer a member of which board, and whether they left themselves. */
export interface RemoveMemberOutput {
  boardId: string;
  uid: string;
  left: boolean;
}

/**
 * Takes member `uid` off board `boardId` (`roles` and `memberIds` together) and writes a `member.remove` or
 * `member.leave` activity entry. Anyone may leave (`uid` is the caller: permissions.ts `member.leave`); admins and
 * owners remove others (`member.remove`), and only an owner removes an owner, as with canAssignRole. A board always
 * keeps an owner: its last owner can neither leave nor be removed (they delete the board instead).
 *
 * Takes {@link RemoveMemberInput}. Returns {@link RemoveMemberOutput}.
 *
 * Throws `unauthenticated`, `invalid-argument` (malformed input; the last owner), `limit-exceeded` (an over-long
 * id), `not-found` (no such board, or `uid` is not a member), `permission-denied` (not a member; the caller's role
 * may not remove this member).
 */
export const removeMember: CallHandler<RemoveMemberOutput> = async (ctx, input, tx) => {
  const actorUid = requireUid(ctx);
  const { boardId, uid } = parseOrThrow(removeMemberInputSchema, input, 'Member');
  const board = await loadBoard(tx, boardId);
  const left = uid === actorUid;
  const actorRole = requireAction(board, actorUid, left ? 'member.leave' : 'member.remove');
  const target = roleOf(board, uid);
  if (!target) throw new AppError('not-found', 'This person is not a member of this board.');
  if (target === 'owner' && actorRole !== 'owner') {
    throw new AppError('permission-denied', 'Only an owner removes an owner.');
  }
  if (target === 'owner' && ownersOf(board).length === 1) throw lastOwnerError();

  writeMembership(tx, ctx, board, uid, null);
  writeActivity(tx, ctx, { boardId, actorUid, type: left ? 'member.leave' : 'member.remove', data: { uid } });
  return { boardId, uid, left };
};
