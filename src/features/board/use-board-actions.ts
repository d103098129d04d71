/**
 * The board page's commands: moves (one document each, announced to screen readers), list rename, shift and
 * archive with Undo. Errors become toasts; the subscriptions show the change itself.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { announce } from '@atlaskit/pragmatic-drag-and-drop-live-region';
import { useTranslation } from '../../i18n/use-translation';
import { useBackend } from '../../backend/context';
import type { List } from '../../domain/model';
import { keyForMove } from '../../domain/ordering';
import { describeError } from '../../ui/describe-error';
import { useToast } from '../../ui/toast';
import type { BoardData } from './use-board-data';

/**
 * The commands for board `boardId` with open lists `lists`. `showMove` (useBoardData's) shows a card move before the
 * backend's snapshot carries it; without it a move shows when the snapshot does.
 */
export function useBoardActions(boardId: string, lists: List[], showMove?: BoardData['showMove']) {
  const { boards, telemetry } = useBackend();
  const toast = useToast();
  const { t } = useTranslation(['board', 'common']);
  const listsRef = useRef(lists);
  useEffect(() => {
    listsRef.current = lists;
  });

  return useMemo(() => {
    const report = (e: unknown) => {
      const { summary, detail } = describeError(e);
      toast({ text: detail ? `${summary} ${detail}` : summary });
    };
    const titleOf = (listId: string) =>
      listsRef.current.find((l) => l.id === listId)?.title ?? t('announce.aList');
    return {
      moveCard: (cardId: string, listId: string, rank: string) => {
        // `card_move_commit` times the write until the backend confirms it (the UI shows the move at once).
        const trace = telemetry.trace('card_move_commit');
        const write = () => boards.moveCard(boardId, cardId, { listId, rank });
        (showMove ? showMove(cardId, { listId, rank }, write) : write()).then(() => trace.stop(), report);
        telemetry.event('card_move');
        announce(t('announce.cardMoved', { list: titleOf(listId) }));
      },
      moveList: (listId: string, rank: string) => {
        boards.updateList(boardId, listId, { rank }).catch(report);
        announce(t('announce.listMoved', { title: titleOf(listId) }));
      },
      renameList: (list: List, title: string) => boards.updateList(boardId, list.id, { title }),
      shiftList: (list: List, by: -1 | 1) => {
        const all = listsRef.current;
        const index = all.findIndex((l) => l.id === list.id);
        const to = index + by;
        if (index < 0 || to < 0 || to >= all.length) return;
        boards.updateList(boardId, list.id, { rank: keyForMove(all, list.id, to) }).catch(report);
        announce(t('announce.listShifted', { title: list.title, position: to + 1, count: all.length }));
      },
      archiveList: (list: List) => {
        boards.updateList(boardId, list.id, { archivedAt: Date.now() }).catch(report);
        toast({
          subject: list.id,
          text: t('toast.listArchived', { title: list.title }),
          action: {
            label: t('common:undo'),
            run: () => void boards.updateList(boardId, list.id, { archivedAt: null }).catch(report),
          },
        });
      },
      report,
    };
  }, [boards, telemetry, boardId, toast, t, showMove]);
}

/** Keeps `onMoveCard` stable for the memoised tiles while reading the latest state. */
export function useStableCallback<A extends unknown[]>(fn: (...args: A) => void): (...args: A) => void {
  const ref = useRef(fn);
  useEffect(() => {
    ref.current = fn;
  });
  return useCallback((...args: A) => ref.current(...args), []);
}
