/**
 * The list menu's bulk commands: WIP limit, sort, move all cards, copy. Sort and move-all write one document per
 * card that changes place (through `moveCard`) and offer Undo for 8 seconds; errors become toasts.
 */
import { useMemo } from 'react';
import { announce } from '@atlaskit/pragmatic-drag-and-drop-live-region';
import { useTranslation } from '../../../i18n/use-translation';
import { useBackend } from '../../../backend/context';
import { newId } from '../../../domain/ids';
import type { Card, List } from '../../../domain/model';
import { keyBetween } from '../../../domain/ordering';
import { describeError } from '../../../ui/describe-error';
import { useToast } from '../../../ui/toast';
import { planAppend, planSort, type SortKey } from './list-plans';

/** Cards copied at once by "Copy list". */
const COPY_BATCH = 20;
const sortNames = { title: 'sortBy.title', due: 'sortBy.due' } as const satisfies Record<SortKey, string>;

/** Commands for the list menu of board `boardId`; each takes the cards it works on in their current order. */
export function useListActions(boardId: string) {
  const { boards } = useBackend();
  const toast = useToast();
  const { t } = useTranslation(['board', 'common']);

  return useMemo(() => {
    const report = (e: unknown) => {
      const { summary, detail } = describeError(e);
      toast({ text: detail ? `${summary} ${detail}` : summary });
    };
    /** Writes each `{cardId, listId, rank}` as one move; reports the first failure. */
    const moveEach = (moves: readonly { cardId: string; listId: string; rank: string }[]) =>
      Promise.all(
        moves.map((m) => boards.moveCard(boardId, m.cardId, { listId: m.listId, rank: m.rank })),
      ).catch(report);

    return {
      /** Sets (a number, 1–5000) or clears (null) the list's WIP limit. */
      setWipLimit: (list: List, wipLimit: number | null) =>
        boards.updateList(boardId, list.id, { wipLimit }).catch(report),

      /** Sorts `cards` of `list` by title or due date; Undo restores the previous ranks. */
      sortList: (list: List, cards: readonly Card[], by: SortKey) => {
        const changes = planSort(cards, by);
        if (changes.length === 0) {
          toast({ text: t('toast.alreadySorted', { title: list.title, by: t(sortNames[by]) }) });
          return;
        }
        void moveEach(changes.map((c) => ({ cardId: c.cardId, listId: list.id, rank: c.rank })));
        announce(t('announce.listSorted', { title: list.title, by: t(sortNames[by]) }));
        toast({
          text: t('toast.sorted', { title: list.title, by: t(sortNames[by]) }),
          action: {
            label: t('common:undo'),
            run: () =>
              void moveEach(
                changes.map((c) => ({ cardId: c.cardId, listId: list.id, rank: c.previousRank })),
              ),
          },
        });
      },

      /** Appends all `cards` of `from` to the end of `to` in their order; Undo moves them back where they were. */
      moveAllCards: (from: List, cards: readonly Card[], to: List, targetCards: readonly Card[]) => {
        const moves = planAppend(cards, targetCards);
        if (moves.length === 0) return;
        void moveEach(moves.map((m) => ({ ...m, listId: to.id })));
        announce(t('announce.cardsMoved', { count: moves.length, from: from.title, to: to.title }));
        toast({
          text: t('toast.cardsMoved', { count: moves.length, to: to.title }),
          action: {
            label: t('common:undo'),
            run: () => void moveEach(cards.map((c) => ({ cardId: c.id, listId: from.id, rank: c.rank }))),
          },
        });
      },

      /**
       * Creates a list titled `title` right after `list` (before `next`, the list after it, if any) and copies the
       * open `cards`: title, description, labels, checklists, dates. Each card is a create then an update (20
       * cards at a time); `onProgress(done)` runs after each. Rejects on the first failure, leaving the cards copied so far.
       */
      copyList: async (
        list: List,
        next: List | null,
        cards: readonly Card[],
        title: string,
        onProgress: (done: number) => void,
      ) => {
        const listId = newId();
        await boards.createList(boardId, {
          id: listId,
          title,
          rank: keyBetween(list.rank, next?.rank ?? null),
        });
        let done = 0;
        // A few cards at a time: quick for big lists without flooding the backend's write queue.
        for (let start = 0; start < cards.length; start += COPY_BATCH) {
          await Promise.all(
            cards.slice(start, start + COPY_BATCH).map(async (card) => {
              const id = newId();
              await boards.createCard(boardId, { id, listId, title: card.title, rank: card.rank });
              await boards.updateCard(boardId, id, {
                description: card.description,
                labelIds: card.labelIds,
                checklists: card.checklists,
                startAt: card.startAt,
                dueAt: card.dueAt,
                dueDone: card.dueDone,
              });
              onProgress(++done);
            }),
          );
        }
        announce(t('announce.listCopied', { title: list.title, copy: title }));
      },
      report,
    };
  }, [boards, boardId, toast, t]);
}

/** The commands `useListActions` returns. */
export type ListActions = ReturnType<typeof useListActions>;
