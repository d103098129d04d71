/**
 * Order keys for adding items at the end of a list or board, one after another. The items shown come from a
 * subscription that catches up only after each write, so a quick typist's next Enter would otherwise get the same
 * key as the previous one, and the tie (broken by random ids) would shuffle what they typed.
 */
import { useRef } from 'react';
import { keyBetween, type OrderKey, type Ranked } from '../../domain/ordering';

/**
 * Returns `next()`, which gives a key after the last of `sorted` (the items shown, in order) and after the last key
 * it gave, so items added faster than they show keep the order they were added in.
 */
export function useEndKey(sorted: readonly Ranked[]): () => OrderKey {
  const lastGiven = useRef<string | null>(null);
  return () => {
    const end = sorted.at(-1)?.rank ?? null;
    const given = lastGiven.current;
    const after = given !== null && (end === null || given > end) ? given : end;
    const key = keyBetween(after, null);
    lastGiven.current = key;
    return key;
  };
}
