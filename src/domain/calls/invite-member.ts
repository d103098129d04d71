/** The `inviteMember` callable: an admin or owner makes an invite link to a board (ARCHITECTURE.md §3, §4). */
import { parseOrThrow } from '../validate';
import { loadBoard, requireAction, requireUid, type CallHandler } from './access';
import { inviteMemberInputSchema } from './schemas';
import { inviteIdForToken, newInviteToken } from './token';
import { paths } from './tx';

/** What inviteMember returns: the invite's id (to show or revoke it) and the link secret (only ever here). */
export interface InviteMemberOutput {
  inviteId: string;
  token: string;
  /** When the link stops working, epoch ms. */
  expiresAt: number;
}

/**
 * Creates `invites/{inviteId}` for board `boardId` with role admin, member or observer, optionally bound to an
 * e-mail address, valid for `expiresInMs` (1 hour to 30 days, 7 days by default).
 *
 * Takes {@link InviteMemberInput}. Returns {@link InviteMemberOutput}; the token goes in the link, the stored id is
 * its SHA-256 (token.ts), so the token cannot be recovered from the database.
 *
 * Throws `unauthenticated`, `invalid-argument` (malformed input, role `owner`), `limit-exceeded` (an over-long
 * field, an expiry over 30 days), `not-found` (no such board), `permission-denied` (not an admin or owner:
 * permissions.ts `member.invite`).
 */
export const inviteMember: CallHandler<InviteMemberOutput> = async (ctx, input, tx) => {
  const uid = requireUid(ctx);
  const { boardId, role, email, expiresInMs } = parseOrThrow(inviteMemberInputSchema, input, 'Invite');
  const board = await loadBoard(tx, boardId);
  // Owners are kept out by the schema, so member.invite is the whole check (an admin may invite admins, as
  // canAssignRole lets an admin make admins).
  requireAction(board, uid, 'member.invite');

  const token = newInviteToken();
  const inviteId = await inviteIdForToken(token);
  const expiresAt = ctx.now + expiresInMs;
  tx.set(paths.invite(inviteId), {
    boardId,
    role,
    emailLower: email ?? null,
    createdBy: uid,
    createdAt: ctx.now,
    expiresAt,
    acceptedBy: null,
    acceptedAt: null,
  });
  return { inviteId, token, expiresAt };
};
