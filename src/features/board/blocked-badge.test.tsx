// The tiles' "Blocked" counts keep one identity while no count changes, so a move re-renders no tile for them.
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleCard } from '../../domain/samples';
import type { Card } from '../../domain/model';
import { useBlockedCounts } from './blocked-badge';
import { OverlayMap } from './overlay-map';

const board = (...cards: Card[]) => new Map(cards.map((c) => [c.id, c]));

describe('useBlockedCounts', () => {
  it('keeps its map while the counts stay, and changes it when one does', () => {
    const a = sampleCard({ id: 'a', blockedBy: ['b'] });
    const b = sampleCard({ id: 'b' });
    const { result, rerender } = renderHook(({ cards }) => useBlockedCounts(cards), {
      initialProps: { cards: board(a, b) },
    });
    const first = result.current;
    expect([...first]).toEqual([['a', 1]]);
    // A move of the blocker: a new snapshot, the same counts.
    rerender({ cards: board(a, { ...b, listId: 'elsewhere' }) });
    expect(result.current).toBe(first);
    // The blocker done: no card is held up any more.
    rerender({ cards: board(a, { ...b, dueDone: true }) });
    expect([...result.current]).toEqual([]);
  });

  it('counts what a drop shows over the snapshot: a blocker done, a blocker added, a blocker removed', () => {
    const a = sampleCard({ id: 'a', blockedBy: ['b'] });
    const b = sampleCard({ id: 'b' });
    const c = sampleCard({ id: 'c' });
    const snapshot = board(a, b, c);
    const over = (...cards: Card[]) => new OverlayMap(snapshot, board(...cards));
    const { result, rerender } = renderHook(({ cards }) => useBlockedCounts(cards), {
      initialProps: { cards: snapshot as ReadonlyMap<string, Card> },
    });
    expect([...result.current]).toEqual([['a', 1]]);
    rerender({ cards: over({ ...b, dueDone: true }) });
    expect([...result.current]).toEqual([]);
    rerender({ cards: over({ ...c, blockedBy: ['b'] }) });
    expect([...result.current].sort()).toEqual([
      ['a', 1],
      ['c', 1],
    ]);
    rerender({ cards: over({ ...a, blockedBy: [] }) });
    expect([...result.current]).toEqual([]);
  });
});
