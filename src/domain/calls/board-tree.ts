/**
 * What goes when a board is deleted (ARCHITECTURE.md §4), outside any transaction, after deleteBoard or
 * deleteAccountData left its tombstone (access.ts `writeTombstone`): every document below it, its invites, and
 * every file in its Storage folder — by prefix, so files whose record never came (or is long gone) go too
 * (issue 15 item 2). Cloud Functions' purgeDeletedBoard and the local adapter's purge both follow this.
 */

/**
 * The collections below `boards/{id}`, at any depth (comments and attachments sit under cards). Cloud Functions
 * find them by listing (a collection added later is purged too); the local adapter's tables are these.
 */
export const BOARD_COLLECTIONS = ['lists', 'cards', 'comments', 'attachments', 'activity'] as const;

/** The Storage folder of board `boardId`'s attachment files: `boards/{boardId}/`. */
export function boardFolder(boardId: string): string {
  return `boards/${boardId}/`;
}

/** The Storage folder of user `uid`'s files (the avatar): `users/{uid}/`. */
export function userFolder(uid: string): string {
  return `users/${uid}/`;
}
