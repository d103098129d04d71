/**
 * The board's swimlanes (issue 26 item 3), pure: the shown cards of each list split by a card property (a label, a
 * member, a dropdown's option; domain/grouping.ts), one lane per value the board has, and "No label" (…) last. A
 * card with two labels or members is in both lanes, as on the timeline.
 */
import type { Card, List } from '../../../domain/model';
import { groupCards, type GroupingContext } from '../../../domain/grouping';
import type { LaneGrouping } from './lane-settings';

/** One lane: its group key and title, and its cards by list id, in each list's order. */
export interface SwimLane {
  key: string;
  title: string;
  /** A label's or option's colour name. */
  color?: string;
  /** How many cards the lane shows (a card is counted once per lane). */
  count: number;
  byList: ReadonlyMap<string, readonly Card[]>;
}

/**
 * The lanes of `lists` by `by` (not 'none'), from `shown(listId)`: a list's cards as shown (the filter applied), in
 * order. Every label, option and member of `context.memberIds` has a lane, even empty, so a card can be dragged in.
 */
export function swimlanes(
  lists: readonly List[],
  shown: (listId: string) => readonly Card[],
  by: Exclude<LaneGrouping, 'none'>,
  context: GroupingContext,
): SwimLane[] {
  const cards = lists.flatMap((list) => shown(list.id));
  return groupCards(cards, by, context, (card) => card, true).map(({ key, title, color, items }) => {
    const byList = new Map<string, Card[]>();
    for (const card of items) {
      const inList = byList.get(card.listId);
      if (inList) inList.push(card);
      else byList.set(card.listId, [card]);
    }
    return { key, title, count: items.length, byList, ...(color ? { color } : {}) };
  });
}

/**
 * The first and last index of the `slots` (each list's place across the row, px) within `margin` px of a view from
 * `left` to `left + width`: the lists a lane mounts; the others stand in as empty slots of their width. [0, -1]
 * when none is.
 */
export function slotsInView(
  slots: readonly { left: number; width: number }[],
  left: number,
  width: number,
  margin: number,
): [number, number] {
  const from = slots.findIndex((slot) => slot.left + slot.width > left - margin);
  if (from < 0) return [0, -1];
  let to = from;
  while (to + 1 < slots.length && (slots[to + 1]?.left ?? Infinity) < left + width + margin) to++;
  return [from, to];
}
