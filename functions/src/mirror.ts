/**
 * Membership mirrored to the Realtime Database, `/boardMembers/{boardId}/{uid}` = `{ role, name }`: what the
 * database rules read to let only members see a board's presence. The same members and names go to Firestore's
 * `boardMembers/{boardId}` = `{ members: { uid: { role, name } } }`, where members find each other's display names
 * (`users/{uid}` is readable by its owner only) in every Firebase mode, the emulator's without a Realtime Database
 * included. Names come from the accounts (Firebase Authentication), never from a writer. Firestore's `roles` stays
 * the truth; both mirrors are rebuilt whole from it every time, so a failed or repeated write heals on the next one. Files of deleted boards and
 * accounts go here too: everything the callables do outside their Firestore transaction.
 */
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { logger } from 'firebase-functions';
import type { Role } from '../../src/domain/permissions';

/** Under the Functions emulator, a service whose emulator is not running is skipped: never reach production. */
export function available(emulatorHostVariable: string): boolean {
  return process.env.FUNCTIONS_EMULATOR !== 'true' || Boolean(process.env[emulatorHostVariable]);
}

/** Display names of `uids` from Firebase Authentication (100 per request, its limit). */
export async function namesOf(uids: string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (let i = 0; i < uids.length; i += 100) {
    const { users } = await getAuth().getUsers(uids.slice(i, i + 100).map((uid) => ({ uid })));
    for (const user of users) names.set(user.uid, user.displayName ?? '');
  }
  return names;
}

/**
 * Board `boardId`'s `roles` as stored now; null when the board is gone or a tombstone (deleted). The mirror is
 * written from this, never from a trigger event's `after`: events may arrive out of order, and an older one
 * written last would bring back a member who was removed (issue 15 item 9).
 */
export async function currentRoles(db: Firestore, boardId: string): Promise<Record<string, Role> | null> {
  const board = await db.doc(`boards/${boardId}`).get();
  const roles: unknown = board.get('roles');
  return board.exists && board.get('deletedAt') === undefined && roles && typeof roles === 'object'
    ? (roles as Record<string, Role>)
    : null;
}

/**
 * Writes `/boardMembers/{boardId}` from `roles` (null: the board is gone, so its mirror and presence go too).
 * Never throws: the Firestore change is already committed, and the board trigger repeats the mirror; a failure is
 * logged.
 */
export async function mirrorMembers(boardId: string, roles: Record<string, Role> | null): Promise<void> {
  await mirrorNames(boardId, roles);
  if (!available('FIREBASE_DATABASE_EMULATOR_HOST')) {
    logger.info(`mirror of ${boardId} skipped: no Realtime Database emulator`);
    return;
  }
  try {
    const root = getDatabase().ref();
    if (roles === null) {
      await root.update({ [`boardMembers/${boardId}`]: null, [`presence/${boardId}`]: null });
      return;
    }
    const names = await namesOf(Object.keys(roles));
    const members = Object.fromEntries(
      Object.entries(roles).map(([uid, role]) => [uid, { role, name: names.get(uid) ?? '' }]),
    );
    await root.child(`boardMembers/${boardId}`).set(members);
  } catch (e) {
    logger.error(`mirroring the members of ${boardId} failed`, e);
  }
}

/**
 * Writes Firestore's `boardMembers/{boardId}` from `roles` with the accounts' names (null: deletes it). Never
 * throws: a failure is logged, and the next change of the board's roles writes it again.
 */
async function mirrorNames(boardId: string, roles: Record<string, Role> | null): Promise<void> {
  try {
    const mirror = getFirestore().doc(`boardMembers/${boardId}`);
    if (roles === null) {
      await mirror.delete();
      return;
    }
    const names = await namesOf(Object.keys(roles));
    const members = Object.fromEntries(
      Object.entries(roles).map(([uid, role]) => [uid, { role, name: names.get(uid) ?? '' }]),
    );
    await mirror.set({ members });
  } catch (e) {
    logger.error(`mirroring the member names of ${boardId} failed`, e);
  }
}

/** Deletes Storage files and folders (prefixes) after their documents are gone; logs what fails, never throws. */
export async function deleteFiles(paths: string[], folders: string[] = []): Promise<void> {
  if (paths.length + folders.length === 0) return;
  if (!available('FIREBASE_STORAGE_EMULATOR_HOST')) {
    logger.info(`deleting ${paths.length + folders.length} Storage items skipped: no Storage emulator`);
    return;
  }
  const bucket = getStorage().bucket();
  const results = await Promise.allSettled([
    ...paths.map((path) => bucket.file(path).delete({ ignoreNotFound: true })),
    ...folders.map((prefix) => bucket.deleteFiles({ prefix })),
  ]);
  // A leftover file is harmless and invisible (its documents are gone); the log lets someone sweep it.
  for (const result of results)
    if (result.status === 'rejected') logger.warn('Storage delete failed', result.reason);
}
