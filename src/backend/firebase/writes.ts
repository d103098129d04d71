/**
 * How the Firebase adapter writes (docs/sync.md): each command's writes form one change, shown in the account's
 * replica and queued in its outbox in one IndexedDB transaction, then sent as one Firestore batch (atomic) by the
 * pump. A command's promise settles when the server acknowledges or refuses it — the UI never waits on that, the
 * replica shows the change at once. Documents written are counted once acknowledged, for tests and benchmarks ("a
 * move writes one document"); activity entries are counted apart.
 */
import { newId } from '../../domain/ids';
import type { Activity } from '../../domain/model';
import type { ChangeLabel } from '../../domain/sync/outbox';
import { docPaths } from '../../domain/sync/paths';
import { increment, serverTime, type DocWrite, type WriteData } from '../../domain/sync/writes';
import { enqueue } from '../local/replica/outbox';
import { requireSession, type Access } from './access';

/** Running totals since the last `reset()`, counted when the server has acknowledged the change. */
export const writeCounter = {
  documentsWritten: 0,
  activityWritten: 0,
  /** Sets both totals back to zero. */
  reset(): void {
    writeCounter.documentsWritten = 0;
    writeCounter.activityWritten = 0;
  },
};

/** A change under construction: the board it changes, its writes, and what it will count once acknowledged. */
export class ChangeBatch {
  readonly writes: DocWrite[] = [];
  documents = 0;
  activity = 0;

  constructor(
    readonly boardId: string | null,
    readonly what: ChangeLabel,
  ) {}

  /** Creates or replaces the document at `path` (one document counted). */
  set(path: string, data: WriteData): this {
    this.writes.push({ kind: 'set', path, data });
    this.documents += 1;
    return this;
  }

  /** Changes fields of the document at `path` (one document counted). */
  update(path: string, data: WriteData): this {
    this.writes.push({ kind: 'update', path, data });
    this.documents += 1;
    return this;
  }

  /** Deletes the document at `path` (one document counted). */
  delete(path: string): this {
    this.writes.push({ kind: 'delete', path });
    this.documents += 1;
    return this;
  }
}

/** A new, empty change of board `boardId` doing `what`. */
export function newBatch(boardId: string | null, what: ChangeLabel): ChangeBatch {
  return new ChangeBatch(boardId, what);
}

/**
 * Shows change `b` in the replica and queues it; resolves once it is stored on this device, with `ack` settling
 * when the server acknowledges it (rejecting with the refusal's AppError). Throws `unauthenticated`, or what the
 * replica's storage throws (`limit-exceeded` when the device is full).
 */
export async function queue(a: Access, b: ChangeBatch): Promise<{ ack: Promise<void> }> {
  const session = requireSession(a);
  const seq = await enqueue(session.replica, { boardId: b.boardId, writes: b.writes, what: b.what });
  session.pump.poke();
  const ack = session.pump.outcome(seq).then(() => {
    writeCounter.documentsWritten += b.documents;
    writeCounter.activityWritten += b.activity;
  });
  // Settled by whoever awaits it; a refusal is also told by the page's refusal notice.
  ack.catch(() => undefined);
  return { ack };
}

/** `queue`, then the server's answer: resolves when acknowledged, rejects with the refusal's AppError. */
export async function commit(a: Access, b: ChangeBatch): Promise<void> {
  await (
    await queue(a, b)
  ).ack;
}

/** What an activity entry says; `createdAt` is the server's time. */
export type ActivityEntry = Pick<Activity, 'type' | 'actorUid'> &
  Partial<Pick<Activity, 'cardId' | 'listId' | 'data'>>;

/** Adds an entry to `boards/{boardId}/activity` in change `b` (ARCHITECTURE.md §4). */
export function addActivity(b: ChangeBatch, boardId: string, entry: ActivityEntry): void {
  b.writes.push({
    kind: 'set',
    path: docPaths.activity(boardId, newId()),
    data: { cardId: null, listId: null, data: {}, ...entry, createdAt: serverTime() },
  });
  b.activity += 1;
}

/**
 * Counts list or card `id` opening (`delta` 1: created, restored) or closing (-1: archived, deleted while open) on
 * its board's tally, in change `b`: the rules accept the list or card only with this update beside it, and this
 * update only with that list or card changing in the same batch (firestore.rules `canTally`, `countsIn`; issue 15
 * item 4). Skip it on a board being imported: its tally is set when the import finishes.
 */
export function countOnBoard(
  b: ChangeBatch,
  boardId: string,
  kind: 'list' | 'card',
  id: string,
  delta: 1 | -1,
): void {
  const field = kind === 'card' ? 'openCards' : 'openLists';
  b.update(docPaths.board(boardId), { [field]: increment(delta), counted: { kind, id } });
}
