/**
 * The `boardSnapshot` callable (docs/sync.md): a whole board — the board, every list and card — in one compressed
 * answer, for a device that has no copy of it yet (a cold open, or a public board's page); with `details`, every
 * comment and attachment of its cards instead (an export, a copy, a public board's card). The Admin SDK bypasses
 * the rules, so this checks what they would (firestore.rules `canView`, `canViewTalk`):
 * - a member (any role, signed in) of a board that is not deleted gets all of it;
 * - anyone else, signed in or not, gets a public board (`publicView` set, not being imported; issue 27 item 1):
 *   the board, lists and cards, and its members' display names (`names`: a reader may not read `boardMembers`);
 *   with `details`, its attachments always and its comments only when `publicView.comments` is true (otherwise an
 *   empty `comments`).
 * Refusals: `invalid-argument` (not a board id), `not-found` (no such board, or deleted: a tombstone), and
 * `permission-denied` for a non-member of a private (or importing) board, signed in or not: the same code either
 * way, never `unauthenticated` from this handler — the client may offer a signed-out reader to sign in. In
 * production a call without an App Check token is refused before the handler runs, as `unauthenticated`
 * (ARCHITECTURE.md §8).
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
import { namesOf } from './mirror';
import { CALLABLE_OPTIONS, toHttpsError } from './wrap';

const docsOf = (snapshot: QuerySnapshot): CopiedDoc[] =>
  snapshot.docs.map((doc) => [doc.id, fromFirestore(doc.data())]);

const compressed = (value: BoardCopyData | BoardDetailsData): BoardSnapshotOutput => ({
  gzip: gzipSync(JSON.stringify(value), { level: 6 }).toString('base64'),
});

/**
 * Every comment (none, unread, when `withComments` is false) and attachment under `board`'s cards: one
 * collection-group query each, bounded to the board's document paths (`boards/{id}/…`; ordered by path, which
 * needs no index of its own).
 */
async function detailsOf(board: DocumentReference, withComments: boolean): Promise<BoardDetailsData> {
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
  const [comments, attachments] = await Promise.all([
    withComments ? under('comments') : Promise.resolve([]),
    under('attachments'),
  ]);
  return { comments, attachments };
}

/**
 * The display names of the members `roles` names, from their accounts (Firebase Auth, as the member mirror takes
 * them: mirror.ts `namesOf`): the names the members gave their accounts, nothing else of them — no e-mail
 * address, no photo, no former member. Read here rather than from the mirror, which a trigger writes a moment
 * after the board changes.
 */
async function memberNames(roles: Record<string, Role>): Promise<Record<string, string>> {
  const names: Record<string, string> = {};
  for (const [uid, name] of await namesOf(Object.keys(roles))) if (name !== '') names[uid] = name;
  return names;
}

/** What anyone may read of board `data`: null when nothing (private, or being imported); else whether its comments. */
function publicReadOf(data: Record<string, unknown>): { comments: boolean } | null {
  const view = data.publicView;
  if (typeof view !== 'object' || view === null || data.importState === 'importing') return null;
  return { comments: (view as { comments?: unknown }).comments === true };
}

export const boardSnapshot = onCall(CALLABLE_OPTIONS, async (request): Promise<BoardSnapshotOutput> => {
  try {
    // Signed out is no refusal by itself: a public board is for anyone with its link.
    const uid = request.auth?.uid ?? null;
    const parsed = boardSnapshotInputSchema.safeParse(request.data);
    if (!parsed.success) throw new AppError('invalid-argument', 'boardSnapshot needs a board id.');
    const db = getFirestore();
    const ref = db.doc(`boards/${parsed.data.boardId}`);
    const board = await ref.get();
    const data = board.data();
    if (!data || 'deletedAt' in data)
      throw new AppError('not-found', 'This board does not exist (any more).');
    const roles = (data.roles ?? {}) as Record<string, Role>;
    const member = uid !== null && Object.hasOwn(roles, uid) && can(roles[uid], 'board.read');
    const asPublic = member ? null : publicReadOf(data);
    if (!member && !asPublic)
      throw new AppError('permission-denied', 'This board is not public, and you are not a member of it.');
    // A non-member reads the comments of a public board only when it shows them (firestore.rules canViewTalk).
    if (parsed.data.details) return compressed(await detailsOf(ref, member || asPublic?.comments === true));
    const [lists, cards, names] = await Promise.all([
      ref.collection('lists').get(),
      ref.collection('cards').get(),
      // A member's device has the names from boardMembers, which a reader may not read (firestore.rules).
      asPublic ? memberNames(roles) : Promise.resolve(undefined),
    ]);
    const copy: BoardCopyData = {
      readTime: Math.min(board.readTime.toMillis(), lists.readTime.toMillis(), cards.readTime.toMillis()),
      board: fromFirestore(data),
      lists: docsOf(lists),
      cards: docsOf(cards),
      ...(names && { names }),
    };
    return compressed(copy);
  } catch (e) {
    throw toHttpsError(e);
  }
});
