/**
 * How many open lists and cards a board has, for the limits of limits.ts (500 lists, 5,000 cards per board and per
 * list, Trello's). From the account's replica when it has synced the board (IndexedDB counts its indexes, no read
 * billed); otherwise from a server count aggregation. Offline with neither, the check is skipped: the limit is a
 * guard against runaway boards, the rules count again on the server, and the change is queued like any other.
 */
import { countOpen } from '../local/access';
import { syncStateOf } from '../local/replica/board-state';
import type { LanesDb } from '../local/db';
import type { Replicas } from './sync/replicas';

/** Counts of open lists and cards, from the replica or the server. */
export class OpenCounts {
  constructor(private readonly replicas: Replicas) {}

  /** Open lists on the board, or null when unknown (offline and not synced here). */
  async openLists(boardId: string): Promise<number | null> {
    const counted = await this.fromReplica(boardId, (replica) =>
      countOpen(replica.lists, 'boardId', boardId),
    );
    return counted ?? this.server('lists', boardId);
  }

  /** Open cards on the board (`listId` undefined) or in one list, or null when unknown. */
  async openCards(boardId: string, listId?: string): Promise<number | null> {
    const counted = await this.fromReplica(boardId, (replica) =>
      listId === undefined
        ? countOpen(replica.cards, 'boardId', boardId)
        : countOpen(replica.cards, 'listId', listId),
    );
    return counted ?? this.server('cards', boardId, listId);
  }

  /**
   * `count(replica)` when the replica holds board `boardId` whole, else undefined. Counted while the board's sync
   * state is read, not after: one wait on IndexedDB fewer before a new card shows.
   */
  private async fromReplica(
    boardId: string,
    count: (replica: LanesDb) => Promise<number>,
  ): Promise<number | undefined> {
    const session = this.replicas.current();
    if (!session) return undefined;
    const [synced, counted] = await Promise.all([
      syncStateOf(session.replica, boardId),
      count(session.replica),
    ]);
    return synced ? counted : undefined;
  }

  /** The server's count (null offline). */
  private async server(kind: 'lists' | 'cards', boardId: string, listId?: string): Promise<number | null> {
    const session = this.replicas.current();
    if (!session) return null;
    return (await session.network).countOpen(kind, boardId, listId);
  }
}
