/**
 * Local mode's half of notifications: the handlers of src/domain/notifications run where the local adapter writes
 * (a card saved, a comment added, someone joining; the due-date sweep on a timer), and their deliveries land in
 * the `inbox` table — the same entries Cloud Functions write in Firebase modes. Each function runs inside the
 * caller's Dexie transaction, which must include the tables it names.
 */
import { Dexie } from 'dexie';
import type { Board, Card, Comment } from '../../domain/model';
import {
  addedToBoardNotifications,
  assignmentNotifications,
  DUE_SOON_MS,
  dueSoonNotifications,
  inboxEntrySchema,
  mentionNotifications,
  readSettings,
  type Actor,
  type Delivery,
  type InboxEntry,
  type NotificationSettings,
  type SettingsLookup,
} from '../../domain/notifications';
import type { LanesDb, UserDocRow } from './db';

/** The `settings` row id of the notification settings (`users/{uid}/settings/notifications`). */
export const SETTINGS_ID = 'notifications';

/** An inbox row as an entry (the row's `uid` and `push` dropped); null for a malformed row. */
export function entryOf(row: UserDocRow): InboxEntry | null {
  const parsed = inboxEntrySchema.safeParse(row);
  return parsed.success ? parsed.data : null;
}

/** The settings of each of `uids`, read once (table `settings`). */
async function settingsOf(db: LanesDb, uids: readonly string[]): Promise<SettingsLookup> {
  const rows = await db.settings.bulkGet(uids.map((uid): [string, string] => [uid, SETTINGS_ID]));
  const byUid = new Map<string, NotificationSettings>(uids.map((uid, i) => [uid, readSettings(rows[i])]));
  return (uid) => byUid.get(uid) ?? readSettings(undefined);
}

/**
 * Adds each delivery's entry to its user's inbox unless one with its id is there already (table `inbox`): an
 * entry once read stays read. The row also keeps `push`, which this browser's notifier (inbox.ts) reads.
 */
async function write(db: LanesDb, deliveries: readonly Delivery[]): Promise<void> {
  if (deliveries.length === 0) return;
  const keys = deliveries.map((d): [string, string] => [d.uid, d.entry.id]);
  const existing = await db.inbox.bulkGet(keys);
  const fresh = deliveries.filter((_, i) => existing[i] === undefined);
  if (fresh.length > 0) await db.inbox.bulkAdd(fresh.map((d) => ({ ...d.entry, uid: d.uid, push: d.push })));
}

/** A card was saved by `actor` (tables `settings`, `inbox`): "assigned to you". */
export async function notifyCardSaved(
  db: LanesDb,
  change: { board: Board; before: Pick<Card, 'assigneeIds'> | null; after: Card; actor: Actor },
): Promise<void> {
  const added = change.after.assigneeIds.filter((uid) => !change.before?.assigneeIds.includes(uid));
  if (added.length === 0) return;
  const settings = await settingsOf(db, added);
  await write(db, assignmentNotifications({ ...change, at: change.after.updatedAt }, settings));
}

/** A comment was added (tables `users`, `settings`, `inbox`): "you were mentioned". */
export async function notifyCommentAdded(
  db: LanesDb,
  event: { board: Board; card: Card; comment: Comment },
): Promise<void> {
  if (!event.comment.text.includes('@')) return;
  const profiles = await db.users.bulkGet(event.board.memberIds);
  const members = profiles.flatMap((p) => (p ? [{ uid: p.uid, displayName: p.displayName }] : []));
  const settings = await settingsOf(db, event.board.memberIds);
  const authorName =
    event.comment.authorName ?? members.find((m) => m.uid === event.comment.authorUid)?.displayName ?? '';
  await write(db, mentionNotifications({ ...event, members, authorName }, settings));
}

/**
 * Someone joined board `boardId` (tables `boards`, `activity`, `users`, `settings`, `inbox`): "you were added",
 * from the inviter named by the latest `member.join` activity entry about `uid`.
 */
export async function notifyJoined(db: LanesDb, boardId: string, uid: string): Promise<void> {
  const board = await db.boards.get(boardId);
  if (!board) return;
  const joins = await db.activity
    .where('[boardId+createdAt]')
    .between([boardId, Dexie.minKey], [boardId, Dexie.maxKey])
    .reverse()
    .filter((a) => a.type === 'member.join' && a.data.uid === uid)
    .first();
  const invitedBy = typeof joins?.data.invitedBy === 'string' ? joins.data.invitedBy : null;
  if (!joins || !invitedBy) return;
  const inviter = await db.users.get(invitedBy);
  const settings = await settingsOf(db, [uid]);
  const addedBy = { uid: invitedBy, name: inviter?.displayName ?? '' };
  await write(db, addedToBoardNotifications({ board, uid, addedBy, at: joins.createdAt }, settings));
}

/**
 * The due-date sweep for `uid` at `now` (tables `cards`, `boards`, `settings`, `inbox`): cards due in the next
 * 24 hours by the `dueAt` index, on boards `uid` belongs to.
 */
export async function sweepDueSoon(db: LanesDb, uid: string, now: number): Promise<void> {
  const cards = await db.cards
    .where('dueAt')
    .between(now, now + DUE_SOON_MS, false, true)
    .filter((card) => card.assigneeIds.includes(uid))
    .toArray();
  if (cards.length === 0) return;
  const boards = await db.boards.bulkGet([...new Set(cards.map((c) => c.boardId))]);
  const byId = new Map(boards.flatMap((b) => (b ? [[b.id, b] as const] : [])));
  const settings = await settingsOf(db, [uid]);
  await write(
    db,
    dueSoonNotifications({ now, cards, boardOf: (id) => byId.get(id), onlyFor: uid }, settings),
  );
}
