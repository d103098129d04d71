/**
 * Pure plans for the list menu's bulk actions: the order a sort wants, the rank writes that reach it (only for
 * cards whose place changes), the ranks for moving every card to the end of another list, and the WIP state.
 */
import type { Card, List } from '../../../domain/model';
import { keysBetween } from '../../../domain/ordering';

/** What a list can be sorted by. */
export type SortKey = 'title' | 'due';

/** One card's rank write, with the rank it had (so Undo can put it back). */
export interface RankChange {
  cardId: string;
  rank: string;
  previousRank: string;
}

// Made on the first sort, not at load: building it took ~30 ms of the board chunk's evaluation at 4× CPU throttling.
let byTitle: Intl.Collator | undefined;

/**
 * `cards` (in board order) sorted by title (case-insensitive, numbers as numbers) or by due date, earliest first,
 * cards without a date last. Stable: equal cards keep their current order.
 */
export function sortedCards(cards: readonly Card[], by: SortKey): Card[] {
  const collator =
    by === 'title' ? (byTitle ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true })) : null;
  const compare = collator
    ? (a: Card, b: Card) => collator.compare(a.title, b.title)
    : (a: Card, b: Card) => (a.dueAt ?? Infinity) - (b.dueAt ?? Infinity);
  return [...cards].sort(compare);
}

/** Indices of a longest strictly increasing subsequence of `values` (O(n log n)). */
function longestIncreasing(values: readonly number[]): Set<number> {
  const tails: number[] = [];
  const previous: number[] = new Array<number>(values.length).fill(-1);
  for (let i = 0; i < values.length; i++) {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (values[tails[mid]!]! < values[i]!) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) previous[i] = tails[lo - 1]!;
    tails[lo] = i;
  }
  const keep = new Set<number>();
  for (let i = tails.at(-1) ?? -1; i >= 0; i = previous[i]!) keep.add(i);
  return keep;
}

/**
 * The rank writes that bring `cards` (in current order) into the order `by` wants. Cards on a longest run already
 * in order keep their rank; each run of the others gets keys between its kept neighbours (`keysBetween`).
 * Empty when the list is already sorted.
 */
export function planSort(cards: readonly Card[], by: SortKey): RankChange[] {
  const target = sortedCards(cards, by);
  // Two cards sharing a rank (two tabs picked one gap) leave no key between kept neighbours: if the order must
  // change, give every card a fresh key (ranks only order cards within their list).
  if (new Set(cards.map((c) => c.rank)).size !== cards.length) {
    if (target.every((c, i) => c === cards[i])) return [];
    const keys = keysBetween(null, null, target.length);
    return target.map((c, i) => ({ cardId: c.id, rank: keys[i]!, previousRank: c.rank }));
  }
  const position = new Map(cards.map((c, i) => [c.id, i]));
  const keep = longestIncreasing(target.map((c) => position.get(c.id)!));
  const changes: RankChange[] = [];
  let i = 0;
  while (i < target.length) {
    if (keep.has(i)) {
      i++;
      continue;
    }
    let end = i;
    while (end < target.length && !keep.has(end)) end++;
    const before = target[i - 1]?.rank ?? null;
    const after = target[end]?.rank ?? null;
    const keys = keysBetween(before, after, end - i);
    for (let k = i; k < end; k++)
      changes.push({ cardId: target[k]!.id, rank: keys[k - i]!, previousRank: target[k]!.rank });
    i = end;
  }
  return changes;
}

/** New ranks for appending `moving` (in their order) after the last of `targetCards`. */
export function planAppend(
  moving: readonly Card[],
  targetCards: readonly Card[],
): { cardId: string; rank: string }[] {
  if (moving.length === 0) return [];
  const keys = keysBetween(targetCards.at(-1)?.rank ?? null, null, moving.length);
  return moving.map((card, i) => ({ cardId: card.id, rank: keys[i]! }));
}

/** The header's WIP state: the count text ("7/5" with a limit) and whether open cards exceed the limit. */
export function wipState(list: Pick<List, 'wipLimit'>, openCards: number): { text: string; over: boolean } {
  if (list.wipLimit === null) return { text: String(openCards), over: false };
  return { text: `${openCards}/${list.wipLimit}`, over: openCards > list.wipLimit };
}
