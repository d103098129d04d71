/**
 * Order of lists and cards: fractional-indexing keys (ARCHITECTURE.md §4). A move writes one new key between the
 * neighbours it lands between, so it touches exactly one document.
 */
import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';

/** A fractional-indexing key; compare with `compareRank`, never with localeCompare. */
export type OrderKey = string & { readonly __brand: 'OrderKey' };

/** Something that has a place in an order: a list or a card. Ties on `rank` (two tabs, one gap) break on `id`. */
export interface Ranked {
  id: string;
  rank: string;
}

/** Byte-wise order of keys, then of ids, so every client sorts the same documents the same way. */
export function compareRank(a: Ranked, b: Ranked): number {
  if (a.rank !== b.rank) return a.rank < b.rank ? -1 : 1;
  if (a.id !== b.id) return a.id < b.id ? -1 : 1;
  return 0;
}

/** A key strictly between `before` and `after` (either may be null for the ends). */
export function keyBetween(before: string | null, after: string | null): OrderKey {
  // Equal neighbours happen when two clients picked the same gap; any key after `before` keeps the order total.
  if (before !== null && after !== null && before >= after)
    return generateKeyBetween(before, null) as OrderKey;
  return generateKeyBetween(before, after) as OrderKey;
}

/** `n` increasing keys between `before` and `after`: for imports and bulk inserts, short when both are null. */
export function keysBetween(before: string | null, after: string | null, n: number): OrderKey[] {
  return generateNKeysBetween(before, after, n) as OrderKey[];
}

/** The key for the end of a sorted sequence: after its last item. */
export function keyAtEnd(sorted: readonly Ranked[]): OrderKey {
  return keyBetween(sorted.at(-1)?.rank ?? null, null);
}

/**
 * The new key for moving item `movingId` to position `index` of `sorted` (the target sequence in display order,
 * which may or may not contain the item). `index` counts positions as seen without the moving item.
 */
export function keyForMove(sorted: readonly Ranked[], movingId: string, index: number): OrderKey {
  const others = sorted.filter((item) => item.id !== movingId);
  const at = Math.max(0, Math.min(index, others.length));
  const before = others[at - 1]?.rank ?? null;
  // Neighbours that share a rank (two clients picked the same gap) have no key between them: land right after the
  // tie, below the next greater rank, rather than after `before`'s next integer key (which may be past later items).
  let next = at;
  while (before !== null && next < others.length && others[next]!.rank <= before) next++;
  return keyBetween(before, others[next]?.rank ?? null);
}
