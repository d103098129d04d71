/**
 * Makes an element both draggable and a drop target that reports which edge the pointer is closest to, for
 * cards (top/bottom) and lists (left/right). Returns the edge to draw the drop indicator at.
 */
import { useEffect, useState, type RefObject } from 'react';
import { combine } from '@atlaskit/pragmatic-drag-and-drop/combine';
import { draggable, dropTargetForElements } from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import { attachClosestEdge } from '@atlaskit/pragmatic-drag-and-drop-hitbox/closest-edge/attach-closest-edge';
import { extractClosestEdge } from '@atlaskit/pragmatic-drag-and-drop-hitbox/closest-edge/extract-closest-edge';
import type { Edge } from '@atlaskit/pragmatic-drag-and-drop-hitbox/types';
import { readSource, type DragSource } from './drag-data';

export interface SortableOptions {
  ref: RefObject<HTMLElement | null>;
  /** The part to grab; the whole element when absent. */
  handleRef?: RefObject<HTMLElement | null>;
  item: DragSource;
  axis: 'vertical' | 'horizontal';
  disabled: boolean;
}

/** Registers the element while mounted; `dragging` is true while it is the one being dragged. */
export function useSortable({ ref, handleRef, item, axis, disabled }: SortableOptions) {
  const [edge, setEdge] = useState<Edge | null>(null);
  const [dragging, setDragging] = useState(false);
  const key = JSON.stringify(item);

  useEffect(() => {
    const element = ref.current;
    if (!element || disabled) return;
    const data = JSON.parse(key) as DragSource;
    const allowedEdges: Edge[] = axis === 'vertical' ? ['top', 'bottom'] : ['left', 'right'];
    return combine(
      draggable({
        element,
        dragHandle: handleRef?.current ?? undefined,
        getInitialData: () => data,
        onDragStart: () => {
          setDragging(true);
          // Pressing on a card's title focuses it. Let go of that focus now: at the drop the tile leaves its list,
          // and removing a focused element blurs it in the middle of that render, forcing the browser to restyle
          // and lay out the page before the moved card can be shown. (Cards only: a list holds fields, such as
          // "Add a card", whose focus must stay while the list is dragged.)
          const focused = document.activeElement;
          if (data.type === 'card' && focused instanceof HTMLElement && element.contains(focused))
            focused.blur();
        },
        onDrop: () => setDragging(false),
      }),
      dropTargetForElements({
        element,
        canDrop: ({ source }) => readSource(source.data)?.type === data.type,
        getData: ({ input }) => attachClosestEdge(data, { element, input, allowedEdges }),
        onDrag: ({ self, source }) => {
          const over = readSource(source.data);
          const same =
            over?.type === 'card'
              ? data.type === 'card' && over.cardId === data.cardId && over.lane === data.lane
              : over?.listId === data.listId;
          setEdge(same ? null : extractClosestEdge(self.data));
        },
        onDragLeave: () => setEdge(null),
        onDrop: () => setEdge(null),
      }),
    );
  }, [ref, handleRef, key, axis, disabled]);

  return { edge, dragging };
}
