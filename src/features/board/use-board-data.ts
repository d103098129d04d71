/**
 * Everything the board page shows, from three subscriptions (board, open lists, open cards: ARCHITECTURE.md §4),
 * with cards grouped by list and sorted by rank. A card moved here shows in its new place at once, before the
 * subscription carries the move (card-overlay.ts).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useBackend } from '../../backend/context';
import { useWatch } from '../../backend/use-watch';
import type { AppError } from '../../domain/errors';
import type { Board, Card, List } from '../../domain/model';
import {
  createCardGrouper,
  prunePatches,
  type CardPlace,
  type MovePatch,
  type MovePatches,
} from './card-overlay';
import { useBoardOpenTrace } from './use-board-open-trace';

/** The board as the page sees it. `board` is null when it does not exist or is not readable. */
export interface BoardData {
  board: Board | null | undefined;
  lists: List[];
  cardsByList: ReadonlyMap<string, Card[]>;
  cardsById: ReadonlyMap<string, Card>;
  loading: boolean;
  pending: boolean;
  /**
   * Documents of the board, its lists and cards with changes the server has not confirmed: the adapters' counts
   * where they give them, else 1 for each subscription that is `pending`.
   */
  pendingCount: number;
  /** Whether any of the three last came from the device's cache rather than the server. */
  fromCache: boolean;
  error: AppError | null;
  /**
   * Shows card `cardId` at `place` at once while `write` stores the move. The patch lasts until a snapshot carries
   * the move (or, once the write is done, until the next snapshot); a failed write drops it, so the card is back
   * where it was, and the returned promise rejects with the write's error.
   */
  showMove: (cardId: string, place: CardPlace, write: () => Promise<void>) => Promise<void>;
}

/** Subscribes to one board while mounted. */
export function useBoardData(boardId: string): BoardData {
  const { boards } = useBackend();
  const board = useWatch<Board | null>(boardId, (o) => boards.watchBoard(boardId, o));
  const lists = useWatch<List[]>(boardId, (o) => boards.watchLists(boardId, o));
  const cards = useWatch<Card[]>(boardId, (o) => boards.watchCards(boardId, o));

  const [patches, setPatches] = useState<MovePatches>(() => new Map());
  const [group] = useState(createCardGrouper);
  const grouped = useMemo(() => group(cards.data ?? [], patches), [group, cards.data, patches]);
  // Each new snapshot drops the patches it has caught up with (they would change nothing); keeps the map small.
  const [seen, setSeen] = useState(cards.data);
  if (seen !== cards.data) {
    setSeen(cards.data);
    setPatches(prunePatches(patches, cards.data));
  }
  const latestCards = useRef(cards.data);
  useEffect(() => {
    latestCards.current = cards.data;
  }, [cards.data]);
  const nextToken = useRef(0);
  const showMove = useCallback(async (cardId: string, place: CardPlace, write: () => Promise<void>) => {
    const token = ++nextToken.current;
    const update = (change: (patches: Map<string, MovePatch>) => void) =>
      setPatches((current) => {
        if (current.get(cardId)?.token !== token) return current;
        const next = new Map(current);
        change(next);
        return next;
      });
    setPatches((current) => new Map(current).set(cardId, { ...place, token, settledOn: null }));
    try {
      await write();
    } catch (e) {
      update((next) => next.delete(cardId));
      throw e;
    }
    update((next) => {
      const patch = next.get(cardId);
      if (patch) next.set(cardId, { ...patch, settledOn: latestCards.current });
    });
  }, []);
  const loading = board.data === undefined || lists.data === undefined || cards.data === undefined;
  useBoardOpenTrace(boardId, loading, cards.data?.length ?? 0);
  return {
    board: board.data,
    lists: lists.data ?? [],
    ...grouped,
    loading,
    pending: board.pending || lists.pending || cards.pending,
    pendingCount: countPending(board) + countPending(lists) + countPending(cards),
    fromCache: board.fromCache || lists.fromCache || cards.fromCache,
    error: board.error ?? lists.error ?? cards.error,
    showMove,
  };
}

function countPending(state: { pending: boolean; pendingCount?: number }): number {
  return state.pendingCount ?? (state.pending ? 1 : 0);
}
