/**
 * How many open lists and cards a board has, for the limits of limits.ts (500 lists, 5,000 cards per board and per
 * list, Trello's). From the account's replica when it has synced the board (IndexedDB counts its indexes, no read
 * billed); otherwise from a server count aggregation. Offline with neither, the check is skipped: the limit is a
 * guard against runaway boards, the rules count again on the server, and the change is queued like any other.
 */
import { getCountFromServer, query, where, type Firestore, type Query } from 'firebase/firestore';
import { countOpen } from '../local/access';
import { syncStateOf } from '../local/replica/board-state';
import { firebaseCode } from './errors';
import { cardsCol, listsCol } from './paths';
import type { Replicas } from './sync/replicas';

/** Counts of open lists and cards, from the replica or the server. */
export class OpenCounts {
  constructor(
    private readonly db: Firestore,
    private readonly replicas: Replicas,
  ) {}

  /** Open lists on the board, or null when unknown (offline and not synced here). */
  async openLists(boardId: string): Promise<number | null> {
    const replica = await this.synced(boardId);
    if (replica) return countOpen(replica.lists, 'boardId', boardId);
    return serverCount(query(listsCol(this.db, boardId), where('archivedAt', '==', null)));
  }

  /** Open cards on the board (`listId` undefined) or in one list, or null when unknown. */
  async openCards(boardId: string, listId?: string): Promise<number | null> {
    const replica = await this.synced(boardId);
    if (replica)
      return listId === undefined
        ? countOpen(replica.cards, 'boardId', boardId)
        : countOpen(replica.cards, 'listId', listId);
    const open = [where('archivedAt', '==', null)];
    const inList = listId === undefined ? [] : [where('listId', '==', listId)];
    return serverCount(query(cardsCol(this.db, boardId), ...inList, ...open));
  }

  /** The replica, when it holds board `boardId` whole. */
  private async synced(boardId: string) {
    const session = this.replicas.current();
    if (!session) return null;
    return (await syncStateOf(session.replica, boardId)) ? session.replica : null;
  }
}

async function serverCount(q: Query): Promise<number | null> {
  try {
    return (await getCountFromServer(q)).data().count;
  } catch (e) {
    if (firebaseCode(e) === 'unavailable') return null;
    throw e;
  }
}
