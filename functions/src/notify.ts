/**
 * Notifications in Firebase modes (issue D item 4): what each trigger does, as plain functions over the Admin
 * Firestore so the emulator tests call them directly. Each reads what its handler needs, runs the pure handler of
 * src/domain/notifications, and delivers: `create()` of `users/{uid}/inbox/{id}` (an id already there — a retried
 * trigger, a second sweep — is left alone, so nothing is delivered twice) and a push only for entries created now.
 */
import { Timestamp, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { boardSchema, cardSchema, type Board, type Card } from '../../src/domain/model';
import {
  addedToBoardNotifications,
  collapseKey,
  countCreated,
  decideNotice,
  readLedger,
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

/** Writes `entry` to `uid`'s inbox unless its id is there already; true when it was created now. */
async function createOnce(db: Firestore, uid: string, entry: Delivery['entry']): Promise<boolean> {
  const path = `users/${uid}/inbox/${entry.id}`;
  try {
    await db.doc(path).create(toFirestore(path, { ...entry }));
    return true;
  } catch (e) {
    if ((e as { code?: unknown }).code === ALREADY_EXISTS) return false;
    throw e;
  }
}

/**
 * Writes a notice someone did (`entry.actorUid`) under the actor → recipient ledger (issue 15 item 10,
 * src/domain/notifications/rate-limit.ts), in one transaction at the server's clock `now`: created (true), or
 * collapsed into the earlier notice about the same card — which is updated and marked unread, with no new push —
 * or dropped over the limit (both false). An id already in the inbox (a retried trigger) is left alone.
 */
async function deliverLimited(db: Firestore, uid: string, entry: Delivery['entry'], now: number) {
  const actorUid = entry.actorUid ?? '';
  const entryRef = db.doc(`users/${uid}/inbox/${entry.id}`);
  const ledgerRef = db.doc(`users/${uid}/noticeLimits/${actorUid}`);
  const outcome = await db.runTransaction(async (t) => {
    const [existing, ledger] = await t.getAll(entryRef, ledgerRef);
    if (existing?.exists) return 'exists' as const;
    const { decision, next } = decideNotice(readLedger(ledger?.data()), collapseKey(entry), entry.id, now);
    if (decision.kind === 'drop') return 'dropped' as const;
    if (decision.kind === 'collapse') {
      const earlierPath = `users/${uid}/inbox/${decision.id}`;
      const earlier = await t.get(db.doc(earlierPath));
      if (earlier.exists) {
        t.update(db.doc(earlierPath), toFirestore(earlierPath, { ...entry, id: decision.id, readAt: null }));
        t.set(ledgerRef, next);
        return 'collapsed' as const;
      }
      // The earlier notice was deleted meanwhile: this one stands on its own (and is counted).
    }
    t.create(entryRef, toFirestore(entryRef.path, { ...entry }));
    t.set(
      ledgerRef,
      decision.kind === 'create' ? next : countCreated(next, collapseKey(entry), entry.id, now),
    );
    return 'created' as const;
  });
  if (outcome === 'dropped') logger.warn(`notice limit: ${actorUid} → ${uid}, ${entry.type} dropped`);
  return outcome === 'created';
}

/**
 * Writes each delivery that is new, then pushes those that asked for it. Notices someone did go through their
 * actor → recipient ledger (deliverLimited); the rest (due soon) are written once by id. Returns how many were new.
 */
export async function deliver(
  db: Firestore,
  deliveries: readonly Delivery[],
  now = Date.now(),
): Promise<number> {
  const created = await Promise.all(
    deliveries.map(({ uid, entry }) =>
      entry.actorUid ? deliverLimited(db, uid, entry, now) : createOnce(db, uid, entry),
    ),
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

/** Cards the due-date sweep reads at a time: each page is delivered before the next is read (issue 15 item 4). */
export const SWEEP_PAGE_CARDS = 300;

/** What one sweep did: pages read, cards due soon with assignees, new inbox entries. */
export interface SweepResult {
  pages: number;
  cards: number;
  fresh: number;
}

/**
 * The due-date sweep at `now`: every card due in the next 24 hours that has assignees (a collection-group query on
 * `dueAt` and `assigneeIds != []`, two inequalities, indexed together in firestore.indexes.json), soonest first,
 * read `pageSize` cards at a time, each page's assignees told once per card and due date before the next page is
 * read — so a flood of cards due soon costs pages, not one read of everything that never finishes, and cards with
 * nobody on them are not read at all (issue 15 item 4).
 */
export async function sweepDueSoon(
  db: Firestore,
  now: number,
  pageSize = SWEEP_PAGE_CARDS,
): Promise<SweepResult> {
  const result: SweepResult = { pages: 0, cards: 0, fresh: 0 };
  const due = db
    .collectionGroup('cards')
    .where('dueAt', '>', Timestamp.fromMillis(now))
    .where('dueAt', '<=', Timestamp.fromMillis(now + DUE_SOON_MS))
    .where('assigneeIds', '!=', [])
    .orderBy('dueAt')
    .limit(pageSize);
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = await (last ? due.startAfter(last) : due).get();
    result.pages += 1;
    const cards = page.docs.flatMap((doc) => {
      const boardId = doc.ref.parent.parent?.id;
      const card = boardId ? cardOf(boardId, doc.id, doc.data()) : null;
      return card && card.assigneeIds.length > 0 ? [card] : [];
    });
    result.cards += cards.length;
    if (cards.length > 0) result.fresh += await notifyDueCards(db, now, cards);
    if (page.size < pageSize) break;
    last = page.docs[page.docs.length - 1];
  }
  logger.info(
    `due-date sweep: ${result.cards} cards due soon in ${result.pages} pages, ${result.fresh} new notifications`,
  );
  return result;
}

/** Delivers the due-soon notices of `cards` (all with assignees); returns how many were new. */
async function notifyDueCards(db: Firestore, now: number, cards: NonNullable<ReturnType<typeof cardOf>>[]) {
  const boardIds = [...new Set(cards.map((c) => c.boardId))];
  const boards = await Promise.all(boardIds.map((id) => readBoard(db, id)));
  const byId = new Map(boards.flatMap((b) => (b ? [[b.id, b] as const] : [])));
  const settings = await settingsOf(
    db,
    cards.flatMap((c) => c.assigneeIds),
  );
  return deliver(db, dueSoonNotifications({ now, cards, boardOf: (id) => byId.get(id) }, settings));
}
