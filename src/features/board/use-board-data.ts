/**
 * Everything the board page shows, from three subscriptions (board, open lists, open cards: ARCHITECTURE.md §4),
 * with cards grouped by list and sorted by rank.
 */
import { useMemo } from 'react';
import { useBackend } from '../../backend/context';
import { useWatch } from '../../backend/use-watch';
import type { AppError } from '../../domain/errors';
import type { Board, Card, List } from '../../domain/model';
import { compareRank } from '../../domain/ordering';
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
}

/** Subscribes to one board while mounted. */
export function useBoardData(boardId: string): BoardData {
  const { boards } = useBackend();
  const board = useWatch<Board | null>(boardId, (o) => boards.watchBoard(boardId, o));
  const lists = useWatch<List[]>(boardId, (o) => boards.watchLists(boardId, o));
  const cards = useWatch<Card[]>(boardId, (o) => boards.watchCards(boardId, o));

  const grouped = useMemo(() => groupCards(cards.data ?? []), [cards.data]);
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
  };
}

function countPending(state: { pending: boolean; pendingCount?: number }): number {
  return state.pendingCount ?? (state.pending ? 1 : 0);
}

/** Groups cards by `listId`, each group sorted by rank. */
export function groupCards(cards: readonly Card[]): Pick<BoardData, 'cardsByList' | 'cardsById'> {
  const cardsByList = new Map<string, Card[]>();
  const cardsById = new Map<string, Card>();
  for (const card of cards) {
    cardsById.set(card.id, card);
    const group = cardsByList.get(card.listId);
    if (group) group.push(card);
    else cardsByList.set(card.listId, [card]);
  }
  for (const group of cardsByList.values()) group.sort(compareRank);
  return { cardsByList, cardsById };
}
