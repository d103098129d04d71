/**
 * The `boardSnapshot` callable (docs/sync.md): a whole board — the board, every list and card — in one compressed
 * answer, for a device that has no copy of it yet (a cold open). The Admin SDK bypasses the rules, so this checks
 * what they would: a signed-in caller who is a member of a board that is not deleted.
 */
import { gzipSync } from 'node:zlib';
import { getFirestore, type QuerySnapshot } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { AppError } from '../../src/domain/errors';
import { can, type Role } from '../../src/domain/permissions';
import {
  boardSnapshotInputSchema,
  type BoardCopyData,
  type BoardSnapshotOutput,
  type CopiedDoc,
} from '../../src/domain/sync/board-copy';
import { fromFirestore } from './admin-tx';
import { CALLABLE_OPTIONS, toHttpsError } from './wrap';

const docsOf = (snapshot: QuerySnapshot): CopiedDoc[] =>
  snapshot.docs.map((doc) => [doc.id, fromFirestore(doc.data())]);

export const boardSnapshot = onCall(CALLABLE_OPTIONS, async (request): Promise<BoardSnapshotOutput> => {
  try {
    const uid = request.auth?.uid;
    if (!uid) throw new AppError('unauthenticated', 'Sign in first.');
    const parsed = boardSnapshotInputSchema.safeParse(request.data);
    if (!parsed.success) throw new AppError('invalid-argument', 'boardSnapshot needs a board id.');
    const db = getFirestore();
    const ref = db.doc(`boards/${parsed.data.boardId}`);
    const [board, lists, cards] = await Promise.all([
      ref.get(),
      ref.collection('lists').get(),
      ref.collection('cards').get(),
    ]);
    const data = board.data();
    const roles = (data?.roles ?? {}) as Record<string, Role>;
    if (!data || 'deletedAt' in data)
      throw new AppError('not-found', 'This board does not exist (any more).');
    if (!Object.hasOwn(roles, uid) || !can(roles[uid], 'board.read'))
      throw new AppError('permission-denied', 'You are not a member of this board.');
    const copy: BoardCopyData = {
      readTime: Math.min(board.readTime.toMillis(), lists.readTime.toMillis(), cards.readTime.toMillis()),
      board: fromFirestore(data),
      lists: docsOf(lists),
      cards: docsOf(cards),
    };
    return { gzip: gzipSync(JSON.stringify(copy), { level: 6 }).toString('base64') };
  } catch (e) {
    throw toHttpsError(e);
  }
});
