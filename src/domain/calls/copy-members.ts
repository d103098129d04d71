/**
 * The `copyMembers` callable: "Copy board" with its members (issue 27 item 5) — the members of the board copied join
 * the copy, each with their role there, except that owners join as admins: a copy, like any new board, is owned by
 * the person who made it, who may then make owners (setMemberRole).
 */
import { AppError } from '../errors';
import type { Role } from '../permissions';
import { parseOrThrow } from '../validate';
import { loadBoard, requireAction, requireUid, roleOf, writeActivity, type CallHandler } from './access';
import { copyMembersInputSchema } from './schemas';

/** What copyMembers returns: the copy and the uids of the people who joined it. */
export interface CopyMembersOutput {
  boardId: string;
  added: string[];
}

/** The role a member of the board copied gets on the copy. */
const roleInCopy = (role: Role): Role => (role === 'owner' ? 'admin' : role);

/**
 * Adds every member of board `fromBoardId` but the caller to board `toBoardId` (`roles` and `memberIds` together,
 * one write) and writes a `member.join` activity entry for each on the copy (`invitedBy`: the caller).
 *
 * Only for a copy just made: the caller must be allowed to invite on the board copied (owner or admin:
 * permissions.ts `member.invite`, as an invite would need) and be the only member of `toBoardId`, its owner — so
 * this never adds people to a board that already has others, and never reaches past the people the caller already
 * shares a board with and may invite.
 *
 * Takes {@link CopyMembersInput}. Returns {@link CopyMembersOutput}.
 *
 * Throws `unauthenticated`, `invalid-argument` (malformed input; the same board twice; the copy has other members
 * or is still being imported), `not-found` (either board missing or deleted), `permission-denied` (the caller may
 * not invite on the board copied, or does not own the copy).
 */
export const copyMembers: CallHandler<CopyMembersOutput> = async (ctx, input, tx) => {
  const uid = requireUid(ctx);
  const { fromBoardId, toBoardId } = parseOrThrow(copyMembersInputSchema, input, 'Copy of members');
  if (fromBoardId === toBoardId)
    throw new AppError('invalid-argument', 'A board cannot be copied onto itself.');
  const [from, to] = await Promise.all([loadBoard(tx, fromBoardId), loadBoard(tx, toBoardId)]);
  requireAction(from, uid, 'member.invite');
  if (roleOf(to, uid) !== 'owner')
    throw new AppError('permission-denied', 'Members are copied only into a board of your own.');
  if (Object.keys(to.roles).length !== 1 || to.importing)
    throw new AppError(
      'invalid-argument',
      'Members are copied only into a copy just made, before anyone joins it.',
    );

  const joining = Object.entries(from.roles).filter(([id]) => id !== uid);
  if (joining.length === 0) return { boardId: toBoardId, added: [] };
  // fromEntries defines own properties: even a uid such as "__proto__" stays a plain key.
  const roles: Record<string, Role> = Object.fromEntries([
    ...Object.entries(to.roles),
    ...joining.map(([id, role]) => [id, roleInCopy(role)]),
  ]);
  tx.update(to.path, { roles, memberIds: Object.keys(roles), updatedAt: ctx.now });
  for (const [id, role] of joining)
    writeActivity(tx, ctx, {
      boardId: toBoardId,
      actorUid: id,
      type: 'member.join',
      data: { uid: id, role: roleInCopy(role), invitedBy: uid },
    });
  return { boardId: toBoardId, added: joining.map(([id]) => id) };
};
