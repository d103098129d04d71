/**
 * The notification handlers (issue D item 4): pure functions from a change on a board to the inbox entries it
 * causes. Cloud Functions run them in Firestore triggers and a scheduled sweep (functions/src/notify-*.ts); the
 * local adapter runs the same ones where it writes (src/backend/local/notify.ts). The rules they share:
 *
 * - nobody is notified of their own action (the actor is never a recipient);
 * - only current members of the board are notified (a former member keeps no access, so no news either);
 * - each recipient's settings decide: no entry when they turned the event's inbox channel off, and a push only
 *   when they also kept its push channel on;
 * - entry ids are deterministic (entry-id.ts): the same event run twice yields the same ids, and the writer never
 *   overwrites an existing entry, so nothing is delivered twice.
 */
import { DISPLAY_NAME_MAX } from '../limits';
import type { Board, Card, Comment } from '../model';
import { entryId } from './entry-id';
import { mentionedUids } from './mentions';
import {
  DUE_SOON_MS,
  EXCERPT_MAX,
  type Actor,
  type Delivery,
  type InboxEntry,
  type MemberName,
  type SettingsLookup,
} from './types';

/** The entry fields every handler fills the same way. */
type EntryCore = Pick<InboxEntry, 'type' | 'boardId' | 'text' | 'createdAt'> & Partial<InboxEntry>;

/** The most characters of `text` an entry stores (inboxEntrySchema): two long titles could pass it otherwise. */
const TEXT_MAX = 1024;

function entry(id: string, core: EntryCore): InboxEntry {
  return {
    cardId: null,
    actorUid: null,
    boardTitle: '',
    cardTitle: null,
    excerpt: null,
    dueAt: null,
    readAt: null,
    ...core,
    // A name from Authentication is not bound by Lanes' profile limit: cut it to what the schema takes.
    actorName: (core.actorName ?? '').slice(0, DISPLAY_NAME_MAX),
    text: core.text.length > TEXT_MAX ? `${core.text.slice(0, TEXT_MAX - 1)}…` : core.text,
    id,
  };
}

/** Whether `uid` is a member of `board` now. */
const isMember = (board: Board, uid: string): boolean => board.roles[uid] !== undefined;

/** `uids` minus the actor and non-members, each once. */
function recipients(board: Board, uids: readonly string[], actorUid: string | null): string[] {
  return [...new Set(uids)].filter((uid) => uid !== actorUid && isMember(board, uid));
}

/** The delivery of `made` to `uid` as their settings allow, or nothing. */
function deliver(uid: string, made: InboxEntry, settings: SettingsLookup): Delivery[] {
  const wanted = settings(uid)[made.type];
  return wanted.inApp ? [{ uid, entry: made, push: wanted.push }] : [];
}

/** `text` cut to EXCERPT_MAX characters on one line, with an ellipsis when cut. */
export function excerptOf(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= EXCERPT_MAX ? line : `${line.slice(0, EXCERPT_MAX - 1)}…`;
}

/** A card saved: `before` null for a new card. `at` is when (epoch ms); `actor` who saved it. */
export interface CardChange {
  board: Board;
  before: Pick<Card, 'assigneeIds'> | null;
  after: Card;
  actor: Actor;
  at: number;
}

/**
 * "You were assigned to a card": one entry for each member newly in `after.assigneeIds`, except the actor (who
 * assigned themselves) and on an archived card or board. Saving the same assignees again adds nobody, so nothing.
 * The id includes the card's `updatedAt`: unassigning and assigning again later is news again.
 */
export function assignmentNotifications(change: CardChange, settings: SettingsLookup): Delivery[] {
  const { board, before, after, actor, at } = change;
  if (after.archivedAt !== null || board.archivedAt !== null) return [];
  const had = new Set(before?.assigneeIds ?? []);
  const added = recipients(
    board,
    after.assigneeIds.filter((uid) => !had.has(uid)),
    actor.uid,
  );
  const made = entry(entryId('assigned', [board.id, after.id, after.updatedAt]), {
    type: 'assigned',
    boardId: board.id,
    cardId: after.id,
    actorUid: actor.uid,
    actorName: actor.name,
    boardTitle: board.title,
    cardTitle: after.title,
    text: `${actor.name || 'Someone'} assigned you to “${after.title}” on ${board.title}`,
    createdAt: at,
  });
  return added.flatMap((uid) => deliver(uid, made, settings));
}

