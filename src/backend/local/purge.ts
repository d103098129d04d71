/**
 * The local adapter's half of deleting a board or an account (src/domain/calls/board-tree.ts): after deleteBoard
 * or deleteAccountData left their marks, everything under them goes — the board's lists, cards, comments,
 * attachment records, activity, invites and stored files; the user's inbox, devices, settings, the invites they
 * made and their files — and the marks themselves (on one device nobody else could claim the ids). One Dexie
 * transaction per board or user: IndexedDB has no request size limit to page around.
 */
import { Dexie } from 'dexie';
import { boardFolder, userFolder } from '../../domain/calls/board-tree';
import type { LanesDb } from './db';

/** Deletes board `boardId`'s row and everything under it, its invites and its files. */
export async function purgeBoard(db: LanesDb, boardId: string): Promise<void> {
  const tables = [
    db.boards,
    db.lists,
    db.cards,
    db.comments,
    db.attachments,
    db.activity,
    db.invites,
    db.files,
  ];
  const underBoard = [boardId, Dexie.minKey] as const;
  const end = [boardId, Dexie.maxKey] as const;
  await db.transaction('rw', tables, async () => {
    await db.lists.where('boardId').equals(boardId).delete();
    await db.cards.where('boardId').equals(boardId).delete();
    await db.comments.where('[boardId+cardId]').between(underBoard, end, true, true).delete();
    await db.attachments.where('[boardId+cardId]').between(underBoard, end, true, true).delete();
    await db.activity.where('boardId').equals(boardId).delete();
    await db.invites.where('boardId').equals(boardId).delete();
    await db.files.where('path').startsWith(boardFolder(boardId)).delete();
    await db.boards.delete(boardId);
  });
}

/** Deletes user `uid`'s profile, inbox, devices, settings, the invites they made and their files. */
export async function purgeUser(db: LanesDb, uid: string): Promise<void> {
  const tables = [db.users, db.inbox, db.devices, db.settings, db.invites, db.files];
  await db.transaction('rw', tables, async () => {
    await db.inbox.where('uid').equals(uid).delete();
    await db.devices.where('uid').equals(uid).delete();
    await db.settings.where('uid').equals(uid).delete();
    await db.invites.where('createdBy').equals(uid).delete();
    await db.files.where('path').startsWith(userFolder(uid)).delete();
    await db.users.delete(uid);
  });
}
