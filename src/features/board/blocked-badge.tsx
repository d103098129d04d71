/**
 * The "Blocked" badge of a card tile (issue 26 item 2): shown while the card waits on a card of the board that is not
 * done. The counts come through a context from the board page, with one identity for as long as they do not change,
 * so a move or an edit elsewhere re-renders no tile.
 */
import { createContext, useContext, useMemo, useState } from 'react';
import Ban from 'lucide-react/icons/ban';
import i18next from 'i18next';
import { blockedCounts } from '../../domain/dependencies';
import type { Card } from '../../domain/model';
import { OverlayMap } from './overlay-map';

const ICON_PX = 14;

const NONE: ReadonlyMap<string, number> = new Map();

/** Open blockers per blocked card id (`blockedCounts`); put around the lists. */
export const BlockedContext = createContext<ReadonlyMap<string, number>>(NONE);

const sameCounts = (a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>) =>
  a.size === b.size && [...a].every(([id, n]) => b.get(id) === n);

const hasBlockers = (card: Card | undefined): card is Card => (card?.blockedBy?.length ?? 0) > 0;

/** Per snapshot map of the board's cards, the ids of those with blockers. */
const withBlockersOf = new WeakMap<ReadonlyMap<string, Card>, readonly string[]>();

/**
 * The cards of `cardsById` that have blockers. A drop shows the move as an `OverlayMap` over the last snapshot's
 * map: the snapshot is scanned once, then each move looks only at its own few cards (scanning the 5,000-card
 * board's map through the overlay was ~0.7 ms between a drop and its frame, bench/drop-work.ts).
 */
function cardsWithBlockers(cardsById: ReadonlyMap<string, Card>): Card[] {
  const base = cardsById instanceof OverlayMap ? cardsById.baseMap : cardsById;
  let ids = withBlockersOf.get(base);
  if (!ids) {
    ids = [...base.values()].filter(hasBlockers).map((card) => card.id);
    withBlockersOf.set(base, ids);
  }
  const candidates = new Set(ids);
  if (cardsById instanceof OverlayMap) for (const id of cardsById.replacedKeys()) candidates.add(id);
  return [...candidates].map((id) => cardsById.get(id)).filter(hasBlockers);
}

/** `blockedCounts(cardsById)`, the same object while its content stays the same. */
export function useBlockedCounts(cardsById: ReadonlyMap<string, Card>): ReadonlyMap<string, number> {
  const next = useMemo(() => blockedCounts(cardsById, cardsWithBlockers(cardsById)), [cardsById]);
  const [kept, setKept] = useState<ReadonlyMap<string, number>>(next);
  // Adjusting state while rendering (React's pattern for state derived from props): the badges' context changes
  // only when a count does.
  if (next !== kept && !sameCounts(next, kept)) setKept(next);
  return kept;
}

/**
 * The badge of card `cardId`: nothing unless it waits on an open card that is not done. Messages through i18next
 * itself, as the rest of the tile: a translation hook per tile costs a 5,000-card board's moves.
 */
export function BlockedBadge({ cardId }: { cardId: string }) {
  const count = useContext(BlockedContext).get(cardId);
  if (!count) return null;
  const text = i18next.t('board:blocked.badgeTitle', { count });
  return (
    <span className="badge blocked" title={text} aria-label={text} role="img">
      <Ban aria-hidden size={ICON_PX} /> {i18next.t('board:blocked.badge')}
    </span>
  );
}
