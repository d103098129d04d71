/**
 * Where a board's sync stands (docs/sync.md), kept apart from the sync itself so the subscriptions can read it
 * before Firestore's SDK has loaded: the replica answers at once, the sync joins when the network part starts.
 */
import type { AppError } from '../../../domain/errors';

/** A board sync's state, for the subscriptions' metadata. */
export interface BoardSyncStatus {
  /** The replica holds the board (copied, or synced before). */
  ready: boolean;
  /** The listeners' latest snapshots came from the server (false while offline or starting). */
  live: boolean;
  /** Why the board cannot be shown (no copy here and none to be had: offline, or not a member). */
  error: AppError | null;
}

/** A board sync's state and who watches it. */
export class BoardSyncState {
  status: BoardSyncStatus = { ready: false, live: false, error: null };
  private readonly watchers = new Set<(status: BoardSyncStatus) => void>();

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
