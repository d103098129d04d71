/**
 * The callable handlers (ARCHITECTURE.md §3 `calls`), by callable name, for the Functions wrapper and the local
 * adapter to run inside their transactions. `importTrelloBoard` joins them from src/domain/import.
 */
import { acceptInvite } from './accept-invite';
import { copyMembers } from './copy-members';
import { deleteAccountData } from './delete-account-data';
import { deleteBoard } from './delete-board';
import { inviteMember } from './invite-member';
import { listInvites } from './list-invites';
import { moveCardToBoard } from './move-card-to-board';
import { removeMember } from './remove-member';
import { revokeInvite } from './revoke-invite';
import { setMemberRole } from './set-member-role';

export const callHandlers = {
  inviteMember,
  acceptInvite,
  listInvites,
  revokeInvite,
  setMemberRole,
  removeMember,
  deleteBoard,
  deleteAccountData,
  moveCardToBoard,
  copyMembers,
} as const;

/** The name of a callable served by a handler here. */
export type CallName = keyof typeof callHandlers;

export type { CallContext, CallHandler } from './access';
export type { CallTx, DocData, DocEntry, FieldValue, Where } from './tx';
export type { AcceptInviteOutput } from './accept-invite';
export type { CopyMembersOutput } from './copy-members';
export type { DeleteAccountDataOutput, SoleOwnerBoard } from './delete-account-data';
export type { DeleteBoardOutput } from './delete-board';
export type { InviteMemberOutput } from './invite-member';
export type { ListInvitesOutput, OpenInvite } from './list-invites';
export type { RevokeInviteOutput } from './revoke-invite';
export type { MoveCardToBoardOutput } from './move-card-to-board';
export type { RemoveMemberOutput } from './remove-member';
export type { SetMemberRoleOutput } from './set-member-role';
export * from './schemas';
