/**
 * The `deleteAccountData` callable: everything Lanes keeps about the caller goes, before the client deletes the
 * Authentication account itself (ARCHITECTURE.md §3 `auth.deleteAccount`, §4).
 */
import { parseOrThrow } from '../validate';
import {
  ownersOf,
  requireUid,
  roleOf,
  toBoardAccess,
  writeActivity,
  writeMembership,
  type BoardAccess,
  type CallHandler,
} from './access';
import { deleteBoardTree, readBoardTree } from './board-tree';
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
  /** Attachment files of the deleted boards, for the caller to delete from Storage. Empty in a dry run. */
  storagePaths: string[];
  /** Storage folders to empty as well (the caller's avatar). Empty in a dry run. */
  storageFolders: string[];
}

function isSoleOwner(board: BoardAccess, uid: string): boolean {
  return roleOf(board, uid) === 'owner' && ownersOf(board).length === 1;
}

/**
 * Deletes the caller's profile `users/{uid}`, their inbox, devices and settings, the invites they made, and every board they
 * are the only owner of (with all that is in it, as deleteBoard does); takes them off every other board
 * (`roles` and `memberIds`, with a `member.leave` activity entry). Their comments on boards that stay are kept, as
 * the board's record. With `dryRun`, reads the same and writes nothing, so the UI can name the boards first.
 *
 * Takes {@link DeleteAccountDataInput} (`confirm: true` is required). Returns {@link DeleteAccountDataOutput}.
 *
 * Throws `unauthenticated`, `invalid-argument` (no `confirm: true`, unknown keys).
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
    storagePaths: [],
    storageFolders: [],
  };
  if (dryRun) return output;

  // Every read before the first write (Firestore transactions).
  const [trees, inbox, devices, settings, invites] = await Promise.all([
    Promise.all(sole.map((board) => readBoardTree(tx, board.id))),
    tx.query(paths.userCollection(uid, 'inbox')),
    tx.query(paths.userCollection(uid, 'devices')),
    tx.query(paths.userCollection(uid, 'settings')),
    tx.query(paths.invites, { field: 'createdBy', op: '==', value: uid }),
  ]);

  for (const tree of trees) deleteBoardTree(tx, tree);
  for (const board of shared) {
    writeMembership(tx, ctx, board, uid, null);
    writeActivity(tx, ctx, { boardId: board.id, actorUid: uid, type: 'member.leave', data: { uid } });
  }
  // A deleted board's invites are already in its tree; a Set keeps each delete single.
  const deletedByTrees = new Set(trees.flatMap((tree) => tree.docPaths));
  for (const doc of [...inbox, ...devices, ...settings, ...invites]) {
    if (!deletedByTrees.has(doc.path)) tx.delete(doc.path);
  }
  tx.delete(paths.user(uid));
  return {
    ...output,
    storagePaths: trees.flatMap((tree) => tree.storagePaths),
    storageFolders: [`${paths.user(uid)}/avatar/`],
  };
};
