/** A board's archived lists and cards, live while the "Archived items" panel is open. */
import { useBackend } from '../../backend/context';
import { useWatch } from '../../backend/use-watch';
import type { AppError } from '../../domain/errors';
import type { Card, List } from '../../domain/model';

/** Each undefined while loading. */
export interface ArchivedItems {
  lists: List[] | undefined;
  cards: Card[] | undefined;
  error: AppError | null;
}

/** Subscribes to `boardId`'s archived lists and cards while mounted. */
export function useArchivedItems(boardId: string): ArchivedItems {
  const { boards } = useBackend();
  const lists = useWatch<List[]>(`${boardId}/archived-lists`, (o) => boards.watchArchivedLists(boardId, o));
  const cards = useWatch<Card[]>(`${boardId}/archived-cards`, (o) => boards.watchArchivedCards(boardId, o));
  return { lists: lists.data, cards: cards.data, error: lists.error ?? cards.error };
}
