/**
 * The data our draggables and drop targets carry through pragmatic-drag-and-drop, and safe reading of it back
 * (the library types it as an open record).
 */
import { extractClosestEdge } from '@atlaskit/pragmatic-drag-and-drop-hitbox/closest-edge/extract-closest-edge';
import type { DropTargetData } from '../drop-place';

/** What is being dragged; a card taken from a swimlane says which (`lane`, a group key of domain/grouping.ts). */
export type DragSource =
  { type: 'card'; cardId: string; listId: string; lane?: string } | { type: 'list'; listId: string };

type Data = Record<string | symbol, unknown>;

const laneOf = (data: Data) => (typeof data.lane === 'string' ? { lane: data.lane } : {});

/** Reads a drag source back from its data, or null for something that is not ours (a file, another app). */
export function readSource(data: Data): DragSource | null {
  if (data.type === 'card' && typeof data.cardId === 'string' && typeof data.listId === 'string')
    return { type: 'card', cardId: data.cardId, listId: data.listId, ...laneOf(data) };
  if (data.type === 'list' && typeof data.listId === 'string') return { type: 'list', listId: data.listId };
  return null;
}

/** Reads a drop target back from its data, with the closest edge the hitbox attached. */
export function readTarget(data: Data): DropTargetData | null {
  const edge = extractClosestEdge(data);
  if (typeof data.listId !== 'string') return null;
  if (data.type === 'card' && typeof data.cardId === 'string')
    return {
      type: 'card',
      cardId: data.cardId,
      listId: data.listId,
      edge: edge === 'top' || edge === 'bottom' ? edge : null,
      ...laneOf(data),
    };
  if (data.type === 'list-body') return { type: 'list-body', listId: data.listId, ...laneOf(data) };
  if (data.type === 'list')
    return { type: 'list', listId: data.listId, edge: edge === 'left' || edge === 'right' ? edge : null };
  return null;
}
