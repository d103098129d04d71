/**
 * Single-key board shortcuts in Trello's spirit: `n` new card, `e` open, space assign yourself, `d` due date,
 * `l` labels, `c` archive, `,` `.` move the card to the bottom of the list on its left or right (`<` `>`: to its
 * top), arrow keys between cards, `?` the list of shortcuts. They act on the focused card (the
 * card tile holding `document.activeElement`, marked `data-card-id`) and stay quiet while someone types in a field,
 * while a dialog is open, or when a modifier key is held (those belong to the browser and screen readers).
 *
 * Arrow keys walk the cards by data (the lists in board order and each one's shown cards), not by the tiles in the
 * DOM, so they work when a long list renders only the tiles on screen: the target tile is scrolled into view, and
 * rendered, before it is focused. On a board in swimlanes they stay in the focused card's lane (a card with two
 * labels is in two lanes).
 */
import { useEffect, useRef } from 'react';
import type { CardField } from '../../../config/paths';
import type { Card, List } from '../../../domain/model';
import { isModalOpen, isTypingTarget } from '../../../ui/keyboard';

/** What the shortcuts need from the board page. */
export interface BoardShortcutsOptions {
  /** The open lists in board order. */
  lists: readonly List[];
  /** The cards a list shows now (a filter may hide some), in order; in swimlane `lane` when given. */
  shownCards: (listId: string, lane?: string) => readonly Card[];
  /** A card by id (the focused tile names one). */
  cardById: (cardId: string) => Card | undefined;
  /** Whether the person may edit cards: `n`, space and `c` need it. */
  canEdit: boolean;
  /** Opens `card`'s dialog, at `field` when given (`e`, `d`, `l`). */
  onOpen: (card: Card, field?: CardField) => void;
  /** Adds or removes the person on `card` (space). */
  onToggleSelf: (card: Card) => void;
  /** Archives `card`, with Undo (`c`). */
  onArchive: (card: Card) => void;
  /** Moves `card` to the top or bottom of list `listId` (`,` `.` `<` `>`), with Undo. */
  onMoveToList: (card: Card, listId: string, end: 'top' | 'bottom') => void;
  /** Shows the list of shortcuts (`?`). */
  onHelp: () => void;
}

const ARROWS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/** The move keys: which way the card goes, and where in the list it lands (`<` `>` take Shift on most layouts). */
const MOVES: Readonly<Record<string, { by: -1 | 1; end: 'top' | 'bottom' }>> = {
  ',': { by: -1, end: 'bottom' },
  '.': { by: 1, end: 'bottom' },
  '<': { by: -1, end: 'top' },
  '>': { by: 1, end: 'top' },
};

/** The card tile holding the focus, if any. */
function focusedTile(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement ? active.closest<HTMLElement>('[data-card-id]') : null;
}

/** The list column holding `element`, by its `data-list-id`. */
function listIdOf(element: Element | null): string | null {
  return element?.closest<HTMLElement>('[data-list-id]')?.dataset.listId ?? null;
}

/** The swimlane holding `element` (its group key), on a board in swimlanes. */
function laneOf(element: Element | null): string | undefined {
  return element?.closest<HTMLElement>('[data-lane]')?.dataset.lane;
}

/** Where a lane's tiles and lists are looked for: the lane's box, or the whole page without lanes. */
const scopeOf = (lane: string | undefined): ParentNode | null =>
  lane === undefined ? document : document.querySelector(`[data-lane="${CSS.escape(lane)}"]`);

const byId = (attr: 'card' | 'list', id: string, lane?: string) =>
  scopeOf(lane)?.querySelector<HTMLElement>(`[data-${attr}-id="${CSS.escape(id)}"]`) ?? null;

/** Focuses a rendered tile's link (its one tab stop) and scrolls it into view. */
function focusTile(tile: HTMLElement): void {
  const target = tile.querySelector<HTMLElement>('a.card-title') ?? tile;
  target.focus({ preventScroll: true });
  target.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
}

