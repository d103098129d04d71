/**
 * Virtualises a list's cards: a list at Trello's limit holds 5,000 cards, and rendering every tile of a big board
 * is most of the time it takes to open. Only the tiles in and near the list's scroll box render, each measured as it
 * mounts (tiles differ in height: labels, badges, long titles). Short lists render every tile, so the browser's
 * find-in-page and a quick glance at the DOM still see all of them. A list scrolled well out of the board's
 * view (sideways, or below in swimlanes) renders no tiles at all (a 50-list board shows about 5 at a time). The tile holding the keyboard
 * focus, and the one being dragged, stay rendered when scrolled away, so neither the focus nor the drag is lost.
 */
import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type FocusEvent,
  type RefObject,
} from 'react';
import { monitorForElements } from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import type { Card } from '../../domain/model';
import { readSource } from './dnd/drag-data';

/** Lists with at most this many shown cards render all their tiles (when near the view). */
export const RENDER_ALL_UP_TO = 40;
/**
 * Boards with at most this many open cards render every tile of every list, as if not virtualised: cheap at that
 * size, and find-in-page and the DOM see the whole board.
 */
export const RENDER_ALL_TILES_UP_TO = 200;
/** A tile of the generated 5,000-card board is 68–127 px (labels, two title lines, badges); each is measured once rendered. */
const ESTIMATED_TILE_PX = 90;
/** The gap between tiles, as in `.list-cards` (styles.css). */
const GAP_PX = 6;
/** Tiles rendered beyond each end of the scroll box, so a short scroll or a wheel flick shows no blank. */
const OVERSCAN = 3;
/** How far (px) beyond the board's visible width a list still renders its tiles: about one list each side. */
const NEAR_PX = 300;

/** A list's slot (px) expanded and collapsed, the gap between slots and the board's left padding (styles.css). */
const LIST_SLOT_PX = 272;
const COLLAPSED_SLOT_PX = 48;
const LIST_GAP_PX = 10;
const LISTS_PADDING_PX = 16;

/** Where each of the board's lists (in order, `collapsed` telling which are narrow) sits across the row, in px. */
export function listSlots(collapsed: readonly boolean[]): { left: number; width: number }[] {
  let left = LISTS_PADDING_PX;
  return collapsed.map((narrow) => {
    const width = narrow ? COLLAPSED_SLOT_PX : LIST_SLOT_PX;
    const slot = { left, width };
    left += width + LIST_GAP_PX;
    return slot;
  });
}

/**
 * Which of the board's lists (in order, `collapsed` telling which are narrow) start within NEAR_PX of a view
 * `viewWidth` px wide scrolled to the start, as the board opens: estimated from the widths in styles.css, so the
 * lists in view render their tiles in the first commit rather than after a second pass (each list checks its real
 * box before the first paint, and corrects an estimate that was wrong).
 */
export function nearOnOpen(collapsed: readonly boolean[], viewWidth: number): boolean[] {
  return listSlots(collapsed).map((slot) => slot.left < viewWidth + NEAR_PX);
}

/** What a list needs to lay out its virtual tiles. */
export interface VirtualCards {
  /** The indexes (into the list's shown cards) to render, ascending, with each tile's offset from the top (px). */
  items: readonly { index: number; start: number }[];
  /** The height (px) of all the tiles laid out: the scroll box's content height. */
  totalSize: number;
  /** Ref callback for each tile (it must carry `data-index`): measures its real height. */
  measure: (element: Element | null) => void;
  /** Focus handlers for the tiles' container: remember which tile holds the focus. */
  onFocus: (e: FocusEvent<HTMLElement>) => void;
  onBlur: (e: FocusEvent<HTMLElement>) => void;
  /** Whether the list is within NEAR_PX of the board's view (or its cards have been scrolled). */
  near: boolean;
}

const cardIdOf = (target: EventTarget | null): string | null =>
  target instanceof Element ? (target.closest<HTMLElement>('[data-card-id]')?.dataset.cardId ?? null) : null;

/** Where a list's tiles are laid out, and how. */
export interface VirtualCardsOptions {
  /** The list's scroll box, holding the tiles. */
  scrollRef: RefObject<HTMLElement | null>;
  /**
   * The list's own box, whose place in the board's view decides whether the list is near. Not the
   * scroll box: a far list's contents are skipped (`content-visibility: auto`, virtual-cards.css), and reading a
   * box inside them forces the browser to lay them out.
   */
  listRef: RefObject<HTMLElement | null>;
  /** Render every tile (a small board). */
  renderAll?: boolean;
  /** Whether the list is taken as near until its box is checked (nearOnOpen). */
  nearAtFirst?: boolean;
}

