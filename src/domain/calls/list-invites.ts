/**
 * The `listInvites` callable: an admin or owner sees the board's open invite links (issue 15 item 11), and the
 * board's expired invites are purged on the way (they can no longer be used; keeping them only keeps e-mail
 * addresses). Firebase also purges every board's expired invites daily (functions/src/invites.ts).
 */
import { parseOrThrow } from '../validate';
import { loadBoard, parseStored, requireAction, requireUid, roleOf, type CallHandler } from './access';
import { can, type Role } from '../permissions';
import { listInvitesInputSchema, storedInviteSchema } from './schemas';
import { idOf, paths } from './tx';

/** One open invite as an admin sees it: never its token (only its maker ever had that). */
export interface OpenInvite {
  inviteId: string;
  role: Exclude<Role, 'owner'>;
  /** The address it is bound to, or null for anyone holding the link. */
  email: string | null;
  createdBy: string;
  /** Epoch ms. */
  createdAt: number;
  /** When it stops working, epoch ms. */
  expiresAt: number;
}

/** What listInvites returns: the open invites, newest first, and how many expired ones were deleted. */
export interface ListInvitesOutput {
  invites: OpenInvite[];
  purged: number;
}

/**
 * Lists board `boardId`'s invites that still work: not used, not expired, made by someone who may still invite.
 * Deletes the board's expired invites (used or not) in the same transaction.
 *
 * Takes {@link ListInvitesInput}. Returns {@link ListInvitesOutput}.
 *
 * Throws `unauthenticated`, `invalid-argument` (malformed input), `not-found` (no such board),
 * `permission-denied` (not an admin or owner: permissions.ts `member.invite`).
 */
export const listInvites: CallHandler<ListInvitesOutput> = async (ctx, input, tx) => {
  const uid = requireUid(ctx);
  const { boardId } = parseOrThrow(listInvitesInputSchema, input, 'Invite');
  const board = await loadBoard(tx, boardId);
  requireAction(board, uid, 'member.invite');
  const stored = await tx.query(paths.invites, { field: 'boardId', op: '==', value: boardId });

  const invites: OpenInvite[] = [];
  let purged = 0;
  for (const { path, data } of stored) {
    const invite = parseStored(storedInviteSchema, data, path);
    if (ctx.now >= invite.expiresAt) {
      tx.delete(path);
      purged += 1;
      continue;
    }
    if (invite.acceptedBy !== null) continue;
    // acceptInvite refuses these too (its maker was demoted or removed): not an open invite.
    if (!can(roleOf(board, invite.createdBy), 'member.invite')) continue;
    invites.push({
      inviteId: idOf(path),
      role: invite.role,
      email: invite.emailLower,
      createdBy: invite.createdBy,
      createdAt: invite.createdAt,
      expiresAt: invite.expiresAt,
    });
  }
  invites.sort((a, b) => b.createdAt - a.createdAt);
  return { invites, purged };
};
