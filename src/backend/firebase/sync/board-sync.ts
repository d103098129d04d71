/**
 * Keeps one board of a replica current (docs/sync.md): a whole copy when the replica has none (or one too old to
 * catch up: RESYNC_AFTER_MS), then three Firestore listeners that ask only for what changed since the replica's
 * watermark (less SYNC_MARGIN_MS): lists and cards by `updatedAt`, and the board's tombstones by `deletedAt`
 * (delta-queries.ts). What they deliver goes into the replica in order, one transaction per snapshot. A listener
 * refused with `permission-denied` means the account may no longer read the board: the replica forgets it.
 */
import { onSnapshot, type Firestore, type QuerySnapshot, type Unsubscribe } from 'firebase/firestore';
import type { AppError } from '../../../domain/errors';
import type { Board, Card, List } from '../../../domain/model';
import { RESYNC_AFTER_MS } from '../../../domain/sync/horizon';
import { docPaths } from '../../../domain/sync/paths';
import type { LanesDb } from '../../local/db';
import { applyServerChanges, type ServerChange } from '../../local/replica/apply-server';
import {
  applyWhileSynced,
  forgetBoard,
  madeHere,
  recordSync,
  syncStateOf,
} from '../../local/replica/board-state';
import { replicaLocation } from '../../local/replica/docs';
import { millisOf } from '../convert';
import { toFirebaseAppError } from '../errors';
import type { ColdOpen } from './cold-open';
import { changeOf } from './rows';
import { deltaQueries, type DeltaKind } from './delta-queries';
import type { BoardRows, BoardSyncState, BoardSyncStatus } from './board-status';

/** The board, lists and cards among `changes` as applyServerChanges stores them. */
function rowsOf(changes: readonly ServerChange[]): BoardRows {
  const rows: BoardRows = { board: null, lists: [], cards: [] };
  for (const change of changes) {
    const at = replicaLocation(change.path);
    if (!at || !change.row || change.keep) continue;
    const row = { ...change.row, ...at.ids };
    if (at.table === 'boards') rows.board = row as Board;
    else if (at.table === 'lists') rows.lists.push(row as List);
    else if (at.table === 'cards') rows.cards.push(row as Card);
  }
  return rows;
}

/** What a board sync needs. */
export interface BoardSyncDeps {
  db: Firestore;
  replica: LanesDb;
  coldOpen: ColdOpen;
}

/** How long to wait before trying again after a failed copy or listener (ms). */
const RETRY_MS = 5_000;

/** A running sync of board `boardId`; `stop()` ends it. */
export class BoardSync {
  private readonly stops: Unsubscribe[] = [];
  private stopped = false;
  private retry: ReturnType<typeof setTimeout> | undefined;
  /** Snapshots are applied one after another, in the order they came. */
  private applying: Promise<void> = Promise.resolve();
  private watermark = 0;
  private readonly liveKinds = new Set<string>();

  constructor(
    private readonly deps: BoardSyncDeps,
    readonly boardId: string,
    private readonly state: BoardSyncState,
  ) {
    void this.run();
  }

  private get status(): BoardSyncStatus {
    return this.state.status;
  }

