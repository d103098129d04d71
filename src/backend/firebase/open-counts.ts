/**
 * How many open lists and cards a board has, for the limits of limits.ts (500 lists, 5,000 cards per board and per
 * list, Trello's). While the UI watches a board, the counts come from the latest snapshot the adapter delivered
 * (local changes included, no read); otherwise from a server count aggregation. Offline with no snapshot, the
 * check is skipped: the limit is a guard against runaway boards, and the write is queued like any other.
 */
import { getCountFromServer, query, where, type Firestore, type Query } from 'firebase/firestore';
import type { Card, List } from '../../domain/model';
import { firebaseCode } from './errors';
import { cardsCol, listsCol } from './paths';

interface Seen<T> {
  watchers: number;
  latest: T[] | null;
}

/** Remembers the latest open lists and cards per board delivered to subscriptions, and counts from them. */
export class OpenCounts {
  private readonly lists = new Map<string, Seen<List>>();
  private readonly cards = new Map<string, Seen<Card>>();

  constructor(private readonly db: Firestore) {}

  /** Wraps a lists observer's `next` so this board's open lists are remembered; call the returned `stop` at the end. */
  trackLists(boardId: string): { seen: (lists: List[]) => void; stop: () => void } {
    return track(this.lists, boardId);
  }

  /** As `trackLists`, for the board's open cards. */
  trackCards(boardId: string): { seen: (cards: Card[]) => void; stop: () => void } {
    return track(this.cards, boardId);
  }

  /** Open lists on the board, or null when unknown (offline and not watched). */
  async openLists(boardId: string): Promise<number | null> {
    const latest = this.lists.get(boardId)?.latest;
    if (latest) return latest.length;
    return serverCount(query(listsCol(this.db, boardId), where('archivedAt', '==', null)));
  }

  /** Open cards on the board (`listId` undefined) or in one list, or null when unknown. */
  async openCards(boardId: string, listId?: string): Promise<number | null> {
    const latest = this.cards.get(boardId)?.latest;
    if (latest)
      return listId === undefined ? latest.length : latest.filter((c) => c.listId === listId).length;
    const open = [where('archivedAt', '==', null)];
    const inList = listId === undefined ? [] : [where('listId', '==', listId)];
    return serverCount(query(cardsCol(this.db, boardId), ...inList, ...open));
  }
}

function track<T>(
  map: Map<string, Seen<T>>,
  boardId: string,
): { seen: (items: T[]) => void; stop: () => void } {
  const entry = map.get(boardId) ?? { watchers: 0, latest: null };
  entry.watchers += 1;
  map.set(boardId, entry);
  let stopped = false;
  return {
    seen: (items) => {
      if (!stopped) entry.latest = items;
    },
    stop: () => {
      if (stopped) return;
      stopped = true;
      entry.watchers -= 1;
      if (entry.watchers === 0) map.delete(boardId);
    },
  };
}

async function serverCount(q: Query): Promise<number | null> {
  try {
    return (await getCountFromServer(q)).data().count;
  } catch (e) {
    if (firebaseCode(e) === 'unavailable') return null;
    throw e;
  }
}
