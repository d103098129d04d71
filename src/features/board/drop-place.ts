/**
 * Where a dragged card or list lands, from what it was dropped on. Pure, so the rules of a drop are tested
 * without a browser; the result is one new rank, i.e. one document written.
 */
import type { Ranked } from '../../domain/ordering';
import { keyForMove } from '../../domain/ordering';

/** What a drop target says about itself (set in the drag-and-drop hooks). */
export type DropTargetData =
  | { type: 'card'; cardId: string; listId: string; edge: 'top' | 'bottom' | null }
  | { type: 'list-body'; listId: string }
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