/** The element that scrolls a list's cards: the cards' own box, or the first scrollable box above it. */
function listScroller(listId: string, lane?: string): HTMLElement | null {
  let node: HTMLElement | null =
    byId('list', listId, lane)?.querySelector<HTMLElement>('.list-cards') ?? null;
  while (node && !node.matches('[data-list-id]')) {
    if (node.scrollHeight > node.clientHeight) return node;
    node = node.parentElement;
  }
  return null;
}

/** How long the focus waits for a moved card's tile in its new list, in ms: the move renders after a store round trip. */
const REVEAL_WAIT_MS = 3000;

/**
 * Focuses the tile of `card`, the `index`-th shown card of list `card.listId`. The tile may not be there yet: a
 * moved card renders in its new list after the store answers (a tile still in its old list is about to go, and
 * focusing it would lose the focus with it), and a virtualised list renders only the tiles on screen (then the list
 * is scrolled to where the card should be, by the rendered tiles' average height). It tries again each frame for
 * `REVEAL_WAIT_MS` at most, and stops early if the person has put the focus somewhere else meanwhile.
 */
export function revealCard(
  card: Card,
  index: number,
  lane?: string,
  until = performance.now() + REVEAL_WAIT_MS,
): void {
  const tile = byId('card', card.id, lane);
  if (tile && listIdOf(tile) === card.listId) return focusTile(tile);
  const active = document.activeElement;
  if (performance.now() > until || (active && active !== document.body && !focusedTile())) return;
  // A lane mounts only the lists near the view (lanes/Swimlanes.tsx): bring the list's stand-in into view first.
  if (!byId('list', card.listId, lane))
    scopeOf(lane)
      ?.querySelector(`[data-stand-in="${CSS.escape(card.listId)}"]`)
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  const scroller = listScroller(card.listId, lane);
  if (scroller && !tile) {
    const tiles = scroller.querySelectorAll<HTMLElement>('[data-card-id]');
    const height = tiles.length ? scroller.scrollHeight / Math.max(tiles.length, 1) : 80;
    const first = tiles[0];
    const average = first ? Math.max(first.offsetHeight, 40) : height;
    scroller.scrollTop = Math.max(0, index * average - scroller.clientHeight / 2);
  }
  requestAnimationFrame(() => revealCard(card, index, lane, until));
}

/** The card an arrow key leads to from `from` (null: nothing focused yet), or null at an edge. */
export function cardAfterArrow(
  key: string,
  from: Card | null,
  lists: readonly List[],
  shownCards: (listId: string) => readonly Card[],
  startListId?: string | null,
): { card: Card; index: number } | null {
  const withCards = lists.filter((l) => shownCards(l.id).length > 0);
  if (!from) {
    const list = withCards.find((l) => l.id === startListId) ?? withCards[0];
    const card = list && shownCards(list.id)[0];
    return card ? { card, index: 0 } : null;
  }
  const cards = shownCards(from.listId);
  const index = cards.findIndex((c) => c.id === from.id);
  if (key === 'ArrowUp' || key === 'ArrowDown') {
    const to = index + (key === 'ArrowUp' ? -1 : 1);
    const card = index < 0 ? undefined : cards[to];
    return card ? { card, index: to } : null;
  }
  // Left and right: the next list that shows cards, at the same height (or its last card).
  const listAt = withCards.findIndex((l) => l.id === from.listId);
  const allAt = lists.findIndex((l) => l.id === from.listId);
  const step = key === 'ArrowLeft' ? -1 : 1;
  const next =
    listAt >= 0
      ? withCards[listAt + step]
      : withCards.find((l) => {
          const at = lists.indexOf(l);
          return step > 0 ? at > allAt : at < allAt;
        });
  if (!next) return null;
  const target = shownCards(next.id);
  const to = Math.min(Math.max(index, 0), target.length - 1);
  const card = target[to];
  return card ? { card, index: to } : null;
}

/** Whether space on `element` belongs to it (a button, a link that is not a card's, a summary…), not to us. */
function spaceIsTaken(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  if (element.matches('a.card-title, [data-card-id]')) return false;
  return element.matches('button, summary, a, input, [role="button"], [role="checkbox"], [role="option"]');
}

