/** The `setMemberRole` callable: an admin or owner changes a member's role (ARCHITECTURE.md §3, §4). */
import { AppError } from '../errors';
import { canAssignRole, type Role } from '../permissions';
import { parseOrThrow } from '../validate';
import {
  lastOwnerError,
  loadBoard,
  ownersOf,
  requireAction,
  requireRecentSignIn,
  requireUid,
  roleOf,
  writeActivity,
  writeMembership,
  type CallHandler,
} from './access';
import { setMemberRoleInputSchema } from './schemas';

/** What setMemberRole returns: the member and their role now; `changed` is false when it already was that role. */
export interface SetMemberRoleOutput {
  boardId: string;
  uid: string;
  role: Role;
  changed: boolean;
}

/**
 * Gives member `uid` of board `boardId` the role `role`, by the rule of permissions.ts `canAssignRole`: only an
 * owner makes or unmakes owners; admins manage admins, members and observers (themselves included). A board always
 * keeps an owner, so its last owner cannot be demoted. Writes `roles` (and `memberIds`, unchanged) and a
 * `member.role` activity entry.
 *
 * Takes {@link SetMemberRoleInput}. Returns {@link SetMemberRoleOutput}.
 *
 * Throws `unauthenticated`, `invalid-argument` (malformed input; demoting the last owner), `limit-exceeded` (an
 * over-long id), `not-found` (no such board, or `uid` is not a member), `permission-denied` (the caller's role may
 * not make this change), `auth/requires-recent-login` (signed in more than 5 minutes ago: a role change can hand a
 * board over; issue 15 item 13).
 */
export const setMemberRole: CallHandler<SetMemberRoleOutput> = async (ctx, input, tx) => {
  const actorUid = requireUid(ctx);
  const { boardId, uid, role } = parseOrThrow(setMemberRoleInputSchema, input, 'Role change');
  const board = await loadBoard(tx, boardId);
  const actorRole = requireAction(board, actorUid, 'member.setRole');
  const from = roleOf(board, uid);
  if (!from) throw new AppError('not-found', 'This person is not a member of this board.');
  if (!canAssignRole(actorRole, from, role)) {
    throw new AppError('permission-denied', 'Only an owner makes or unmakes owners.');
  }
  if (from === role) return { boardId, uid, role, changed: false };
  if (from === 'owner' && ownersOf(board).length === 1) throw lastOwnerError();
  requireRecentSignIn(ctx);

  writeMembership(tx, ctx, board, uid, role);
  writeActivity(tx, ctx, { boardId, actorUid, type: 'member.role', data: { uid, from, to: role } });
  return { boardId, uid, role, changed: true };
};
