/**
 * What the board shows between a drop and the snapshot that carries it: moves patched over the cards subscription
 * (so a moved card shows in its new place in the same frame as the drop, whatever the backend's latency), and the
 * grouping of cards by list with structural sharing (a list whose cards did not change keeps the very same array,
 * so its memoised column does not re-render). Pure functions, tested without React.
 */
import type { Card } from '../../domain/model';
import { compareRank } from '../../domain/ordering';
import { OverlayMap } from './overlay-map';

/** Where a card goes. */
export interface CardPlace {
  listId: string;
  rank: string;
}

/** A move shown before a snapshot carries it. */
export interface MovePatch extends CardPlace {
  /** Tells this move from a later move of the same card, whose patch an earlier failure must not remove. */
  token: number;
  /**
   * The snapshot current when the write was confirmed (null: not yet). Any later snapshot holds the write, so the
   * patch goes even when that snapshot shows the card elsewhere (someone moved it again).
   */
  settledOn: readonly Card[] | undefined | null;
}

/** Patches by card id. */
export type MovePatches = ReadonlyMap<string, MovePatch>;

/** Whether `patch` still has something to show over the snapshot `cards` (undefined: not loaded yet). */
export function isLive(
  patch: MovePatch,
  card: Card | undefined,
  cards: readonly Card[] | undefined,
): boolean {
  if (cards === undefined) return true;
  if (!card) return false;
  if (card.listId === patch.listId && card.rank === patch.rank) return false;
  return patch.settledOn === null || patch.settledOn === cards;
}

/** `patches` without those that no longer show anything over `cards`; the same map when none went. */
export function prunePatches(patches: MovePatches, cards: readonly Card[] | undefined): MovePatches {
  if (patches.size === 0 || cards === undefined) return patches;
  // Runs on every snapshot of up to 5,000 cards: look up only the few patched ones.
  const byId = new Map<string, Card>();
  for (const card of cards) if (patches.has(card.id)) byId.set(card.id, card);
  let kept: Map<string, MovePatch> | null = null;
  for (const [id, patch] of patches) {
    if (isLive(patch, byId.get(id), cards)) continue;
    kept ??= new Map(patches);
    kept.delete(id);
  }
  return kept ?? patches;
}

/** Changes a snapshot may bring and still be grouped from the last one's (or a tenth of the cards, if more). */
const MIN_CHANGES = 64;

/** Cards replaced over the same by-id map before it is copied whole (one copy: ~0.3 ms for 5,000 cards). */
const MAX_LAYERED = 500;

/** Cards grouped by list (each sorted by rank) and by id. */
export interface GroupedCards {
  cardsByList: ReadonlyMap<string, Card[]>;
  cardsById: ReadonlyMap<string, Card>;
}

/**
 * Remembers the previous grouping so the next one can share what did not change; one per board subscription.
 * Returns `group(cards, patches)`: the cards with live patches applied, grouped by list and sorted by rank. When
 * only the patches changed (a drop, before any snapshot), only the lists they touch are redone: that is the work
 * between a drop and its frame.
 */
