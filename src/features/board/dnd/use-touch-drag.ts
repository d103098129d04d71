/**
 * Moving a card on a touch screen: hold a finger on it for LONG_PRESS_MS, drag it to its place (the board scrolls
 * sideways near the screen's left and right edges; a list, or the page, scrolls near the top and bottom of what
 * shows of it) and lift. The mouse and the keyboard have pragmatic-drag-and-drop and "Move…";
 * touch needs this because a long press starts a native HTML5 drag on some mobile browsers and not on others
 * (pragmatic-drag-and-drop relies on it). The drop follows the same rules (drop-place.ts) and makes the same move
 * (one write, with Undo). A finger that moves before the hold is up scrolls as usual; a short tap opens the card.
 * One set of listeners on the board's lists, none per tile.
 */
import { useEffect, useRef } from 'react';
import type { Card } from '../../../domain/model';
import { cardDropPlace, laneChange, type DropTargetData, type LaneMove } from '../drop-place';

/** How long a finger rests on a card before it is picked up (ms); Android's long press is 400–500 ms. */
export const LONG_PRESS_MS = 450;
/** How far a finger may wander (px) before the hold counts as a scroll instead. */
const SLOP_PX = 8;
/** Within this distance of the screen's left or right edge (px), the board scrolls while a card is carried. */
const EDGE_PX = 40;
/** How far one frame of auto-scrolling goes (px). */
const STEP_PX = 12;

export interface TouchDragHandlers {
  canEdit: boolean;
  cardsByList: ReadonlyMap<string, Card[]>;
  moveCard: (cardId: string, listId: string, rank: string) => void;
  /** A card carried into another swimlane (absent: the board shows none). */
  moveToLane?: LaneMove;
}

/** The swimlane (its group key) `element` is in, if the board shows swimlanes. */
const laneAround = (element: Element | null | undefined) =>
  element?.closest<HTMLElement>('[data-lane]')?.dataset.lane;

interface Carried {
  cardId: string;
  fromListId: string;
  fromLane: string | undefined;
  tile: HTMLElement;
  x: number;
  y: number;
  target: DropTargetData | null;
  marked: HTMLElement | null;
  scrolling: number | null;
}

/** What is under the point (x, y): a card (dropped above or below it) or a list's body (dropped at its end). */
function targetAt(x: number, y: number): { data: DropTargetData; element: HTMLElement } | null {
  const under = document.elementFromPoint(x, y);
  const column = under?.closest<HTMLElement>('[data-list-id]');
  const listId = column?.dataset.listId;
  if (!column || !listId) return null;
  const lane = laneAround(column);
  const inLane = lane === undefined ? {} : { lane };
  const tile = under?.closest<HTMLElement>('.card-tile[data-card-id]');
  const cardId = tile?.dataset.cardId;
  if (tile && cardId) {
    const box = tile.getBoundingClientRect();
    const edge = y < box.top + box.height / 2 ? 'top' : 'bottom';
    return { data: { type: 'card', cardId, listId, edge, ...inLane }, element: tile };
  }
  return { data: { type: 'list-body', listId, ...inLane }, element: column };
}

/**
 * What scrolls, and by how much (px), with a finger at (x, y): the list under it when the finger is near the top or
 * bottom of the part of that list on screen and the list can go further, else the page when the list runs past the
 * screen's edge there; null: nothing (a short list never scrolls the page).
 */
function verticalScroller(x: number, y: number): { element: Element; step: number } | null {
  const body = document.elementFromPoint(x, y)?.closest('[data-list-id]')?.querySelector('.list-cards');
  const page = document.scrollingElement;
  if (!body || !page) return null;
  const box = body.getBoundingClientRect();
  const top = Math.max(box.top, 0);
  const bottom = Math.min(box.bottom, window.innerHeight);
  const step = y > bottom - EDGE_PX ? STEP_PX : y < top + EDGE_PX ? -STEP_PX : 0;
  if (step === 0) return null;
  const canGo = (el: Element) =>
    step > 0 ? el.scrollTop + el.clientHeight < el.scrollHeight - 1 : el.scrollTop > 0;
  if (canGo(body)) return { element: body, step };
  const pastEdge = step > 0 ? box.bottom > window.innerHeight : box.top < 0;
  return pastEdge && canGo(page) ? { element: page, step } : null;
}