/** While mounted, listens for the board's shortcuts on the document and calls `options`' handlers. */
export function useBoardShortcuts(options: BoardShortcutsOptions): void {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    // The list under the mouse: `n` adds a card there when no list holds the focus (as Trello does).
    let hoveredListId: string | null = null;
    let hoveredLane: string | undefined;
    const onMouseOver = (e: MouseEvent) => {
      const target = e.target instanceof Element ? e.target : null;
      hoveredListId = listIdOf(target);
      hoveredLane = laneOf(target);
    };

    // Opens (or focuses) "Add a card" of list `listId`, or of the first list that has one (a collapsed list has not).
    const addCard = (listId: string | null, lane: string | undefined) => {
      const hasForm = (column: Element | null) => column?.querySelector('.add-card, .add-card-open') ?? null;
      const columns = [...(scopeOf(lane) ?? document).querySelectorAll<HTMLElement>('[data-list-id]')];
      const column = [listId ? byId('list', listId, lane) : null, ...columns].find(hasForm);
      const field = () => column?.querySelector<HTMLElement>('.add-card textarea');
      if (field()) return field()?.focus();
      column?.querySelector<HTMLButtonElement>('.add-card-open')?.click();
      // The form renders after this key event: focus its field then (autoFocus alone can lose to the key's end).
      requestAnimationFrame(() => field()?.focus());
    };

    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return;
      if (isTypingTarget(e.target) || isModalOpen()) return;
      const o = latest.current;
      const tile = focusedTile();
      const card = tile?.dataset.cardId ? o.cardById(tile.dataset.cardId) : undefined;
      const key = e.key;
      // The lane the keys act in: the focused card's, else the one under the mouse.
      const lane = tile ? laneOf(tile) : hoveredLane;
      const shown = (listId: string) => o.shownCards(listId, lane);

      if (ARROWS.has(key)) {
        // Only from a card or from nowhere: arrows in the filter's radios, menus and selects keep their meaning.
        const active = document.activeElement;
        if (!card && active && active !== document.body) return;
        const next = cardAfterArrow(key, card ?? null, o.lists, shown, hoveredListId);
        e.preventDefault();
        if (next) revealCard(next.card, next.index, lane);
        return;
      }
      if (e.repeat) return;
      const move = Object.hasOwn(MOVES, key) ? MOVES[key] : undefined;
      if (move && card && o.canEdit) {
        e.preventDefault();
        const at = o.lists.findIndex((l) => l.id === card.listId);
        const to = at < 0 ? undefined : o.lists[at + move.by];
        if (!to) return;
        // Let go of the focus before the tile leaves its list: removing a focused element blurs it in the middle
        // of the render and forces a restyle and layout there, on top of the one that focusing it again costs.
        if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
        o.onMoveToList(card, to.id, move.end);
        // The focus goes with the card, so the next key moves it on (its tile is rendered anew in that list).
        const index = move.end === 'top' ? 0 : shown(to.id).length;
        requestAnimationFrame(() => revealCard({ ...card, listId: to.id }, index, lane));
        return;
      }
      if (key === '?') {
        e.preventDefault();
        o.onHelp();
        return;
      }
      if (e.shiftKey) return;
      if (key === 'n' && o.canEdit) {
        e.preventDefault();
        addCard(
          listIdOf(document.activeElement) ?? hoveredListId,
          laneOf(document.activeElement) ?? hoveredLane,
        );
        return;
      }
      if (!card) return;
      if (key === 'e' || key === 'd' || key === 'l') {
        e.preventDefault();
        o.onOpen(card, key === 'd' ? 'due' : key === 'l' ? 'labels' : undefined);
      } else if (key === ' ' && o.canEdit && !spaceIsTaken(document.activeElement)) {
        e.preventDefault();
        o.onToggleSelf(card);
      } else if (key === 'c' && o.canEdit) {
        e.preventDefault();
        // The tile goes away: keep the keyboard on the board at the card below (or above) it.
        const cards = shown(card.listId);
        const at = cards.findIndex((c) => c.id === card.id);
        const neighbour = cards[at + 1] ?? cards[at - 1];
        o.onArchive(card);
        if (neighbour) requestAnimationFrame(() => revealCard(neighbour, cards.indexOf(neighbour), lane));
      }
    };

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('mouseover', onMouseOver);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('mouseover', onMouseOver);
    };
  }, []);
}
