/**
 * What deleting a board or an account leaves to do outside the callables' transactions (issue 15 items 2 and 3):
 * deleteBoard and deleteAccountData only leave marks — a board's tombstone `{deletedAt, deletedBy}`, a profile's
 * `{deletedAt}` — so members lose a board at once whatever its size; these triggers then empty what is under the
 * marks in pages (recursiveDelete's BulkWriter: small requests, retried with back-off), with the Storage folders
 * (by prefix, so files whose record never came go too). Triggers run at least once and are retried on failure
 * (`retry: true`): each step may run again and finds only what is left. A board's tombstone stays for good, so its
 * id cannot be claimed again; a profile's mark goes last.
 */
import { getFirestore, type CollectionReference, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentDeleted, onDocumentUpdated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { boardFolder, userFolder } from '../../src/domain/calls/board-tree';
import { CALENDAR_FEEDS } from '../../src/domain/calls/calendar-feed';
import { paths } from '../../src/domain/calls/tx';
import { deleteInPages } from './delete-pages';
import { deleteFiles } from './mirror';
import { REGION } from './wrap';

/** Purges run for up to 9 minutes (the most an event-driven function may) and are retried when they fail. */
const PURGE_OPTIONS = { region: REGION, timeoutSeconds: 540, retry: true, memory: '512MiB' as const };

/** Deletes every document of `collection` whose `field` is `value`, 500 at a time. */
async function deleteWhere(db: Firestore, collection: CollectionReference, field: string, value: string) {
  await deleteInPages(db, collection.where(field, '==', value), 500);
}

/**
 * Empties deleted board `boardId`: every collection under it at any depth (listed, so one added later goes too),
 * its invites and calendar subscription links, and its Storage folder. Leaves the tombstone.
 */
export async function purgeBoard(db: Firestore, boardId: string): Promise<void> {
  const board = db.doc(paths.board(boardId));
  for (const collection of await board.listCollections()) await db.recursiveDelete(collection);
  await deleteWhere(db, db.collection(paths.invites), 'boardId', boardId);
  await deleteWhere(db, db.collection(CALENDAR_FEEDS), 'boardId', boardId);
  await deleteFiles([], [boardFolder(boardId)]);
}

/**
 * Empties deleted user `uid`: their inbox, devices and settings (every collection under the profile), the invites
 * they made, their Storage folder (the avatar), and last the profile's mark itself.
 */
export async function purgeUser(db: Firestore, uid: string): Promise<void> {
  const profile = db.doc(paths.user(uid));
  for (const collection of await profile.listCollections()) await db.recursiveDelete(collection);
  await deleteWhere(db, db.collection(paths.invites), 'createdBy', uid);
  await deleteFiles([], [userFolder(uid)]);
  await profile.delete();
}

/** A board became a tombstone (deleteBoard, deleteAccountData): empty it. */
export const purgeDeletedBoard = onDocumentUpdated(
  { ...PURGE_OPTIONS, document: 'boards/{boardId}' },
  async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    if (!after || after.deletedAt === undefined || before?.deletedAt !== undefined) return;
    const started = Date.now();
    await purgeBoard(getFirestore(), event.params.boardId);
    logger.info(`purged deleted board ${event.params.boardId} in ${Date.now() - started} ms`);
  },
);

/** A profile was marked deleted (deleteAccountData): empty it, then remove it. */
export const purgeDeletedUser = onDocumentWritten(
  { ...PURGE_OPTIONS, document: 'users/{uid}' },
  async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    if (!after || after.deletedAt === undefined || before?.deletedAt !== undefined) return;
    await purgeUser(getFirestore(), event.params.uid);
  },
);

/**
 * A card was deleted for good: its Storage folder `boards/{b}/cards/{c}/` goes too — every file, those whose record
 * was deleted with it and those that never had one (the client deletes the files it knows of; this is the one that
 * cannot be skipped). Not for a card of a board being purged: the board's folder goes whole.
 */
export const purgeCardFiles = onDocumentDeleted(
  { region: REGION, document: 'boards/{boardId}/cards/{cardId}', retry: true },
  async (event) => {
    const { boardId, cardId } = event.params;
    const board = await getFirestore().doc(paths.board(boardId)).get();
    if (!board.exists || board.get('deletedAt') !== undefined) return;
    await deleteFiles([], [`${boardFolder(boardId)}cards/${cardId}/`]);
  },
);
