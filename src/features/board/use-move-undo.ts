/**
 * Undo for a card move to another list (drag and drop, "Move…", the move keys): the toast names the card and its
 * new list for the 8 seconds Lanes promises, and Undo moves it back to the list and rank it had (one write, like the
 * move). A move within its list is not worth a toast (it is announced to screen readers by the move itself); a
 * new move's toast replaces the last one's.
 */
import { useTranslation } from '../../i18n/use-translation';
import type { Card, List } from '../../domain/model';
import { useToast } from '../../ui/toast';
import { useStableCallback } from './use-board-actions';

/** `moveCard` wrapped so each real move (not a drop back in place) offers Undo; stable for the drop monitor. */
export function useMoveUndo(
  moveCard: (cardId: string, listId: string, rank: string) => void,
  cardsById: ReadonlyMap<string, Card>,
  lists: readonly List[],
): (cardId: string, listId: string, rank: string) => void {
  const toast = useToast();
  const { t } = useTranslation(['board', 'common']);
  return useStableCallback((cardId: string, listId: string, rank: string) => {
    const before = cardsById.get(cardId);
    moveCard(cardId, listId, rank);
    if (!before || before.listId === listId) return;
    const list = lists.find((l) => l.id === listId)?.title ?? t('announce.aList');
    toast({
      kind: 'card-move',
      subject: cardId,
      text: t('toast.cardMoved', { title: before.title, list }),
      action: { label: t('common:undo'), run: () => moveCard(cardId, before.listId, before.rank) },
    });
  });
}
