/**
 * A BoardPlan (src/domain/import/plan.ts) as Firestore documents for importBoard: checked whole first (references,
 * Trello's limits, Firestore's 1 MiB per document), then laid out as writes in the order they are sent.
 */
import { serverTimestamp, Timestamp, type DocumentData } from 'firebase/firestore';
import { AppError } from '../../domain/errors';
import type { BoardPlan } from '../../domain/import/plan';
import { planCardCounts } from '../../domain/import/check-plan';
import { FIRESTORE_DOCUMENT_MAX_BYTES } from '../../domain/limits';
import { encodeFieldValues } from './field-values';

/** One document to write: its path below `boards/{boardId}` (empty for the board itself) and its fields. */
export interface PlannedDoc {
  path: string[];
  data: DocumentData;
  /** Estimated size in bytes, as Firestore counts it (field names and values), rounded up. */
  bytes: number;
}

const encoder = new TextEncoder();

/** An upper estimate of a document's size: its JSON in UTF-8 plus its path (Firestore counts both). */
function sizeOf(path: string[], data: DocumentData): number {
  return encoder.encode(JSON.stringify(data)).length + encoder.encode(path.join('/')).length + 64;
}

function planned(path: string[], data: DocumentData, what: string): PlannedDoc {
  const bytes = sizeOf(path, data);
  if (bytes > FIRESTORE_DOCUMENT_MAX_BYTES) {
    throw new AppError('limit-exceeded', `${what} is over Firestore's 1 MiB limit for one document.`);
  }
  return { path, data, bytes };
}

const millis = (ms: number | null) => (ms === null ? null : Timestamp.fromMillis(ms));

/** The documents of the board's contents, owned by `uid`, in write order: lists, cards, comments, attachments. */
export function contentDocs(plan: BoardPlan, uid: string): PlannedDoc[] {
  const now = serverTimestamp();
  const lists = plan.lists.map(({ id, archived, ...list }) =>
    planned(
      ['lists', id],
      { ...list, wipLimit: null, archivedAt: archived ? now : null, createdAt: now, updatedAt: now },
      `List ${id}`,
    ),
  );
  const countsOf = planCardCounts(plan);
  const cards = plan.cards.map(({ id, archived, startAt, dueAt, fields, ...card }) =>
    planned(
      ['cards', id],
      {
        ...card,
        ...(fields ? { fields: encodeFieldValues(fields) } : {}),
        startAt: millis(startAt),
        dueAt: millis(dueAt),
        assigneeIds: [],
        coverAttachmentId: null,
        archivedAt: archived ? now : null,
        createdBy: uid,
        createdAt: now,
        updatedAt: now,
        counts: countsOf({ id, checklists: card.checklists }),
      },
      `Card ${id}`,
    ),
  );
  // Trello's authors are not Lanes accounts: the importer writes the comments, the original name is kept.
  const commentDocs = plan.comments.map(({ id, cardId, createdAt, ...comment }) =>
    planned(
      ['cards', cardId, 'comments', id],
      { ...comment, authorUid: uid, createdAt: Timestamp.fromMillis(createdAt), editedAt: null },
      `Comment ${id}`,
    ),
  );
  const attachmentDocs = plan.attachments.map(({ id, cardId, createdAt, ...attachment }) =>
    planned(
      ['cards', cardId, 'attachments', id],
      { ...attachment, storagePath: null, uploadedBy: uid, createdAt: Timestamp.fromMillis(createdAt) },
      `Attachment ${id}`,
    ),
  );
  return [...lists, ...cards, ...commentDocs, ...attachmentDocs];
}

/**
 * The board document itself, marked `importState: 'importing'` until the last write clears it, with an empty
 * tally: the last write sets it (`finalTally`), and the rules check it against the limits then.
 */
export function boardDoc(plan: BoardPlan, uid: string): DocumentData {
  return {
    ...plan.board,
    roles: { [uid]: 'owner' },
    memberIds: [uid],
    createdBy: uid,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    archivedAt: null,
    importState: 'importing',
    openLists: 0,
    openCards: 0,
  };
}

/**
 * The board's tally once the plan is written: its open lists and open cards (of open and archived lists), as
 * firestore.rules count them. The recountBoard function counts them again on the server when the import ends.
 */
export function finalTally(plan: BoardPlan): { openLists: number; openCards: number } {
  return {
    openLists: plan.lists.filter((list) => !list.archived).length,
    openCards: plan.cards.filter((card) => !card.archived).length,
  };
}

/**
 * Splits `docs` into batches of at most `maxWrites` writes and `maxBytes` estimated bytes (Firestore takes at most
 * 10 MiB per request).
 */
export function chunk(docs: PlannedDoc[], maxWrites: number, maxBytes: number): PlannedDoc[][] {
  const batches: PlannedDoc[][] = [];
  let current: PlannedDoc[] = [];
  let bytes = 0;
  for (const d of docs) {
    if (current.length > 0 && (current.length >= maxWrites || bytes + d.bytes > maxBytes)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(d);
    bytes += d.bytes;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}
