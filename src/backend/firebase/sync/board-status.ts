/**
 * Where a board's sync stands (docs/sync.md), kept apart from the sync itself so the subscriptions can read it
 * before Firestore's SDK has loaded: the replica answers at once, the sync joins when the network part starts.
 */
import type { AppError } from '../../../domain/errors';
import type { Board, Card, List } from '../../../domain/model';
import type { BoardCopy } from './snapshot-copy';

/** A board's rows as a whole copy brought them (the replica's rows: lists and cards of every state). */
export interface BoardRows {
  board: Board | null;
  lists: List[];
  cards: Card[];
}

/** A board sync's state, for the subscriptions' metadata. */
export interface BoardSyncStatus {
  /** The replica holds the board (copied, or synced before). */
  ready: boolean;
  /** The listeners' latest snapshots came from the server (false while offline or starting). */
  live: boolean;
  /** Why the board cannot be shown (no copy here and none to be had: offline, or not a member). */
  error: AppError | null;
  /**
   * A first open's copy while the replica stores it (~0.7 s for 5,000 cards): the subscriptions show the board
   * from it meanwhile. Null otherwise.
   */
  preview: BoardRows | null;
}

/** A board sync's state and who watches it. */
export class BoardSyncState {
  status: BoardSyncStatus = { ready: false, live: false, error: null, preview: null };
  private readonly watchers = new Set<(status: BoardSyncStatus) => void>();
  private early: Promise<BoardCopy | null> | null = null;

  /** Keeps `copy`, asked for before the sync could start (session.ts), for the sync's cold open to take. */
  askedEarly(copy: Promise<BoardCopy | null>): void {
    // Its failure is the sync's to handle, if it takes it.
    copy.catch(() => undefined);
    this.early = copy;
  }

  /** The copy asked for early (resolving to null: this build asks only later), once: a retry asks again. */
  takeEarly(): Promise<BoardCopy | null> | null {
    const copy = this.early;
    this.early = null;
    return copy;
  }

  /** Calls `listener` on every change of status (not now); returns the unsubscribe. */
  watch(listener: (status: BoardSyncStatus) => void): () => void {
    this.watchers.add(listener);
    return () => this.watchers.delete(listener);
  }

  /** Changes the status and tells the watchers. */
  set(patch: Partial<BoardSyncStatus>): void {
    this.status = { ...this.status, ...patch };
    for (const listener of this.watchers) listener(this.status);
  }
}
