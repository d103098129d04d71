/**
 * The "Archived items" panel wired to the backend: restores through `updateList`/`updateCard`, deletes for good
 * through `deleteList`/`deleteCard`, for owners and admins only.
 */
import { useTranslation } from '../../i18n/use-translation';
import { useBackend } from '../../backend/context';
import type { User } from '../../backend/ports';
import type { Board, Card, List } from '../../domain/model';
import { can } from '../../domain/permissions';
import { describeError } from '../../ui/describe-error';
import { useToast } from '../../ui/toast';
import { ArchivedItemsPanel } from './ArchivedItemsPanel';
import { useArchivedItems } from './use-archived-items';

export interface ArchivedItemsProps {
  board: Board;
  user: User;
  /** The board's open lists. */
  lists: readonly List[];
  /** The board's open cards by list id (cards of archived lists included, as `watchCards` gives them). */
  cardsByList: ReadonlyMap<string, readonly Card[]>;
  onClose: () => void;
}

export function ArchivedItems({ board, user, lists, cardsByList, onClose }: ArchivedItemsProps) {
  const { boards } = useBackend();
  const toast = useToast();
  const { t } = useTranslation('archive');
  const archived = useArchivedItems(board.id);
  const role = board.roles[user.uid];
  const canDelete = can(role, 'board.update');
  const report = (e: unknown) => toast({ text: describeError(e).summary });

  const archivedLists = new Map((archived.lists ?? []).map((list) => [list.id, list]));
  const openTitles = new Map(lists.map((list) => [list.id, list.title]));

  const restoreList = (list: List) => {
    boards.updateList(board.id, list.id, { archivedAt: null }).catch(report);
    toast({ text: t('restoredList', { title: list.title }) });
  };
  const restoreCard = (card: Card) => {
    const list = archivedLists.get(card.listId);
    if (list) boards.updateList(board.id, list.id, { archivedAt: null }).catch(report);
    boards.updateCard(board.id, card.id, { archivedAt: null }).catch(report);
    toast({ text: t('restoredCard', { title: card.title }) });
  };

  return (
    <ArchivedItemsPanel
      lists={archived.lists}
      cards={archived.cards}
      error={archived.error}
      listTitle={(id) => openTitles.get(id) ?? archivedLists.get(id)?.title}
      isListArchived={(id) => archivedLists.has(id)}
      cardsInList={(id) =>
        (cardsByList.get(id)?.length ?? 0) + (archived.cards ?? []).filter((c) => c.listId === id).length
      }
      canRestore={can(role, 'list.write')}
      onRestoreList={restoreList}
      onRestoreCard={restoreCard}
      onDeleteList={canDelete ? (list) => boards.deleteList(board.id, list.id) : undefined}
      onDeleteCard={canDelete ? (card) => boards.deleteCard(board.id, card.id) : undefined}
      onClose={onClose}
    />
  );
}
