/**
 * A BoardPlan as the Firestore documents an import writes, field by field, and their size as Firestore counts it
 * (https://firebase.google.com/docs/firestore/storage-size): the Firebase adapter writes exactly these fields, and
 * every mode — and `npm run import:check` — refuses a plan with a document over Firestore's 1 MiB before writing,
 * naming the Trello card (title and list) it came from.
 */
import { checkItemCounts } from '../checklists';
import type { CardCounts } from '../model';
import type { BoardPlan } from './plan';

/**
 * A time in a planned document: epoch ms `ms`, or the server's time at the write when `ms` is null. The Firebase
 * adapter writes a Timestamp or serverTimestamp(); Firestore stores either in 8 bytes.
 */
export class PlanTime {
  constructor(readonly ms: number | null) {}
}

/** A document to write: its path below `boards/{boardId}` (empty for the board itself) and its fields. */
export interface PlanDoc {
  path: string[];
  data: Record<string, unknown>;
}

/** The fields of the board document for owner `uid` (still marked `importing`). */
export function boardFields(plan: BoardPlan, uid: string): Record<string, unknown> {
  return {
    ...plan.board,
    roles: { [uid]: 'owner' },
    memberIds: [uid],
    createdBy: uid,
    createdAt: new PlanTime(null),
    updatedAt: new PlanTime(null),
    archivedAt: null,
    importState: 'importing',
  };
}

/** How many times each key occurs in `keys`. */
export function countBy<K>(keys: readonly K[]): Map<K, number> {
  const counts = new Map<K, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

/** A function giving each planned card its `counts`: comments and attachments in the plan, check items. */
export function planCardCounts(
  plan: BoardPlan,
): (card: Pick<BoardPlan['cards'][number], 'id' | 'checklists'>) => CardCounts {
  const comments = countBy(plan.comments.map((c) => c.cardId));
  const attachments = countBy(plan.attachments.map((a) => a.cardId));
  return (card) => ({
    comments: comments.get(card.id) ?? 0,
    attachments: attachments.get(card.id) ?? 0,
    ...checkItemCounts(card.checklists),
  });
}

const archivedAt = (row: { archived: boolean; archivedAt?: number | null | undefined }) =>
  row.archived ? new PlanTime(row.archivedAt ?? null) : null;
const timeOrNull = (ms: number | null) => (ms === null ? null : new PlanTime(ms));

/**
 * The board's contents as documents owned by `uid`, in write order: lists, cards, comments, attachments. Archived
 * lists and cards keep their archive date when the plan has one (else the time of the write).
 */
export function contentDocs(plan: BoardPlan, uid: string): PlanDoc[] {
  const now = new PlanTime(null);
  const lists = plan.lists.map((list): PlanDoc => {
    const { id, title, rank } = list;
    const data = { title, rank, wipLimit: list.wipLimit ?? null, archivedAt: archivedAt(list) };
    return { path: ['lists', id], data: { ...data, createdAt: now, updatedAt: now } };
  });
  const countsOf = planCardCounts(plan);
  const cards = plan.cards.map((card): PlanDoc => {
    // Every field of the planned card is written, but these, which take a Firestore shape below.
    const data: Record<string, unknown> = { ...card };
    for (const key of ['id', 'archived', 'archivedAt', 'startAt', 'dueAt', 'coverAttachmentId', 'coverColor'])
      delete data[key];
    Object.assign(data, {
      startAt: timeOrNull(card.startAt),
      dueAt: timeOrNull(card.dueAt),
      assigneeIds: [],
      coverAttachmentId: card.coverAttachmentId ?? null,
      archivedAt: archivedAt(card),
      createdBy: uid,
      createdAt: now,
      updatedAt: now,
      counts: countsOf(card),
    });
    if (card.coverColor) data.coverColor = card.coverColor;
    return { path: ['cards', card.id], data };
  });
  // Trello's authors are not Lanes accounts: the importer writes the comments, the original name is kept.
  const comments = plan.comments.map(({ id, cardId, createdAt, ...comment }): PlanDoc => ({
    path: ['cards', cardId, 'comments', id],
    data: { ...comment, authorUid: uid, createdAt: new PlanTime(createdAt), editedAt: null },
  }));
  const attachments = plan.attachments.map(({ id, cardId, createdAt, creatorName, ...attachment }) => {
    const data: Record<string, unknown> = {
      ...attachment,
      storagePath: null,
      uploadedBy: uid,
      createdAt: new PlanTime(createdAt),
    };
    if (creatorName) data.creatorName = creatorName;
    return { path: ['cards', cardId, 'attachments', id], data };
  });
  return [...lists, ...cards, ...comments, ...attachments];
}

const NON_ASCII = /[\u0080-\uffff]/;

/** Firestore's size of a string: its UTF-8 bytes + 1 (counted, not encoded: an import sizes thousands). */
function stringBytes(text: string): number {
  // Text without a character from U+0080 up is ASCII: a byte per unit (the regular expression runs natively).
  if (!NON_ASCII.test(text)) return text.length + 1;
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // A surrogate pair is 2 units and 4 bytes; anything else from U+0800 up, 3 bytes; from U+0080, 2.
    if (c >= 0x80) bytes += c < 0x800 || (c >= 0xd800 && c <= 0xdfff) ? 1 : 2;
  }
  return bytes + 1;
}

/** Firestore's size of a field value: see the storage-size page (numbers, times 8 bytes; null, booleans 1). */
export function valueBytes(value: unknown): number {
  if (value === null || value === undefined || typeof value === 'boolean') return 1;
  if (typeof value === 'number' || value instanceof PlanTime) return 8;
  if (typeof value === 'string') return stringBytes(value);
  if (Array.isArray(value)) return value.reduce((n: number, v) => n + valueBytes(v), 0);
  if (typeof value === 'object') {
    let n = 0;
    for (const [key, v] of Object.entries(value)) if (v !== undefined) n += stringBytes(key) + valueBytes(v);
    return n;
  }
  return 8;
}

/**
 * An upper bound of valueBytes(`value`), found without measuring text: 3 bytes per UTF-16 unit (UTF-8 never takes
 * more), 8 per anything else. For skipping the exact count where no document can come near 1 MiB.
 */
export function roughBytes(value: unknown): number {
  if (typeof value === 'string') return 3 * value.length + 1;
  if (Array.isArray(value)) {
    let n = 0;
    for (const item of value) n += roughBytes(item);
    return n;
  }
  if (typeof value === 'object' && value !== null && !(value instanceof PlanTime)) {
    let n = 0;
    for (const key in value) n += 3 * key.length + 1 + roughBytes((value as Record<string, unknown>)[key]);
    return n;
  }
  return 8;
}

/**
 * More than the bytes a planned row's document adds to the row's own fields: its name (ids of up to 128
 * characters), the importer's uid (up to 128), times, counts and empty fields (contentDocs).
 */
export const DOC_EXTRA_BYTES = 4_096;

/**
 * The size of document `path` (below `boards/{boardId}`) with fields `data`, as Firestore counts it: the name
 * (each collection and document id, + 16), the fields, + 32. Ids are taken at their longest (`boards/{128}`).
 */
export function documentBytes(path: readonly string[], data: Record<string, unknown>): number {
  const name = ['boards', 'x'.repeat(128), ...path].reduce((n, part) => n + stringBytes(part), 16);
  return name + valueBytes(data) + 32;
}
