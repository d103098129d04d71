// The list menu's plans: sort order, the fewest rank writes that reach it, append ranks, and the WIP state.
import { describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/model';
import { sampleCard } from '../../../domain/samples';
import { compareRank, keysBetween } from '../../../domain/ordering';
import { planAppend, planSort, sortedCards, wipState } from './list-plans';

const ranks = keysBetween(null, null, 10);
const card = (i: number, title: string, dueAt: number | null = null): Card =>
  sampleCard({ id: `c${i}`, rank: ranks[i]!, title, dueAt });
const titles = (cards: readonly Card[]) => cards.map((c) => c.title);

/** The list as it reads after the writes: each card with its new rank, in rank order. */
function apply(cards: readonly Card[], changes: ReturnType<typeof planSort>): Card[] {
  const next = new Map(changes.map((c) => [c.cardId, c.rank]));
  return cards.map((c) => ({ ...c, rank: next.get(c.id) ?? c.rank })).sort(compareRank);
}

describe('sortedCards', () => {
  it('orders titles case-insensitively, with numbers as numbers', () => {
    const cards = [card(0, 'banana'), card(1, 'Item 10'), card(2, 'Apple'), card(3, 'Item 9')];
    expect(titles(sortedCards(cards, 'title'))).toEqual(['Apple', 'banana', 'Item 9', 'Item 10']);
  });

  it('orders by due date, earliest first, cards without a date last in their order', () => {
    const cards = [card(0, 'none A'), card(1, 'late', 300), card(2, 'none B'), card(3, 'early', 100)];
    expect(titles(sortedCards(cards, 'due'))).toEqual(['early', 'late', 'none A', 'none B']);
  });
});

describe('planSort', () => {
  it('writes nothing when the list is already sorted', () => {
    expect(planSort([card(0, 'A'), card(1, 'B'), card(2, 'C')], 'title')).toEqual([]);
  });

  it('moves only the card out of place, and the list then reads sorted', () => {
    const cards = [card(0, 'A'), card(1, 'D'), card(2, 'B'), card(3, 'C')];
    const changes = planSort(cards, 'title');
    expect(changes.map((c) => c.cardId)).toEqual(['c1']);
    expect(titles(apply(cards, changes))).toEqual(['A', 'B', 'C', 'D']);
  });

  it('sorts a reversed list and keeps each previous rank for Undo', () => {
    const cards = [card(0, 'E'), card(1, 'D'), card(2, 'C'), card(3, 'B'), card(4, 'A')];
    const changes = planSort(cards, 'title');
    expect(changes).toHaveLength(4);
    expect(titles(apply(cards, changes))).toEqual(['A', 'B', 'C', 'D', 'E']);
    const undone = apply(
      apply(cards, changes),
      changes.map((c) => ({ ...c, rank: c.previousRank })),
    );
    expect(titles(undone)).toEqual(['E', 'D', 'C', 'B', 'A']);
  });
});

describe('planSort with two cards sharing a rank', () => {
  it('re-keys the list so it still reads sorted', () => {
    const cards = [card(0, 'C'), { ...card(1, 'A'), rank: ranks[0]! }, card(2, 'B')].sort(compareRank);
    const changes = planSort(cards, 'title');
    expect(titles(apply(cards, changes))).toEqual(['A', 'B', 'C']);
  });
});

describe('planAppend', () => {
  it('puts the moving cards after the target list’s last card, in their order', () => {
    const target = [card(0, 'X'), card(1, 'Y')];
    const moving = [card(5, 'M1'), card(3, 'M2')];
    const moves = planAppend(moving, target);
    expect(moves.map((m) => m.cardId)).toEqual(['c5', 'c3']);
    expect(moves[0]!.rank > target[1]!.rank).toBe(true);
    expect(moves[1]!.rank > moves[0]!.rank).toBe(true);
  });

  it('fills an empty list', () => {
    expect(planAppend([card(0, 'A')], [])).toHaveLength(1);
    expect(planAppend([], [card(0, 'A')])).toEqual([]);
  });
});

describe('wipState', () => {
  it('shows the plain count without a limit', () => {
    expect(wipState({ wipLimit: null }, 7)).toEqual({ text: '7', over: false });
  });
  it('shows count/limit, over only above the limit', () => {
    expect(wipState({ wipLimit: 5 }, 5)).toEqual({ text: '5/5', over: false });
    expect(wipState({ wipLimit: 5 }, 7)).toEqual({ text: '7/5', over: true });
  });
});