/** A comment written: the board, its card, the comment, the board's members by name, and the author's name. */
export interface CommentCreated {
  board: Board;
  card: Pick<Card, 'id' | 'title'>;
  comment: Pick<Comment, 'id' | 'text' | 'authorUid' | 'createdAt'>;
  members: readonly MemberName[];
  authorName: string;
}

/**
 * "You were @mentioned in a comment": one entry per member the text mentions (mentions.ts), never the author,
 * keyed by the comment's id.
 */
export function mentionNotifications(event: CommentCreated, settings: SettingsLookup): Delivery[] {
  const { board, card, comment, members, authorName } = event;
  const mentioned = recipients(board, mentionedUids(comment.text, members), comment.authorUid);
  const excerpt = excerptOf(comment.text);
  const made = entry(entryId('mentioned', [board.id, card.id, comment.id]), {
    type: 'mentioned',
    boardId: board.id,
    cardId: card.id,
    actorUid: comment.authorUid,
    actorName: authorName,
    boardTitle: board.title,
    cardTitle: card.title,
    excerpt,
    text: `${authorName || 'Someone'} mentioned you on “${card.title}”: ${excerpt}`,
    createdAt: comment.createdAt,
  });
  return mentioned.flatMap((uid) => deliver(uid, made, settings));
}

/** A due-date sweep: the clock, candidate cards, their boards by id, and optionally the one user to sweep for. */
export interface DueSweep {
  now: number;
  cards: readonly Card[];
  boardOf: (boardId: string) => Board | undefined;
  /** Only this user's entries (the local adapter sweeps for the signed-in user); all assignees when absent. */
  onlyFor?: string;
}

/** Whether `card` is open, not done and due after `now` but within DUE_SOON_MS of it. */
export function isDueSoon(card: Card, now: number): boolean {
  return (
    card.dueAt !== null &&
    !card.dueDone &&
    card.archivedAt === null &&
    card.dueAt > now &&
    card.dueAt <= now + DUE_SOON_MS
  );
}

/**
 * "A card you are assigned to is due within 24 hours": for each due-soon card (isDueSoon) on an open board, one
 * entry per assignee who is a member, once per card and due date — the id is made of board, card and `dueAt`, so
 * sweeping again finds the same ids, and moving the due date is news again.
 */
export function dueSoonNotifications(sweep: DueSweep, settings: SettingsLookup): Delivery[] {
  const { now, cards, boardOf, onlyFor } = sweep;
  return cards.flatMap((card) => {
    const board = boardOf(card.boardId);
    if (!board || board.archivedAt !== null || !isDueSoon(card, now) || card.dueAt === null) return [];
    const uids = recipients(board, card.assigneeIds, null).filter((uid) => !onlyFor || uid === onlyFor);
    const made = entry(entryId('dueSoon', [board.id, card.id, card.dueAt]), {
      type: 'dueSoon',
      boardId: board.id,
      cardId: card.id,
      boardTitle: board.title,
      cardTitle: card.title,
      dueAt: card.dueAt,
      text: `“${card.title}” on ${board.title} is due within 24 hours`,
      createdAt: now,
    });
    return uids.flatMap((uid) => deliver(uid, made, settings));
  });
}

/** Someone joined a board: who (`uid`), who let them in (`addedBy`: the invite's maker), when (epoch ms). */
export interface MemberAdded {
  board: Board;
  uid: string;
  addedBy: Actor;
  at: number;
}

/**
 * "You were added to a board": one entry for the new member, unless they added themselves (the actor), or are no
 * longer a member by the time it runs. Keyed by board, member and time of joining.
 */
export function addedToBoardNotifications(event: MemberAdded, settings: SettingsLookup): Delivery[] {
  const { board, uid, addedBy, at } = event;
  const made = entry(entryId('addedToBoard', [board.id, uid, at]), {
    type: 'addedToBoard',
    boardId: board.id,
    actorUid: addedBy.uid,
    actorName: addedBy.name,
    boardTitle: board.title,
    text: `${addedBy.name || 'Someone'} added you to the board ${board.title}`,
    createdAt: at,
  });
  return recipients(board, [uid], addedBy.uid).flatMap((to) => deliver(to, made, settings));
}