/** Card moves by long press and drag on the board whose lists are in the element `root` (null: not shown yet). */
export function useTouchCardDrag(root: HTMLElement | null, handlers: TouchDragHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!root) return;
    let pending: { timer: number; x: number; y: number; tile: HTMLElement } | null = null;
    let carried: Carried | null = null;

    const mark = (drag: Carried, element: HTMLElement | null, edge: string) => {
      if (drag.marked && drag.marked !== element) drag.marked.removeAttribute('data-touch-edge');
      drag.marked = element;
      element?.setAttribute('data-touch-edge', edge);
    };
    const follow = (drag: Carried) => {
      const found = targetAt(drag.x, drag.y);
      drag.target = found?.data ?? null;
      if (!found) mark(drag, null, '');
      else if (found.data.type === 'card') mark(drag, found.element, found.data.edge ?? 'top');
      else mark(drag, found.element, 'end');
    };
    const autoScroll = (drag: Carried) => {
      const step = drag.x < EDGE_PX ? -STEP_PX : drag.x > window.innerWidth - EDGE_PX ? STEP_PX : 0;
      const vertical = verticalScroller(drag.x, drag.y);
      drag.scrolling = null;
      if (step === 0 && !vertical) return;
      root.scrollLeft += step;
      if (vertical) vertical.element.scrollTop += vertical.step;
      drag.scrolling = requestAnimationFrame(() => {
        if (carried === drag) {
          follow(drag);
          autoScroll(drag);
        }
      });
    };
    const stop = () => {
      if (pending) clearTimeout(pending.timer);
      pending = null;
      if (!carried) return;
      carried.tile.removeAttribute('data-touch-drag');
      carried.marked?.removeAttribute('data-touch-edge');
      if (carried.scrolling !== null) cancelAnimationFrame(carried.scrolling);
      carried = null;
    };
    const pickUp = () => {
      if (!pending) return;
      const { tile, x, y } = pending;
      const cardId = tile.dataset.cardId;
      const fromListId = tile.closest<HTMLElement>('[data-list-id]')?.dataset.listId;
      pending = null;
      if (!cardId || !fromListId) return;
      carried = {
        cardId,
        fromListId,
        fromLane: laneAround(tile),
        tile,
        x,
        y,
        target: null,
        marked: null,
        scrolling: null,
      };
      tile.setAttribute('data-touch-drag', '');
      navigator.vibrate?.(10);
    };

    const onTouchStart = (e: TouchEvent) => {
      stop();
      const touch = e.touches[0];
      const start = e.target instanceof Element ? e.target : null;
      const tile = start?.closest<HTMLElement>('.card-tile[data-card-id]');
      if (!latest.current.canEdit || e.touches.length !== 1 || !touch || !tile) return;
      if (start?.closest('button, input, textarea, select')) return;
      pending = { timer: window.setTimeout(pickUp, LONG_PRESS_MS), x: touch.clientX, y: touch.clientY, tile };
    };
    const onTouchMove = (e: TouchEvent) => {
      const touch = e.touches[0];
      if (!touch) return;
      if (pending && Math.hypot(touch.clientX - pending.x, touch.clientY - pending.y) > SLOP_PX) stop();
      if (!carried) return;
      // A card is being carried: the finger moves it, not the page.
      e.preventDefault();
      carried.x = touch.clientX;
      carried.y = touch.clientY;
      follow(carried);
      if (carried.scrolling === null) autoScroll(carried);
    };
    const onTouchEnd = (e: TouchEvent) => {
      const drag = carried;
      if (!drag) return stop();
      // The lift ends the carry: no click on the card's link follows it.
      e.preventDefault();
      const { cardsByList, moveCard, moveToLane } = latest.current;
      const place = drag.target
        ? cardDropPlace(drag.cardId, drag.fromListId, drag.target, (id) => cardsByList.get(id) ?? [])
        : null;
      const lanes = drag.target ? laneChange(drag.fromLane, drag.target) : null;
      stop();
      if (lanes && moveToLane) moveToLane(drag.cardId, lanes.from, lanes.to, place);
      else if (place) moveCard(drag.cardId, place.listId, place.rank);
    };
    // A long press on a link opens the browser's menu for it: not while a card is held or carried.
    const onContextMenu = (e: Event) => {
      if (pending || carried) e.preventDefault();
    };

    root.addEventListener('touchstart', onTouchStart, { passive: true });
    root.addEventListener('touchmove', onTouchMove, { passive: false });
    root.addEventListener('touchend', onTouchEnd);
    root.addEventListener('touchcancel', stop);
    root.addEventListener('contextmenu', onContextMenu);
    return () => {
      stop();
      root.removeEventListener('touchstart', onTouchStart);
      root.removeEventListener('touchmove', onTouchMove);
      root.removeEventListener('touchend', onTouchEnd);
      root.removeEventListener('touchcancel', stop);
      root.removeEventListener('contextmenu', onContextMenu);
    };
  }, [root]);
}
