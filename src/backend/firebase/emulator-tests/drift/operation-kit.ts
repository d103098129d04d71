/**
 * What the permission matrix's operations (operations.ts, operations-cards.ts) share: who acts, what an operation
 * is, and the writes beside a change that the app makes (its activity entry).
 */
import { doc, increment, serverTimestamp, type DocumentData, type Firestore } from 'firebase/firestore';
import type { BoardAction } from '../../../../domain/permissions';
import { paths } from '../rules-setup';
/** Who acts in one cell: the role's name (for ids), its uid (null: signed out). */
export interface Actor {
  readonly tag: string;
  readonly uid: string | null;
}

/** One operation of the app on the seeded board. */
export interface Operation {
  readonly name: string;
  /** The permission its command checks (permissions.ts), or null: made by Cloud Functions only. */
  readonly action: BoardAction | null;
  /** Seeds what the operation acts on, rules off. */
  readonly prepare?: (admin: Firestore, a: Actor) => Promise<void>;
  /** Makes the operation as the client does; rejects with permission-denied when the rules refuse it. */
  readonly run: (db: Firestore, a: Actor) => Promise<unknown>;
}

/** Id `name` of actor `a`'s own target. */
export const t = (name: string, a: Actor) => `${name}-${a.tag}`;
/** The seeded board. */
export const board = (db: Firestore) => doc(db, paths.board());
/** The server's clock, as the adapter writes it. */
export const now = serverTimestamp;

/** An activity entry by `a` (as writes.ts addActivity), to set in a batch. */
export function activity(db: Firestore, a: Actor, id: string, entry: DocumentData) {
  return [
    doc(db, paths.activity(id)),
    { cardId: null, listId: null, data: {}, actorUid: a.uid, ...entry, createdAt: now() },
  ] as const;
}

/**
 * The card update the app makes beside adding (`by` 1) or removing (`by` -1) comment or attachment `id`: its count,
 * naming what it counts (`counted`, which the rules tie to the record the same batch writes), and `updatedAt`; to
 * update in a batch.
 */
export function countOnCard(db: Firestore, kind: 'comment' | 'attachment', id: string, by: 1 | -1 = 1) {
  return [
    doc(db, paths.card()),
    { [`counts.${kind}s`]: increment(by), counted: { kind, id }, updatedAt: now() },
  ] as const;
}
