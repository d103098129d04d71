/**
 * The board page's commands: moves (one document each, announced to screen readers), list rename, shift and
 * archive with Undo. Errors become toasts; the subscriptions show the change itself.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { announce } from '@atlaskit/pragmatic-drag-and-drop-live-region';
import { useBackend } from '../../backend/context';
import type { List } from '../../domain/model';
import { keyForMove } from '../../domain/ordering';
import { describeError } from '../../ui/describe-error';
import { useToast } from '../../ui/toast';

export function useBoardActions(boardId: string, lists: List[]) {
  const { boards, telemetry } = useBackend();
  const toast = useToast();
  const listsRef = useRef(lists);
  useEffect(() => {
    listsRef.current = lists;
  });

  return useMemo(() => {
    const report = (e: unknown) => {
      const { summary, detail } = describeError(e);
      toast({ text: detail ? `${summary} ${detail}` : summary });
    };
    const titleOf = (listId: string) => listsRef.current.find((l) => l.id === listId)?.title ?? 'a list';
    return {
      moveCard: (cardId: string, listId: string, rank: string) => {
        // `card_move_commit` times the write until the backend confirms it (the UI shows the move at once).
        const trace = telemetry.trace('card_move_commit');
        boards.moveCard(boardId, cardId, { listId, rank }).then(() => trace.stop(), report);
        telemetry.event('card_move');
        announce(`Card moved to ${titleOf(listId)}.`);
      },
      moveList: (listId: string, rank: string) => {
        boards.updateList(boardId, listId, { rank }).catch(report);
        announce(`List ${titleOf(listId)} moved.`);
      },
      renameList: (list: List, title: string) => boards.updateList(boardId, list.id, { title }),
      shiftList: (list: List, by: -1 | 1) => {
        const all = listsRef.current;
        const index = all.findIndex((l) => l.id === list.id);
        const to = index + by;
        if (index < 0 || to < 0 || to >= all.length) return;
        boards.updateList(boardId, list.id, { rank: keyForMove(all, list.id, to) }).catch(report);
        announce(`List ${list.title} moved to position ${to + 1} of ${all.length}.`);
      },
      archiveList: (list: List) => {
        boards.updateList(boardId, list.id, { archivedAt: Date.now() }).catch(report);
        toast({
          text: `Archived list “${list.title}”.`,
          action: {
            label: 'Undo',
            run: () => void boards.updateList(boardId, list.id, { archivedAt: null }).catch(report),
          },
        });
      },
      report,
    };
  }, [boards, telemetry, boardId, toast]);
}

/** Keeps `onMoveCard` stable for the memoised tiles while reading the latest state. */
export function useStableCallback<A extends unknown[]>(fn: (...args: A) => void): (...args: A) => void {
  const ref = useRef(fn);
  useEffect(() => {
    ref.current = fn;
  });
  return useCallback((...args: A) => ref.current(...args), []);
}
