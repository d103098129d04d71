/**
 * A member's new display name reaches the membership mirror (`/boardMembers/{boardId}/{uid}/name`), which is the
 * only name database.rules.json lets presence show (issue 15 item 9). The mirror is otherwise rewritten only when a
 * board's `roles` change, so after a rename other members saw the old name until then. The app renames in
 * Firebase Authentication first, then in the profile `users/{uid}`; this runs on the profile's change and rebuilds
 * the mirror of every board the person is a member of, with names read from Authentication.
 */
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { paths } from '../../src/domain/calls/tx';
import { currentRoles, mirrorMembers } from './mirror';
import { REGION } from './wrap';

/** The ids of the boards `uid` is a member of (`memberIds`; a deleted board's tombstone has none). */
export async function boardIdsOf(db: Firestore, uid: string): Promise<string[]> {
  const found = await db.collection(paths.boards).where('memberIds', 'array-contains', uid).select().get();
  return found.docs.map((doc) => doc.id);
}

/** The profile's `displayName` changed: rebuild the mirror of each of the person's boards, one after another. */
export const mirrorRenamedMember = onDocumentUpdated(
  { document: 'users/{uid}', region: REGION },
  async (event) => {
    const before: unknown = event.data?.before.get('displayName');
    const after: unknown = event.data?.after.get('displayName');
    if (before === after || typeof after !== 'string') return;
    const db = getFirestore();
    const boardIds = await boardIdsOf(db, event.params.uid);
    for (const boardId of boardIds) await mirrorMembers(boardId, await currentRoles(db, boardId));
    logger.info(`rename of ${event.params.uid} mirrored on ${boardIds.length} boards`);
  },
);
