/**
 * The `boardSnapshot` callable (docs/sync.md): a whole board — the board, every list and card — in one compressed
 * answer, for a device that has no copy of it yet (a cold open); with `details`, every comment and attachment of its
 * cards instead (an export or a copy). The Admin SDK bypasses the rules, so this checks
 * what they would: a signed-in caller who is a member of a board that is not deleted.
 */
import { gzipSync } from 'node:zlib';
import {
  FieldPath,
  getFirestore,
  type DocumentReference,
  type QuerySnapshot,
} from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { AppError } from '../../src/domain/errors';
import { can, type Role } from '../../src/domain/permissions';
import {
  boardSnapshotInputSchema,
  type BoardCopyData,
  type BoardDetailsData,
  type BoardSnapshotOutput,
  type CardChildDoc,
  type CopiedDoc,
} from '../../src/domain/sync/board-copy';
import { fromFirestore } from './admin-tx';
import { CALLABLE_OPTIONS, toHttpsError } from './wrap';

const docsOf = (snapshot: QuerySnapshot): CopiedDoc[] =>
  snapshot.docs.map((doc) => [doc.id, fromFirestore(doc.data())]);

const compressed = (value: BoardCopyData | BoardDetailsData): BoardSnapshotOutput => ({
  gzip: gzipSync(JSON.stringify(value), { level: 6 }).toString('base64'),
});

/**
 * Every comment and attachment under `board`'s cards: one collection-group query each, bounded to the board's
 * document paths (`boards/{id}/…`; ordered by path, which needs no index of its own).
 */
async function detailsOf(board: DocumentReference): Promise<BoardDetailsData> {
  const db = board.firestore;
  const under = async (group: 'comments' | 'attachments'): Promise<CardChildDoc[]> => {
    const snapshot = await db
      .collectionGroup(group)
      .orderBy(FieldPath.documentId())
      .startAt(board.path)
      .endAt(`${board.path}\uf8ff`)
      .get();
    return snapshot.docs
      .filter((doc) => doc.ref.parent.parent?.parent.parent?.path === board.path)
      .map((doc) => [doc.ref.parent.parent?.id ?? '', doc.id, fromFirestore(doc.data())]);
  };
  const [comments, attachments] = await Promise.all([under('comments'), under('attachments')]);
  return { comments, attachments };
}

export const boardSnapshot = onCall(CALLABLE_OPTIONS, async (request): Promise<BoardSnapshotOutput> => {
  try {
    const uid = request.auth?.uid;
    if (!uid) throw new AppError('unauthenticated', 'Sign in first.');
    const parsed = boardSnapshotInputSchema.safeParse(request.data);
    if (!parsed.success) throw new AppError('invalid-argument', 'boardSnapshot needs a board id.');
    const db = getFirestore();
    const ref = db.doc(`boards/${parsed.data.boardId}`);
    const board = await ref.get();
    const data = board.data();
    const roles = (data?.roles ?? {}) as Record<string, Role>;
    if (!data || 'deletedAt' in data)
      throw new AppError('not-found', 'This board does not exist (any more).');
    if (!Object.hasOwn(roles, uid) || !can(roles[uid], 'board.read'))
      throw new AppError('permission-denied', 'You are not a member of this board.');
    if (parsed.data.details) return compressed(await detailsOf(ref));
    const [lists, cards] = await Promise.all([ref.collection('lists').get(), ref.collection('cards').get()]);
    const copy: BoardCopyData = {
      readTime: Math.min(board.readTime.toMillis(), lists.readTime.toMillis(), cards.readTime.toMillis()),
      board: fromFirestore(data),
      lists: docsOf(lists),
      cards: docsOf(cards),
    };
    return compressed(copy);
  } catch (e) {
    throw toHttpsError(e);
  }
});
