/**
 * Work derived from one list's cards, remembered per array. The board's grouping keeps an unchanged list's very
 * array (card-overlay.ts), so after a move only the two lists it touched are walked again, not all 5,000 cards.
 */
import type { Card } from '../../domain/model';

/**
 * Returns `of(cards)`: `derive(cards)`, computed once per `cards` array (held weakly, so a list's old array and its
 * result go together). `derive` must depend on nothing but `cards`.
 */
export function perList<T>(derive: (cards: readonly Card[]) => T): (cards: readonly Card[]) => T {
  const cache = new WeakMap<readonly Card[], T>();
  return (cards) => {
    if (cache.has(cards)) return cache.get(cards) as T;
    const value = derive(cards);
    cache.set(cards, value);
    return value;
  };
}
