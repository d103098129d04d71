/**
 * A BoardPlan (src/domain/import/plan.ts) as Firestore documents for importBoard: the fields are laid out by
 * src/domain/import/plan-docs.ts (which also sized them when the plan was checked), turned here into Firestore values
 * (Timestamps, serverTimestamp()) and batched in the order they are sent.
 */
import type { DocumentData } from 'firebase/firestore';
import type { BoardPlan } from '../../domain/import/plan';
import {
  boardFields,
  contentDocs as planContentDocs,
  documentBytes,
  PlanTime,
} from '../../domain/import/plan-docs';
import type { FieldValues } from '../../domain/custom-fields/schema';
import { encodeFieldValues } from '../../domain/custom-fields/stored-values';

/** One document to write: its path below `boards/{boardId}` (empty for the board itself) and its fields. */
export interface PlannedDoc {
  path: string[];
  data: DocumentData;
  /** Its size in bytes, as Firestore counts it (plan-docs.ts `documentBytes`). */
  bytes: number;
}

/** The time values of the SDK a plan is written with (the full SDK's or the Lite one's). */
export interface FirestoreValues {
  /** `serverTimestamp()`. */
  serverTime(): unknown;
  /** `Timestamp.fromMillis(ms)`. */
  timestamp(ms: number): unknown;
}

/** Top-level fields as Firestore values: PlanTime → Timestamp or the server's time; undefined fields left out. */
function toFirestore(fields: Record<string, unknown>, values: FirestoreValues): DocumentData {
  const data: DocumentData = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    data[key] =
      value instanceof PlanTime
        ? value.ms === null
          ? values.serverTime()
          : values.timestamp(value.ms)
        : value;
  }
  return data;
}

/** The documents of the board's contents, owned by `uid`, in write order: lists, cards, comments, attachments. */
export function contentDocs(plan: BoardPlan, uid: string, values: FirestoreValues): PlannedDoc[] {
  return planContentDocs(plan, uid).map(({ path, data }) => {
    // A card's custom field values are stored as tagged strings (domain/custom-fields/stored-values.ts).
    const stored = data.fields ? { ...data, fields: encodeFieldValues(data.fields as FieldValues) } : data;
    return { path, data: toFirestore(stored, values), bytes: documentBytes(path, stored) };
  });
}

/**
 * The board document itself, marked `importState: 'importing'` until the last write clears it; its tally (absent,
 * read as 0) is set by that last write (`finalTally`), and the rules check it against the limits then.
 */
export function boardDoc(plan: BoardPlan, uid: string, values: FirestoreValues): DocumentData {
  return toFirestore(boardFields(plan, uid), values);
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
