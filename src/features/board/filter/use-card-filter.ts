/**
 * The board filter as page state: read from and written to the URL query (`?q=&label=&member=&due=&done=`, see
 * domain/filter/filter-params.ts) so a filtered board can be reloaded, shared and navigated back to; applied to the
 * board's cards with the pure rules of domain/filter/card-filter.ts.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from '../../../ui/routing';
import type { Card, List } from '../../../domain/model';
import type { CustomFields } from '../../../domain/custom-fields/schema';
import {
  EMPTY_FILTER,
  filterBoard,
  isFilterActive,
  searchTerms,
  type CardFilter,
} from '../../../domain/filter/card-filter';
import { readFilterParams, writeFilterParams } from '../../../domain/filter/filter-params';
import { useNow } from '../../../ui/now';
import { peopleOnCards, type PersonChoice } from './filter-options';
import i18next from 'i18next';
import { weekStart } from '../../../ui/fields/day-text';
import { useCommentText, type CommentSearch } from './use-comment-text';
import { blockedCounts } from '../../../domain/dependencies';

const NO_CARDS: readonly Card[] = [];

/** The filter, its result, and how to change it. */
export interface CardFilterState {
  filter: CardFilter;
  /** Replaces the filter (the URL entry is replaced, not pushed: typing does not fill the history). */
  setFilter: (next: CardFilter) => void;
  clear: () => void;
  active: boolean;
  /** List id → the cards to show, for lists that hide some; null while no filter is set. */
  visibleByList: ReadonlyMap<string, readonly Card[]> | null;
  /** Cards shown, of `total` cards on the board's open lists. */
  matched: number;
  total: number;
  comments: CommentSearch;
  /** The people on the board's cards, for the member choices (walks every card: call it when they are shown). */
  people: () => PersonChoice[];
}

/**
 * The filter of the board page. `me` is the signed-in user's uid (for "assigned to me"); `nameOf` names another
 * account assigned to a card; `customFields` are the board's field definitions, for the custom field criteria.
 */
export function useCardFilter(
  boardId: string,
  lists: readonly List[],
  cardsByList: ReadonlyMap<string, readonly Card[]>,
  me: string,
  nameOf: (uid: string) => string,
  customFields?: CustomFields,
): CardFilterState {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => readFilterParams(params), [params]);
  const active = isFilterActive(filter);
  const now = useNow();
  // Only due-date rules depend on the clock: other filters do not re-run at every tick.
  const clock = filter.due.length > 0 ? now : 0;

  const listIds = useMemo(() => lists.map((list) => list.id), [lists]);
  const total = useMemo(
    () => listIds.reduce((n, id) => n + (cardsByList.get(id)?.length ?? 0), 0),
    [listIds, cardsByList],
  );
  // Every card in board order, only while a filter is set: otherwise each move would copy 5,000 cards for nothing.
  const cards = useMemo(
    () => (active ? listIds.flatMap((id) => cardsByList.get(id) ?? []) : NO_CARDS),
    [active, listIds, cardsByList],
  );
  const comments = useCommentText(boardId, cards, searchTerms(filter.q).length > 0);
  // Walked when the member choices open, not at every move; one function for the page's life, so a move leaves
  // the filter bar as it was (an open member list is brought up to date at the next change of the filter).
  const latest = useRef({ listIds, cardsByList, me, nameOf });
  useEffect(() => {
    latest.current = { listIds, cardsByList, me, nameOf };
  });
  const people = useCallback(() => {
    const board = latest.current;
    return peopleOnCards(
      board.listIds.flatMap((id) => board.cardsByList.get(id) ?? []),
      board.me,
      board.nameOf,
    );
  }, []);

  // No filter: nothing to test, and no copy of every list (5,000 cards) to make; the same object while the count
  // stays (a move), so the filter bar does not re-render.
  const unfiltered = useMemo(() => ({ visibleByList: null, matched: total, total }), [total]);
  const filtered = useMemo(() => {
    if (!active) return null;
    const context = {
      now: clock,
      me,
      comments: comments.texts,
      customFields,
      weekStartsOn: weekStart(i18next.language),
      // Only for the "Blocked" criterion: a walk over the board's cards it needs, no other does.
      blocked: filter.blocked ? blockedCounts(new Map(cards.map((c) => [c.id, c]))) : undefined,
    };
    const outcome = filterBoard(listIds, cardsByList, filter, context);
    // A list that hides nothing keeps its own array, so its column (memoised) does not re-render.
    const visibleByList = new Map<string, readonly Card[]>();
    for (const [id, kept] of outcome.visibleByList) {
      const all = cardsByList.get(id) ?? [];
      visibleByList.set(id, kept.length === all.length ? all : kept);
    }
    return { ...outcome, visibleByList };
  }, [listIds, cardsByList, cards, filter, clock, me, comments.texts, active, customFields]);
  const result = filtered ?? unfiltered;

  const setFilter = useCallback(
    (next: CardFilter) => setParams((prev) => writeFilterParams(prev, next), { replace: true }),
    [setParams],
  );
  const clear = useCallback(() => setFilter(EMPTY_FILTER), [setFilter]);

  return useMemo(
    () => ({ filter, setFilter, clear, active, comments, people, ...result }),
    [filter, setFilter, clear, active, comments, people, result],
  );
}
