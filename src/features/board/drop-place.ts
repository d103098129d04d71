/**
 * Where a dragged card or list lands, from what it was dropped on. Pure, so the rules of a drop are tested
 * without a browser; the result is one new rank, i.e. one document written.
 */
import type { Ranked } from '../../domain/ordering';
import { keyForMove } from '../../domain/ordering';

/**
 * What a drop target says about itself (set in the drag-and-drop hooks). `lane`: the swimlane it is in (a group key
 * of domain/grouping.ts), when the board shows swimlanes.
 */
export type DropTargetData =
  | { type: 'card'; cardId: string; listId: string; edge: 'top' | 'bottom' | null; lane?: string }
  | { type: 'list-body'; listId: string; lane?: string }
  | { type: 'list'; listId: string; edge: 'left' | 'right' | null };

/**
 * The list and rank for card `cardId` dropped on `target`, or null when the drop changes nothing.
 * `siblings(listId)` gives a list's cards sorted by rank.
 */
export function cardDropPlace(
  cardId: string,
  fromListId: string,
  target: DropTargetData,
  siblings: (listId: string) => readonly Ranked[],
): { listId: string; rank: string } | null {
  if (target.type === 'list') return null;
  const listId = target.listId;
  const cards = siblings(listId);
  const others = cards.filter((c) => c.id !== cardId);
  let index = others.length;
  if (target.type === 'card') {
    if (target.cardId === cardId) return null;
    index = others.findIndex((c) => c.id === target.cardId);
    if (index < 0) return null;
    if (target.edge === 'bottom') index += 1;
  }
  if (listId === fromListId && cards.findIndex((c) => c.id === cardId) === index) return null;
  return { listId, rank: keyForMove(cards, cardId, index) };
}

/** The rank for list `listId` dropped on `target` (a list, left or right of it), or null when nothing changes. */
export function listDropPlace(
  listId: string,
  target: DropTargetData,
  lists: readonly Ranked[],
): string | null {
  if (target.type !== 'list' || target.listId === listId) return null;
  const others = lists.filter((l) => l.id !== listId);
  let index = others.findIndex((l) => l.id === target.listId);
  if (index < 0) return null;
  if (target.edge === 'right') index += 1;
  if (lists.findIndex((l) => l.id === listId) === index) return null;
  return keyForMove(lists, listId, index);
}

/** A card's place after a drop: its list and rank, or null when the drop leaves them as they are. */
export type Place = { listId: string; rank: string } | null;

/** Takes card `cardId` from lane `from` to lane `to`, and to `place` on the way. */
export type LaneMove = (cardId: string, from: string, to: string, place: Place) => void;

/** The lanes a card dropped on `target` goes between, or null when it stays in its lane (or there are none). */
export function laneChange(
  fromLane: string | undefined,
  target: DropTargetData,
): { from: string; to: string } | null {
  const to = target.type === 'list' ? undefined : target.lane;
  return fromLane !== undefined && to !== undefined && to !== fromLane ? { from: fromLane, to } : null;
}
