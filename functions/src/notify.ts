/**
 * Notifications in Firebase modes (issue D item 4): what each trigger does, as plain functions over the Admin
 * Firestore so the emulator tests call them directly. Each reads what its handler needs, runs the pure handler of
 * src/domain/notifications, and delivers: `create()` of `users/{uid}/inbox/{id}` (an id already there — a retried
 * trigger, a second sweep — is left alone, so nothing is delivered twice) and a push only for entries created now.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { boardSchema, cardSchema, type Board, type Card } from '../../src/domain/model';
import {
  addedToBoardNotifications,
  assignmentNotifications,
  DUE_SOON_MS,
  dueSoonNotifications,
  mentionNotifications,
  readSettings,
  type Delivery,
  type SettingsLookup,
} from '../../src/domain/notifications';
import { fromFirestore, toFirestore } from './admin-tx';
import { namesOf } from './mirror';
import { pushToUser } from './push-send';

/** Firestore's ALREADY_EXISTS, what `create()` fails with for an id that is taken. */
const ALREADY_EXISTS = 6;

/** A board document as the model's Board, or null (gone or malformed). */
export async function readBoard(db: Firestore, boardId: string): Promise<Board | null> {
  const snapshot = await db.doc(`boards/${boardId}`).get();
  const data = snapshot.data();
  if (!data) return null;
  const parsed = boardSchema.safeParse({ ...fromFirestore(data), id: boardId });
  return parsed.success ? parsed.data : null;
}

/** Card document data (as a trigger delivers it) as the model's Card, or null when malformed. */
export function cardOf(
  boardId: string,
  cardId: string,
  data: Record<string, unknown> | undefined,
): Card | null {
  if (!data) return null;
  const parsed = cardSchema.safeParse({ ...fromFirestore(data), id: cardId, boardId });
  return parsed.success ? parsed.data : null;
}

/** The notification settings of `uids`, read in one round trip. */
export async function settingsOf(db: Firestore, uids: readonly string[]): Promise<SettingsLookup> {
  const unique = [...new Set(uids)];
  const refs = unique.map((uid) => db.doc(`users/${uid}/settings/notifications`));
  const snapshots = refs.length > 0 ? await db.getAll(...refs) : [];
  const byUid = new Map(unique.map((uid, i) => [uid, readSettings(snapshots[i]?.data())]));
  return (uid) => byUid.get(uid) ?? readSettings(undefined);
}

/** Writes each delivery that is new, then pushes those that asked for it. Returns how many were new. */
export async function deliver(db: Firestore, deliveries: readonly Delivery[]): Promise<number> {
  const created = await Promise.all(
    deliveries.map(async ({ uid, entry }) => {
      const path = `users/${uid}/inbox/${entry.id}`;
      try {
        await db.doc(path).create(toFirestore(path, { ...entry }));
        return true;
      } catch (e) {
        if ((e as { code?: unknown }).code === ALREADY_EXISTS) return false;
        throw e;
      }
    }),
  );
  const fresh = deliveries.filter((_, i) => created[i]);
  await Promise.all(fresh.filter((d) => d.push).map((d) => pushToUser(d.uid, d.entry)));
  return fresh.length;
}

/** A card was updated by `actorUid` (null: not a signed-in user, e.g. the Admin SDK): "assigned to you". */
export async function notifyCardUpdated(
  db: Firestore,
  change: { boardId: string; before: Card; after: Card; actorUid: string | null },
): Promise<number> {
  const { boardId, before, after, actorUid } = change;
  const added = after.assigneeIds.filter((uid) => !before.assigneeIds.includes(uid) && uid !== actorUid);
  if (added.length === 0) return 0;
  const board = await readBoard(db, boardId);
  if (!board) return 0;
  const names = actorUid ? await namesOf([actorUid]) : new Map<string, string>();
  const actor = { uid: actorUid ?? '', name: (actorUid && names.get(actorUid)) || '' };
  const settings = await settingsOf(db, added);
  return deliver(db, assignmentNotifications({ board, before, after, actor, at: after.updatedAt }, settings));
}

