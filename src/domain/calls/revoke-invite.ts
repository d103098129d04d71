/** The `revokeInvite` callable: an admin or owner withdraws an invite link before anyone uses it (issue 15 item 11). */
import { AppError } from '../errors';
import { parseOrThrow } from '../validate';
import { loadBoard, readDoc, requireAction, requireUid, type CallHandler } from './access';
import { revokeInviteInputSchema, storedInviteSchema } from './schemas';
import { paths } from './tx';

/** What revokeInvite returns: which invite of which board is gone. */
export interface RevokeInviteOutput {
  boardId: string;
  inviteId: string;
}

/**
 * Deletes invite `inviteId` of board `boardId`, so its link is refused from now on (acceptInvite: `not-found`).
 * Any admin or owner may revoke any of the board's invites, as any of them may make one.
 *
 * Takes {@link RevokeInviteInput}. Returns {@link RevokeInviteOutput}.
 *
 * Throws `unauthenticated`, `invalid-argument` (malformed input), `not-found` (no such board; no such invite on
 * it — already revoked, purged or never there), `invalid-argument` also when it was already used (remove the member instead),
 * `permission-denied` (not an admin or owner: permissions.ts `member.invite`).
 */
export const revokeInvite: CallHandler<RevokeInviteOutput> = async (ctx, input, tx) => {
  const uid = requireUid(ctx);
  const { boardId, inviteId } = parseOrThrow(revokeInviteInputSchema, input, 'Invite');
  const board = await loadBoard(tx, boardId);
  requireAction(board, uid, 'member.invite');
  const path = paths.invite(inviteId);
  const invite = await readDoc(tx, path, storedInviteSchema);
  // Another board's invite answers as missing: its existence is none of this caller's business.
  if (!invite || invite.boardId !== boardId) {
    throw new AppError('not-found', 'This invite does not exist any more: it was revoked or has expired.');
  }
  if (invite.acceptedBy !== null) {
    throw new AppError('invalid-argument', 'This invite has already been used: remove the member instead.');
  }
  tx.delete(path);
  return { boardId, inviteId };
};
