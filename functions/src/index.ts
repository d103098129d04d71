/**
 * Lanes' Cloud Functions (ARCHITECTURE.md §3 `calls`): one callable per handler of src/domain/calls, a trigger
 * that keeps the Realtime Database's membership mirror in step with every board write (boards created or imported
 * by clients included), and the notification triggers (inbox entries and pushes). Bundled by build.mjs into lib/index.js with src/domain inlined.
 */
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { callHandlers } from '../../src/domain/calls';
import { calendarFeedHandlers } from '../../src/domain/calls/calendar-feed';
import type { Role } from '../../src/domain/permissions';
import { currentRoles, mirrorMembers } from './mirror';
import { callable, REGION } from './wrap';

initializeApp();

/** Mirrors board `boardId` from its current `roles` (gone: mirror removed). */
async function remirror(boardId: string): Promise<void> {
  await mirrorMembers(boardId, await currentRoles(getFirestore(), boardId));
}

export const inviteMember = callable(callHandlers.inviteMember);
export const acceptInvite = callable(callHandlers.acceptInvite, (out) => remirror(out.boardId));
// Open invites for admins, and revoking one (issue 15 item 11); invites.ts purges expired ones daily.
export const listInvites = callable(callHandlers.listInvites);
export const revokeInvite = callable(callHandlers.revokeInvite);
export { purgeExpiredInvites } from './invites';
export const setMemberRole = callable(callHandlers.setMemberRole, (out) => remirror(out.boardId));
export const removeMember = callable(callHandlers.removeMember, (out) => remirror(out.boardId));
// Copy board with its members (issue 27 item 5): the copy's members join as by an invite, mirrored the same way.
export const copyMembers = callable(callHandlers.copyMembers, (out) => remirror(out.boardId));
// Deleting leaves marks in the transaction; purge.ts empties what is under them (issue 15 items 2 and 3).
export const deleteBoard = callable(callHandlers.deleteBoard, (out) => mirrorMembers(out.boardId, null));
export const deleteAccountData = callable(callHandlers.deleteAccountData, async (out) => {
  if (out.dryRun) return;
  await Promise.all([
    ...out.deletedBoards.map((board) => mirrorMembers(board.id, null)),
    ...out.leftBoards.map((board) => remirror(board.id)),
  ]);
});

export { purgeCardFiles, purgeDeletedBoard, purgeDeletedUser } from './purge';
// A rename reaches the membership mirror, and so presence (issue 15 item 9).
export { mirrorRenamedMember } from './rename';
// Attachment files no record names (uploads whose record never came), daily (issue 15 item 2).
export { sweepOrphanedFiles } from './sweep-files';
// The attachment limit storage.rules enforces, copied from Remote Config (issue 15 item 4).
export { syncAttachmentLimit } from './attachment-limit';
export { recountBoard } from './tally';
// A whole board for a device with no copy of it, and the daily purge of deleted ids past the horizon (docs/sync.md).
export { boardSnapshot } from './board-snapshot';
export { purgeTombstones } from './tombstones';
// A Trello import written on the server from the plan the browser checked (issue 24 item 4).
export { importBoard } from './import-board';
// Imports Cloud Firestore stopped answering in the middle of, deleted once none of their writes can still land.
export { sweepUnfinishedImports } from './stale-imports';
// A card moved to another board, with its files (move-card.ts).
export { moveCardToBoard } from './move-card';
// Private calendar subscriptions (issue 18): make and revoke the secret link; the HTTP function serves it.
export const createCalendarFeed = callable(calendarFeedHandlers.createCalendarFeed);
export const revokeCalendarFeed = callable(calendarFeedHandlers.revokeCalendarFeed);
export { calendarFeed } from './calendar-feed';

// In-app and push notifications (notify-triggers.ts).
export { notifyAssignments, notifyDueSoon, notifyMemberJoined, notifyMentions } from './notify-triggers';

/** Any change of a board's `roles` (or its deletion) rewrites its mirror; other board edits are ignored. */
export const mirrorBoardMembers = onDocumentWritten(
  { document: 'boards/{boardId}', region: REGION },
  async (event) => {
    const before: unknown = event.data?.before.get('roles') ?? null;
    const after = (event.data?.after.get('roles') as Record<string, Role> | undefined) ?? null;
    if (JSON.stringify(before) === JSON.stringify(after)) return;
    // From the board as it is now: this event may come after a later change's (mirror.ts currentRoles).
    await remirror(event.params.boardId);
  },
);
