/**
 * A board's archived lists and cards, through the proposed port reads (backend/port-proposals.ts): null while the
 * adapter has none, so the panel can say so; live once an adapter provides them.
 */
import { useBackend } from '../../backend/context';
import { archivedReads } from '../../backend/port-proposals';
import { useWatch } from '../../backend/use-watch';
import type { AppError } from '../../domain/errors';
import type { Card, List } from '../../domain/model';

/** undefined while loading, null when the backend cannot read archived items. */
export interface ArchivedItems {
  lists: List[] | null | undefined;
  cards: Card[] | null | undefined;
  error: AppError | null;
}

/** Subscribes to `boardId`'s archived lists and cards while mounted. */
export function useArchivedItems(boardId: string): ArchivedItems {
  const { boards } = useBackend();
  const reads = archivedReads(boards);
  const noop = () => () => undefined;
  const lists = useWatch<List[]>(reads ? `${boardId}/archived-lists` : null, (o) =>
    reads ? reads.watchArchivedLists(boardId, o) : noop(),
  );
  const cards = useWatch<Card[]>(reads ? `${boardId}/archived-cards` : null, (o) =>
    reads ? reads.watchArchivedCards(boardId, o) : noop(),
  );
  if (!reads) return { lists: null, cards: null, error: null };
  return { lists: lists.data, cards: cards.data, error: lists.error ?? cards.error };
}