/** A comment was created: "you were mentioned". Members' names come from Authentication. */
export async function notifyCommentCreated(
  db: Firestore,
  event: { boardId: string; cardId: string; commentId: string; data: Record<string, unknown> },
): Promise<number> {
  const { boardId, cardId, commentId } = event;
  const comment = fromFirestore(event.data);
  const text = typeof comment.text === 'string' ? comment.text : '';
  const authorUid = typeof comment.authorUid === 'string' ? comment.authorUid : '';
  if (!text.includes('@')) return 0;
  const [board, cardSnapshot] = await Promise.all([
    readBoard(db, boardId),
    db.doc(`boards/${boardId}/cards/${cardId}`).get(),
  ]);
  const card = cardOf(boardId, cardId, cardSnapshot.data());
  if (!board || !card) return 0;
  const names = await namesOf(board.memberIds);
  const members = board.memberIds.map((uid) => ({ uid, displayName: names.get(uid) ?? '' }));
  const authorName =
    (typeof comment.authorName === 'string' && comment.authorName) || names.get(authorUid) || '';
  const createdAt = typeof comment.createdAt === 'number' ? comment.createdAt : Date.now();
  const settings = await settingsOf(db, board.memberIds);
  const made = mentionNotifications(
    { board, card, comment: { id: commentId, text, authorUid, createdAt }, members, authorName },
    settings,
  );
  return deliver(db, made);
}

/** An activity entry was created: a `member.join` tells the new member "you were added" by the inviter. */
export async function notifyActivityCreated(
  db: Firestore,
  event: { boardId: string; data: Record<string, unknown> },
): Promise<number> {
  const activity = fromFirestore(event.data);
  const details = activity.data as Record<string, unknown> | null;
  if (activity.type !== 'member.join' || !details) return 0;
  const uid = details.uid;
  const invitedBy = details.invitedBy;
  if (typeof uid !== 'string' || typeof invitedBy !== 'string') return 0;
  const board = await readBoard(db, event.boardId);
  if (!board) return 0;
  const names = await namesOf([invitedBy]);
  const at = typeof activity.createdAt === 'number' ? activity.createdAt : Date.now();
  const settings = await settingsOf(db, [uid]);
  const addedBy = { uid: invitedBy, name: names.get(invitedBy) ?? '' };
  return deliver(db, addedToBoardNotifications({ board, uid, addedBy, at }, settings));
}

/**
 * The due-date sweep at `now`: every card due in the next 24 hours (a collection-group query on `dueAt`, indexed
 * in firestore.indexes.json), each assignee told once per card and due date.
 */
export async function sweepDueSoon(db: Firestore, now: number): Promise<number> {
  const due = await db
    .collectionGroup('cards')
    .where('dueAt', '>', Timestamp.fromMillis(now))
    .where('dueAt', '<=', Timestamp.fromMillis(now + DUE_SOON_MS))
    .get();
  const cards = due.docs.flatMap((doc) => {
    const boardId = doc.ref.parent.parent?.id;
    const card = boardId ? cardOf(boardId, doc.id, doc.data()) : null;
    return card && card.assigneeIds.length > 0 ? [card] : [];
  });
  if (cards.length === 0) return 0;
  const boardIds = [...new Set(cards.map((c) => c.boardId))];
  const boards = await Promise.all(boardIds.map((id) => readBoard(db, id)));
  const byId = new Map(boards.flatMap((b) => (b ? [[b.id, b] as const] : [])));
  const settings = await settingsOf(
    db,
    cards.flatMap((c) => c.assigneeIds),
  );
  const made = dueSoonNotifications({ now, cards, boardOf: (id) => byId.get(id) }, settings);
  const fresh = await deliver(db, made);
  logger.info(`due-date sweep: ${cards.length} cards due soon, ${fresh} new notifications`);
  return fresh;
}
