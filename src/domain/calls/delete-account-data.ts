/**
 * The `deleteAccountData` callable: everything Lanes keeps about the caller goes, before the client deletes the
 * Authentication account itself (ARCHITECTURE.md §3 `auth.deleteAccount`, §4).
 */
import { parseOrThrow } from '../validate';
import {
  ownersOf,
  requireRecentSignIn,
  requireUid,
  roleOf,
  toBoardAccess,
  writeActivity,
  writeMembership,
  writeTombstone,
  type BoardAccess,
  type CallHandler,
} from './access';
import { deleteAccountDataInputSchema } from './schemas';
import { idOf, paths } from './tx';

/** A board the caller alone owns, so it is deleted with their data; `otherMembers` (uids) lose it too. */
export interface SoleOwnerBoard {
  id: string;
  title: string;
  otherMembers: string[];
}

/** What deleteAccountData returns (the same shape for a dry run, with nothing deleted). */
export interface DeleteAccountDataOutput {
  dryRun: boolean;
  /** Boards deleted (dry run: that would be) because the caller is their only owner. */
  deletedBoards: SoleOwnerBoard[];
  /** Boards the caller was (dry run: would be) taken off, since another owner keeps them. */
  leftBoards: { id: string; title: string }[];
}

function isSoleOwner(board: BoardAccess, uid: string): boolean {
  return roleOf(board, uid) === 'owner' && ownersOf(board).length === 1;
}

/**
 * Empties the caller's profile `users/{uid}` (only `deletedAt` stays, until the purge removes it) and deletes
 * every board they are the only owner of (each left as a tombstone, as deleteBoard does), and takes them off every other board (`roles` and `memberIds`, with a
 * `member.leave` activity entry). What may be of any size goes next, in pages and outside the transaction (issue
 * 15 item 3): the boards' contents, invites and files (purgeDeletedBoard), and the caller's inbox, devices,
 * settings, the invites they made, their files and the profile itself (purgeDeletedUser, started by the mark;
 * the local adapter purges both itself). Their comments on boards that stay are kept, as the board's record. With `dryRun`,
 * reads the same and writes nothing, so the UI can name the boards first.
 *
 * Takes {@link DeleteAccountDataInput} (`confirm: true` is required). Returns {@link DeleteAccountDataOutput}.
 *
 * Throws `unauthenticated`, `invalid-argument` (no `confirm: true`, unknown keys), `auth/requires-recent-login`
 * (not a dry run, and signed in more than 5 minutes ago: issue 15 item 13).
 */
export const deleteAccountData: CallHandler<DeleteAccountDataOutput> = async (ctx, input, tx) => {
  const uid = requireUid(ctx);
  const { dryRun } = parseOrThrow(deleteAccountDataInputSchema, input, 'Account deletion');
  const found = await tx.query(paths.boards, { field: 'memberIds', op: 'array-contains', value: uid });
  const boards = found.map((doc) => toBoardAccess(idOf(doc.path), doc.data));
  const sole = boards.filter((board) => isSoleOwner(board, uid));
  const shared = boards.filter((board) => !isSoleOwner(board, uid));
  const output: DeleteAccountDataOutput = {
    dryRun,
    deletedBoards: sole.map(({ id, title, memberIds }) => ({
      id,
      title,
      otherMembers: memberIds.filter((member) => member !== uid),
    })),
    leftBoards: shared.map(({ id, title }) => ({ id, title })),
  };
  if (dryRun) return output;
  requireRecentSignIn(ctx);

  for (const board of sole) writeTombstone(tx, ctx, board, uid);
  for (const board of shared) {
    writeMembership(tx, ctx, board, uid, null);
    writeActivity(tx, ctx, { boardId: board.id, actorUid: uid, type: 'member.leave', data: { uid } });
  }
  // The profile's fields go now; the mark starts the purge of everything under it (purgeDeletedUser).
  tx.set(paths.user(uid), { deletedAt: ctx.now });
  return output;
};