/** Lays out `cards` (shown in list `listId`) as `options` say; see the file header. */
export function useVirtualCards(
  listId: string,
  cards: readonly Card[],
  { scrollRef, listRef, renderAll = false, nearAtFirst = false }: VirtualCardsOptions,
): VirtualCards {
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const [draggedId, setDraggedId] = useState<string | null>(null);
  const near = useNearView(listRef, scrollRef, nearAtFirst);

  useEffect(
    () =>
      monitorForElements({
        onDragStart: ({ source }) => {
          const from = readSource(source.data);
          if (from?.type === 'card' && from.listId === listId) setDraggedId(from.cardId);
        },
        onDrop: () => setDraggedId(null),
      }),
    [listId],
  );

  const kept = useMemo(
    () =>
      [focusedId, draggedId]
        .map((id) => (id === null ? -1 : cards.findIndex((c) => c.id === id)))
        .filter((i) => i >= 0),
    [cards, focusedId, draggedId],
  );
  const rangeExtractor = useCallback(
    (range: Range) => {
      if (!near && !renderAll) return kept;
      if (renderAll || range.count <= RENDER_ALL_UP_TO)
        return Array.from({ length: range.count }, (_, i) => i);
      const indexes = defaultRangeExtractor(range);
      const extra = kept.filter((i) => !indexes.includes(i));
      return extra.length ? [...indexes, ...extra].sort((a, b) => a - b) : indexes;
    },
    [kept, near, renderAll],
  );
  const getItemKey = useCallback((index: number) => cards[index]?.id ?? index, [cards]);

  const virtualizer = useVirtualizer({
    count: cards.length,
    // A list out of view has no tiles to lay out, so its virtualiser does not watch its scroll box: reading that
    // box's size, inside the list's skipped contents (`content-visibility: auto`, virtual-cards.css), made the
    // browser lay out each far list's contents in turn as the board opened (44 forced layouts, ~35 ms).
    getScrollElement: () => (near || renderAll ? scrollRef.current : null),
    estimateSize: () => ESTIMATED_TILE_PX,
    getItemKey,
    gap: GAP_PX,
    overscan: OVERSCAN,
    rangeExtractor,
    // Before the box is measured (the first render), assume a list as tall as the window, so the first frame
    // already shows the top tiles instead of an empty list.
    initialRect: { width: 256, height: typeof window === 'undefined' ? 800 : window.innerHeight },
  });

  const onFocus = useCallback((e: FocusEvent<HTMLElement>) => setFocusedId(cardIdOf(e.target)), []);
  const onBlur = useCallback((e: FocusEvent<HTMLElement>) => {
    if (!(e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget))) setFocusedId(null);
  }, []);

  const inRange = virtualizer.getVirtualItems();
  return {
    // Every item's place, measured or estimated (computed by the call above), even before the box has a size.
    items: renderAll ? virtualizer.measurementsCache : inRange,
    totalSize: virtualizer.getTotalSize(),
    measure: virtualizer.measureElement,
    onFocus,
    onBlur,
    near,
  };
}

/** The nearest ancestor of `element` that scrolls sideways (the board's row of lists), or null: the window. */
function sidewaysScroller(element: Element): Element | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowX } = getComputedStyle(node);
    if (overflowX === 'auto' || overflowX === 'scroll') return node;
  }
  return null;
}

/**
 * Whether `listRef`'s element is within NEAR_PX of the view: `nearAtFirst` until it is laid out, then
 * checked before the first paint (so the lists in view show their tiles in the first frame), then followed as the
 * board scrolls. A list whose own cards are scrolled (`scrollRef`: the keyboard walking to a card) counts as near.
 */
function useNearView(
  listRef: RefObject<HTMLElement | null>,
  scrollRef: RefObject<HTMLElement | null>,
  nearAtFirst: boolean,
): boolean {
  const [near, setNear] = useState(nearAtFirst);
  useLayoutEffect(() => {
    const element = listRef.current;
    const scroller = scrollRef.current;
    if (!element || !scroller) return;
    const root = sidewaysScroller(element);
    const view = root?.getBoundingClientRect() ?? {
      left: 0,
      right: window.innerWidth,
      top: 0,
      bottom: window.innerHeight,
    };
    const box = element.getBoundingClientRect();
    // Up and down too: in swimlanes (lanes/Swimlanes.tsx) the box scrolls both ways, and a lane far below is far.
    setNear(
      box.right > view.left - NEAR_PX &&
        box.left < view.right + NEAR_PX &&
        box.bottom > view.top - NEAR_PX &&
        box.top < view.bottom + NEAR_PX,
    );
    const onScroll = () => setNear(true);
    scroller.addEventListener('scroll', onScroll, { passive: true });
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return () => scroller.removeEventListener('scroll', onScroll);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        // A transition: the tiles of a list scrolled near render in slices between frames, not in one task that
        // drops a frame of a fast sideways scroll (bench/swimlanes-open.ts).
        if (entry) startTransition(() => setNear(entry.isIntersecting));
      },
      { root, rootMargin: `${NEAR_PX}px` },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      scroller.removeEventListener('scroll', onScroll);
    };
  }, [listRef, scrollRef]);
  return near;
}