  /** Ends the sync: listeners closed, nothing more applied. */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.retry);
    for (const stop of this.stops.splice(0)) stop();
  }

  private set(patch: Partial<BoardSyncStatus>): void {
    this.state.set(patch);
  }

  private async run(): Promise<void> {
    const { replica } = this.deps;
    try {
      const state = await syncStateOf(replica, this.boardId);
      if (state && Date.now() - state.syncedAt <= RESYNC_AFTER_MS) {
        this.watermark = state.watermark;
        this.set({ ready: true });
      } else if (!state && (await madeHere(replica, this.boardId))) {
        // Made on this device and not yet on the server: all of it is here; the listeners catch up from the start.
        await recordSync(replica, this.boardId, 0, Date.now());
        this.set({ ready: true });
      } else {
        // Too long away: what went meanwhile may be past the tombstones' horizon.
        if (state) await forgetBoard(replica, this.boardId, false);
        const copy = (await this.state.takeEarly()) ?? (await this.deps.coldOpen(this.boardId));
        if (this.stopped) return;
        // Marks split a cold open for bench:firebase-open (snapshot-copy.ts: asked, answered, unpacked; here:
        // copied, stored).
        performance.mark('lanes:cold:copied');
        // A first open here shows the copy while the replica stores it. Not a board copied again after a long
        // absence: changes of this device may wait in its outbox, and only the replica shows them.
        if (!state) this.set({ preview: rowsOf(copy.changes) });
        await applyServerChanges(replica, copy.changes, {
          boardId: this.boardId,
          tables: ['lists', 'cards'],
        });
        performance.mark('lanes:cold:stored');
        this.watermark = copy.readTime;
        await recordSync(replica, this.boardId, copy.readTime, Date.now());
        this.set({ ready: true, live: true, error: null, preview: null });
      }
      if (!this.stopped) this.listen(Number((await replica.boards.get(this.boardId))?.importedAt ?? 0));
    } catch (e) {
      await this.failed(toFirebaseAppError(e));
    }
  }

  /** A copy or a listener failed with `error`: the board is gone for this account, or try again later. */
  private async failed(error: AppError): Promise<void> {
    if (this.stopped) return;
    if (this.status.preview) this.set({ preview: null });
    // Refused while this device's changes to it wait to be sent (a board made here, not yet on the server): the
    // outbox decides, and the next try tells.
    const unsent = (await this.deps.replica.outbox.where('boardId').equals(this.boardId).count()) > 0;
    if (!unsent && (error.code === 'permission-denied' || error.code === 'not-found')) {
      this.stop();
      await forgetBoard(this.deps.replica, this.boardId);
      this.set({ error, live: false });
      return;
    }
    this.set({ error: this.status.ready ? null : error, live: false });
    for (const stop of this.stops.splice(0)) stop();
    if (this.retry !== undefined) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void this.run();
    }, RETRY_MS);
  }

  /** Starts the delta listeners (delta-queries.ts) from the watermark, never before `importedAt`. */
  private listen(importedAt: number): void {
    for (const { kind, query: delta } of deltaQueries(this.deps.db, this.boardId, this.watermark, importedAt))
      this.stops.push(
        onSnapshot(
          delta,
          { includeMetadataChanges: true },
          {
            next: (snapshot) => this.received(kind, snapshot),
            // A refusal reaches all three listeners: the first one stops the others.
            error: (e) => void this.failed(toFirebaseAppError(e)),
          },
        ),
      );
  }

  /** A snapshot of one listener: its server versions into the replica, after those before it. */
  private received(kind: DeltaKind, snapshot: QuerySnapshot): void {
    const changes: ServerChange[] = [];
    let newest = 0;
    for (const change of snapshot.docChanges()) {
      const { doc } = change;
      // This device's own writes, not yet the server's: the outbox shows them already.
      if (doc.metadata.hasPendingWrites) continue;
      const data = millisOf(doc.data({ serverTimestamps: 'estimate' }));
      if (kind === 'tombstones') {
        const gone = data.kind === 'list' ? docPaths.list : data.kind === 'card' ? docPaths.card : null;
        const deletedAt = Number(data.deletedAt) || 0;
        if (change.type !== 'removed' && gone)
          changes.push({ path: gone(this.boardId, doc.id), row: null, deletedAt });
        newest = Math.max(newest, deletedAt);
        continue;
      }
      // A list or card leaves an `updatedAt >` query by being deleted, or by this device's change to it while the
      // server has not got it (its `updatedAt` is then a pending server timestamp): `left` tells the replica.
      if (change.type === 'removed') {
        changes.push({ path: doc.ref.path, row: null, left: true });
        continue;
      }
      const next = changeOf(doc.ref.path, data);
      if (next) changes.push(next);
      newest = Math.max(newest, Number(data.updatedAt) || 0);
    }
    const fromServer = !snapshot.metadata.fromCache;
    if (fromServer) this.liveKinds.add(kind);
    else this.liveKinds.delete(kind);
    const live = this.liveKinds.size === 3;
    this.applying = this.applying
      .then(async () => {
        if (this.stopped) return;
        const watermark = Math.max(this.watermark, newest);
        const synced = fromServer ? { watermark, syncedAt: Date.now() } : undefined;
        if (!(await applyWhileSynced(this.deps.replica, this.boardId, changes, synced))) {
          // Forgotten while this snapshot was on its way (the account was removed from the board): nothing of it
          // stays, and nothing more will come.
          this.stop();
          return;
        }
        this.watermark = watermark;
        if (live !== this.status.live) this.set({ live, error: null });
      })
      .catch((e: unknown) => console.error(`Lanes: could not store board ${this.boardId}'s changes`, e));
  }
}