export function createCardGrouper() {
  let last: { cards: readonly Card[]; patches: MovePatches; result: GroupedCards } | null = null;
  // Cards layered over the last plain by-id map (OverlayMap) since it was made.
  let layered = 0;
  // The patched copy of a card, kept while card and patch stay the same, so its tile does not re-render.
  const patched = new WeakMap<Card, { patch: MovePatch; card: Card }>();
  // …and back: the snapshot's card behind a patched copy, so a drop finds it without walking every card.
  const originalOf = new WeakMap<Card, Card>();

  const shown = (original: Card, patch: MovePatch | undefined, cards: readonly Card[]): Card => {
    if (!patch || !isLive(patch, original, cards)) return original;
    const cached = patched.get(original);
    if (cached?.patch === patch) return cached.card;
    const card = { ...original, listId: patch.listId, rank: patch.rank };
    patched.set(original, { patch, card });
    originalOf.set(card, original);
    return card;
  };

  function regroupAll(cards: readonly Card[], patches: MovePatches): GroupedCards {
    const previous = last?.result.cardsByList;
    const cardsByList = new Map<string, Card[]>();
    const cardsById = new Map<string, Card>();
    for (const original of cards) {
      const card = shown(original, patches.get(original.id), cards);
      cardsById.set(card.id, card);
      const group = cardsByList.get(card.listId);
      if (group) group.push(card);
      else cardsByList.set(card.listId, [card]);
    }
    for (const [listId, group] of cardsByList) {
      group.sort(compareRank);
      const before = previous?.get(listId);
      if (before && sameCards(before, group)) cardsByList.set(listId, before);
    }
    layered = 0;
    return { cardsByList, cardsById };
  }

  /**
   * The grouping of a new snapshot `cards` from the last one's, redoing only the lists that a changed card leaves or
   * joins; null when too much changed to gain from it. A snapshot after a move or an edit keeps every other card's
   * object (watch-cards.ts), so a change is a card whose object is not the last snapshot's. Regrouping all 5,000
   * cards for it (a Map, 50 arrays, their sorts) was ~3 ms between a drop and its frame, and garbage to collect.
   */
  function regroupChanged(
    before: { cards: readonly Card[]; patches: MovePatches; result: GroupedCards },
    cards: readonly Card[],
    patches: MovePatches,
  ): GroupedCards | null {
    const was = before.result.cardsById;
    const limit = Math.max(MIN_CHANGES, cards.length / 10);
    // A card with a patch, before or now, is redone: whether it shows depends on the snapshot (isLive).
    const dirty = new Set<string>([...before.patches.keys(), ...patches.keys()]);
    // The dirty cards of the snapshot; how many of its cards the last one had (fewer than it had: some went).
    const changed: Card[] = [];
    let present = 0;
    for (const original of cards) {
      const shownBefore = was.get(original.id);
      if (shownBefore !== undefined) present += 1;
      if (shownBefore !== undefined && (originalOf.get(shownBefore) ?? shownBefore) === original) {
        if (dirty.has(original.id)) changed.push(original);
        continue;
      }
      dirty.add(original.id);
      changed.push(original);
      if (dirty.size > limit) return null;
    }
    const removed: string[] = [];
    if (present < was.size) {
      const now = new Set(cards.map((c) => c.id));
      for (const id of was.keys()) if (!now.has(id)) removed.push(id);
      for (const id of removed) dirty.add(id);
    }
    const touched = new Set<string>();
    const replaced = new Map<string, Card>();
    for (const id of removed) touched.add((was.get(id) as Card).listId);
    for (const original of changed) {
      const previous = was.get(original.id);
      if (previous) touched.add(previous.listId);
      const card = shown(original, patches.get(original.id), cards);
      touched.add(card.listId);
      replaced.set(card.id, card);
    }
    const moved = [...replaced.values()];
    let cardsById: ReadonlyMap<string, Card>;
    layered += replaced.size;
    // Layers merge into one, which grows with every card changed since the last plain map: copy past a bound.
    if (removed.length === 0 && present === cards.length && layered <= MAX_LAYERED)
      cardsById = new OverlayMap(was, replaced);
    else {
      layered = 0;
      const copy = new Map(was);
      for (const id of removed) copy.delete(id);
      for (const [id, card] of replaced) copy.set(id, card);
      cardsById = copy;
    }
    return { cardsByList: relisted(before.result.cardsByList, touched, dirty, moved), cardsById };
  }

  function regroup(cards: readonly Card[], patches: MovePatches): GroupedCards {
    return (last && regroupChanged(last, cards, patches)) ?? regroupAll(cards, patches);
  }

  /** `before` (the grouping of the same cards) with the cards whose patch changed, `ids`, put in their place. */
  function repatch(before: GroupedCards, cards: readonly Card[], patches: MovePatches, ids: Set<string>) {
    const replaced = new Map<string, Card>();
    const touched = new Set<string>();
    const moved: Card[] = [];
    for (const id of ids) {
      // A patch for a card the snapshot does not hold shows nothing.
      const was = before.cardsById.get(id);
      if (!was) continue;
      const card = shown(originalOf.get(was) ?? was, patches.get(id), cards);
      touched.add(was.listId);
      touched.add(card.listId);
      replaced.set(card.id, card);
      moved.push(card);
    }
    layered += replaced.size;
    return {
      cardsByList: relisted(before.cardsByList, touched, ids, moved),
      cardsById: new OverlayMap(before.cardsById, replaced),
    };
  }

  return function group(cards: readonly Card[], patches: MovePatches = new Map()): GroupedCards {
    let result: GroupedCards;
    if (last && last.cards === cards) {
      if (last.patches === patches) return last.result;
      const ids = new Set<string>();
      for (const id of [...last.patches.keys(), ...patches.keys()])
        if (last.patches.get(id) !== patches.get(id)) ids.add(id);
      result = repatch(last.result, cards, patches, ids);
    } else result = regroup(cards, patches);
    last = { cards, patches, result };
    return result;
  };
}

/**
 * `byList` with each list of `touched` redone: its cards but those of `redone`, plus those of `placed` that are in
 * it now, sorted by rank; a list left empty goes, and one that comes out the same keeps its array.
 */
function relisted(
  byList: ReadonlyMap<string, Card[]>,
  touched: ReadonlySet<string>,
  redone: ReadonlySet<string>,
  placed: readonly Card[],
): Map<string, Card[]> {
  const result = new Map(byList);
  for (const listId of touched) {
    const previous = byList.get(listId) ?? [];
    const group = previous.filter((c) => !redone.has(c.id));
    for (const card of placed) if (card.listId === listId) group.push(card);
    group.sort(compareRank);
    if (group.length === 0) result.delete(listId);
    else if (!sameCards(previous, group)) result.set(listId, group);
  }
  return result;
}

function sameCards(a: readonly Card[], b: readonly Card[]): boolean {
  return a.length === b.length && a.every((card, i) => card === b[i]);
}
