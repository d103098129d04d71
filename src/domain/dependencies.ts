/**
 * Card dependencies (issue 26 item 2): a card is "blocked by" cards of its board (`Card.blockedBy`) and "blocks" the
 * cards that name it. A blocker counts until it is done — its due date marked complete, or archived (then it is no
 * longer among the board's open cards). The graph never has a cycle: a card cannot wait, however indirectly, on
 * itself.
 */
import { AppError } from './errors';
import { BLOCKERS_PER_CARD } from './limits';
import type { Card } from './model';

/** Why a blocker cannot be added: it is the card itself, already there, would close a cycle, or one too many. */
export type BlockerRefusal = 'self' | 'already' | 'cycle' | 'limit';

/** Whether `card` no longer holds up the cards it blocks: its due date is marked complete. */
export function isDone(card: Card): boolean {
  return card.dueDone;
}

/** The ids `card` waits on, each once, in `blockedBy`'s order: the rules let a repeat through, the app never shows one. */
export function blockerIds(card: Pick<Card, 'blockedBy'>): string[] {
  return [...new Set(card.blockedBy)];
}

/**
 * Whether `card` waits on an open card (of `cardsById`) or an open card waits on it: whether the card dialog shows
 * its Dependencies section without being asked.
 */
export function hasDependencies(card: Card, cardsById: ReadonlyMap<string, Card>): boolean {
  if (blockerIds(card).some((id) => cardsById.has(id))) return true;
  for (const other of cardsById.values()) if (other.blockedBy?.includes(card.id)) return true;
  return false;
}

/**
 * The cards `card` waits on that are open (in `cardsById`, the board's open cards) and not done, in `blockedBy`'s
 * order, each once. Ids of cards that are gone or archived are skipped.
 */
export function openBlockers(card: Card, cardsById: ReadonlyMap<string, Card>): Card[] {
  const out: Card[] = [];
  for (const id of blockerIds(card)) {
    const blocker = cardsById.get(id);
    if (blocker && !isDone(blocker)) out.push(blocker);
  }
  return out;
}

/** The open cards (of `cardsById`) that wait on card `cardId`: what it blocks, in the map's order. */
export function blockedCards(cardId: string, cardsById: ReadonlyMap<string, Card>): Card[] {
  const out: Card[] = [];
  for (const card of cardsById.values()) if (card.blockedBy?.includes(cardId)) out.push(card);
  return out;
}

/**
 * Whether card `from` waits, directly or through other cards, on card `to`, following `blockedBy` over
 * `cardsById` (each card visited once, so a bad graph from elsewhere cannot loop).
 */
function waitsOn(from: string, to: string, cardsById: ReadonlyMap<string, Card>): boolean {
  const seen = new Set<string>([from]);
  const stack = [from];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    for (const next of cardsById.get(id)?.blockedBy ?? []) {
      if (next === to) return true;
      if (!seen.has(next)) {
        seen.add(next);
        stack.push(next);
      }
    }
  }
  return false;
}

/**
 * Why `blockerId` cannot be added to the blockers of `card` on a board whose open cards are `cardsById`, or null
 * when it can. A cycle is refused even through cards that are done: done cards can be reopened.
 */
export function blockerRefusal(
  card: Card,
  blockerId: string,
  cardsById: ReadonlyMap<string, Card>,
): BlockerRefusal | null {
  const current = card.blockedBy ?? [];
  if (blockerId === card.id) return 'self';
  if (current.includes(blockerId)) return 'already';
  if (current.length >= BLOCKERS_PER_CARD) return 'limit';
  if (waitsOn(blockerId, card.id, cardsById)) return 'cycle';
  return null;
}

/**
 * Checks a card's new `blockedBy` at an adapter's edge (the length is the patch schema's): throws AppError
 * `invalid-argument` when it names card `cardId` itself or an id twice. Cycles are refused where the board's cards
 * are at hand (`blockerRefusal`); firestore.rules checks the same two things again.
 */
export function checkBlockers(cardId: string, blockedBy: readonly string[]): void {
  if (blockedBy.includes(cardId))
    throw new AppError('invalid-argument', 'A card cannot be blocked by itself.');
  if (new Set(blockedBy).size !== blockedBy.length)
    throw new AppError('invalid-argument', 'A card is named twice among its blockers.');
}

/**
 * For each open card of `cardsById` held up by at least one blocker (`openBlockers`), how many: what the tiles'
 * "blocked" badge shows. Only `candidates` are looked at (default: every card; a caller that knows which cards
 * have blockers passes those, and the count no longer grows with the board); cards without blockers cost one
 * property read each.
 */
export function blockedCounts(
  cardsById: ReadonlyMap<string, Card>,
  candidates: Iterable<Card> = cardsById.values(),
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const card of candidates) {
    if (!card.blockedBy || card.blockedBy.length === 0) continue;
    const open = openBlockers(card, cardsById).length;
    if (open > 0) counts.set(card.id, open);
  }
  return counts;
}

/**
 * The cards of `waiting` (cards that wait on `card`) set to start before `card` is due: they would start while their
 * blocker is still open. None when `card` has no due date; a waiting card without a start date is never early.
 */
export function startsBeforeDue(card: Card, waiting: readonly Card[]): Card[] {
  const due = card.dueAt;
  if (due === null) return [];
  return waiting.filter((c) => c.startAt !== null && c.startAt < due);
}
