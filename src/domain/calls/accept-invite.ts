/** The `acceptInvite` callable: a signed-in user follows an invite link and joins the board (ARCHITECTURE.md §3). */
import { AppError, isAppError } from '../errors';
import { can, type Role } from '../permissions';
import { parseOrThrow } from '../validate';
import {
  loadBoard,
  readDoc,
  requireUid,
  roleOf,
  writeActivity,
  writeMembership,
  type CallContext,
  type CallHandler,
} from './access';
import { acceptInviteInputSchema, storedInviteSchema, type StoredInvite } from './schemas';
import { inviteIdForToken } from './token';
import { paths } from './tx';

/** What acceptInvite returns: the board joined and the caller's role on it. */
export interface AcceptInviteOutput {
  boardId: string;
  role: Role;
  /** False when the caller was already a member: nothing changed and the invite is still unused. */
  joined: boolean;
}

/**
 * Refuses an invite that cannot be used (any more), in the order a person can act on: used, expired, meant for
 * another address, or made by someone who may no longer invite.
 */
function checkUsable(invite: StoredInvite, ctx: CallContext, inviterRole: Role | undefined): void {
  if (invite.acceptedBy !== null) {
    throw new AppError('invalid-argument', 'This invite has already been used: ask for a new link.');
  }
  if (ctx.now >= invite.expiresAt) {
    throw new AppError('invalid-argument', 'This invite has expired: ask for a new link.');
  }
  if (invite.emailLower !== null) {
    // An unverified address proves nothing: anyone can sign up with someone else's e-mail.
    const email = ctx.email?.trim().toLowerCase() ?? null;
    if (email !== invite.emailLower || ctx.emailVerified !== true) {
      throw new AppError(
        'permission-denied',
        'This invite is for another e-mail address: sign in with the verified address it was sent to.',
      );
    }
  }
  // An invite is only as strong as its maker is now: an admin who was demoted or removed takes their links along.
  if (!can(inviterRole, 'member.invite')) {
    throw new AppError('permission-denied', 'This invite is no longer valid: ask for a new link.');
  }
}

/**
 * Adds the caller to the invite's board with the invite's role (`roles` and `memberIds` together), marks the invite
 * used (`acceptedBy`, `acceptedAt`) and writes a `member.join` activity entry. A caller who is already a member
 * keeps their role (never downgraded by a link) and the invite stays unused.
 *
 * Takes {@link AcceptInviteInput} (`{ token }` from the link). Returns {@link AcceptInviteOutput}.
 *
 * Throws `unauthenticated`, `invalid-argument` (malformed token; invite already used or expired), `not-found` (no
 * such invite, or its board is gone), `permission-denied` (bound to another or unverified e-mail; its maker can no
 * longer invite).
 */
export const acceptInvite: CallHandler<AcceptInviteOutput> = async (ctx, input, tx) => {
  const uid = requireUid(ctx);
  const { token } = parseOrThrow(acceptInviteInputSchema, input, 'Invite');
  const invitePath = paths.invite(await inviteIdForToken(token));
  const invite = await readDoc(tx, invitePath, storedInviteSchema);
  // Revoked (deleted) or expired and purged: the same to the person holding the link.
  if (!invite) {
    throw new AppError(
      'not-found',
      'This invite link no longer works: it was revoked or has expired. Ask for a new link.',
    );
  }
  const board = await loadBoard(tx, invite.boardId).catch((e: unknown) => {
    if (!isAppError(e, 'not-found')) throw e;
    throw new AppError('not-found', 'The board of this invite no longer exists.', { cause: e });
  });

  const current = roleOf(board, uid);
  if (current) return { boardId: board.id, role: current, joined: false };
  checkUsable(invite, ctx, roleOf(board, invite.createdBy));

  writeMembership(tx, ctx, board, uid, invite.role);
  tx.update(invitePath, { acceptedBy: uid, acceptedAt: ctx.now });
  writeActivity(tx, ctx, {
    boardId: board.id,
    actorUid: uid,
    type: 'member.join',
    data: { uid, role: invite.role, invitedBy: invite.createdBy },
  });
  return { boardId: board.id, role: invite.role, joined: true };
};
