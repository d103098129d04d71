/**
 * Wires the board shortcuts (use-board-shortcuts.ts) to the app: opening a card is a navigation (keeping the
 * filter in the URL), assigning yourself and archiving are one `updateCard` each, archiving with the Undo toast; a
 * move goes through the board's `moveCard` (one document, shown at once, with Undo).
 */
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLocation, useNavigate } from '../../../ui/routing';
import { announce } from '@atlaskit/pragmatic-drag-and-drop-live-region';
import { useBackend } from '../../../backend/context';
import type { CardLinkState } from '../../../config/paths';
import { useBoardPaths } from '../../../ui/board-base';
import type { Card, List } from '../../../domain/model';
import { keyForMove } from '../../../domain/ordering';
import { describeError } from '../../../ui/describe-error';
import type { MenuItem } from '../../../ui/MenuButton';
import { useToast } from '../../../ui/toast';
import { ShortcutsDialog } from './ShortcutsDialog';
import { useBoardShortcuts } from './use-board-shortcuts';

/** The board as the shortcuts see it. */
export interface BoardKeyboardInput {
  boardId: string;
  meUid: string;
  canEdit: boolean;
  lists: readonly List[];
  /** A list's shown cards, in swimlane `lane` when given. */
  shownCards: (listId: string, lane?: string) => readonly Card[];
  /** All of a list's cards in order, hidden by a filter or not (a move's new rank goes between them). */
  listCards: (listId: string) => readonly Card[];
  cardById: (cardId: string) => Card | undefined;
  moveCard: (cardId: string, listId: string, rank: string) => void;
}

/** Installs the shortcuts; returns the board menu's "Keyboard shortcuts…" item and the help dialog (null when shut). */
export function useBoardKeyboard(input: BoardKeyboardInput): { helpItem: MenuItem; helpDialog: ReactNode } {
  const { boards } = useBackend();
  const toast = useToast();
  const navigate = useNavigate();
  const { search } = useLocation();
  const links = useBoardPaths();
  const { t } = useTranslation(['shortcuts', 'common']);
  const [helpOpen, setHelpOpen] = useState(false);
  const { boardId, meUid } = input;
  const report = (e: unknown) => toast({ text: describeError(e).summary });

  useBoardShortcuts({
    ...input,
    onOpen: (card, field) => {
      const state: CardLinkState = { cardField: field };
      navigate(links.card(boardId, card.id) + search, { state });
    },
    onToggleSelf: (card) => {
      const joining = !card.assigneeIds.includes(meUid);
      // Applied to the stored card, so a change someone else just made to the assignees is kept.
      boards
        .updateCard(boardId, card.id, (latest) => ({
          assigneeIds: joining
            ? [...latest.assigneeIds.filter((uid) => uid !== meUid), meUid]
            : latest.assigneeIds.filter((uid) => uid !== meUid),
        }))
        .catch(report);
      announce(t(joining ? 'joined' : 'left', { title: card.title }));
    },
    onArchive: (card) => {
      boards.updateCard(boardId, card.id, { archivedAt: Date.now() }).catch(report);
      toast({
        subject: card.id,
        text: t('archived', { title: card.title }),
        action: {
          label: t('common:undo'),
          run: () => void boards.updateCard(boardId, card.id, { archivedAt: null }).catch(report),
        },
      });
    },
    onMoveToList: (card, listId, end) => {
      const target = input.listCards(listId);
      input.moveCard(card.id, listId, keyForMove(target, card.id, end === 'top' ? 0 : target.length));
    },
    onHelp: () => setHelpOpen(true),
  });

  const openHelp = useCallback(() => setHelpOpen(true), []);
  return {
    helpItem: { label: t('menuItem'), onSelect: openHelp },
    helpDialog: helpOpen ? <ShortcutsDialog onClose={() => setHelpOpen(false)} /> : null,
  };
}
