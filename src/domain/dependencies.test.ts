import { describe, expect, it } from 'vitest';
import { blankCardFields } from './cards';
import {
  blockedCards,
  blockerIds,
  blockerRefusal,
  checkBlockers,
  hasDependencies,
  openBlockers,
  startsBeforeDue,
} from './dependencies';
import { isAppError } from './errors';
import { BLOCKERS_PER_CARD } from './limits';
import type { Card } from './model';

function card(id: string, extra: Partial<Card> = {}): Card {
  return {
    id,
    boardId: 'b1',
    listId: 'l1',
    rank: 'a',
    title: id,
    ...blankCardFields(),
    createdBy: 'u1',
    createdAt: 0,
    updatedAt: 0,
    ...extra,
  };
}

const board = (...cards: Card[]) => new Map(cards.map((c) => [c.id, c]));

describe('card dependencies', () => {
  it('a card is held up only by blockers that are open and not done', () => {
    const waiting = card('w', { blockedBy: ['a', 'b', 'gone'] });
    const cards = board(waiting, card('a'), card('b', { dueDone: true }));
    expect(openBlockers(waiting, cards).map((c) => c.id)).toEqual(['a']);
    expect(openBlockers(card('free'), cards)).toEqual([]);
  });

  it('lists the cards a card blocks', () => {
    const cards = board(card('a'), card('w1', { blockedBy: ['a'] }), card('w2', { blockedBy: ['x', 'a'] }));
    expect(blockedCards('a', cards).map((c) => c.id)).toEqual(['w1', 'w2']);
    expect(blockedCards('w1', cards)).toEqual([]);
  });

  it('refuses the card itself, a repeat, a cycle however long, and one past the limit', () => {
    // c waits on b, b waits on a: a may not wait on c (a → c → b → a).
    const a = card('a');
    const cards = board(a, card('b', { blockedBy: ['a'] }), card('c', { blockedBy: ['b'] }), card('d'));
    expect(blockerRefusal(a, 'a', cards)).toBe('self');
    expect(blockerRefusal(a, 'c', cards)).toBe('cycle');
    expect(blockerRefusal(a, 'b', cards)).toBe('cycle');
    expect(blockerRefusal(a, 'd', cards)).toBeNull();
    const c = cards.get('c') as Card;
    expect(blockerRefusal(c, 'b', cards)).toBe('already');
    expect(blockerRefusal(c, 'a', cards)).toBeNull();
    const full = card('f', { blockedBy: Array.from({ length: BLOCKERS_PER_CARD }, (_, i) => `x${i}`) });
    expect(blockerRefusal(full, 'd', board(full, card('d')))).toBe('limit');
  });

  it('stops on a graph with a loop written elsewhere', () => {
    const cards = board(card('a', { blockedBy: ['b'] }), card('b', { blockedBy: ['a'] }), card('c'));
    expect(blockerRefusal(cards.get('c') as Card, 'a', cards)).toBeNull();
  });

  it('refuses at the edge a list naming the card itself or an id twice', () => {
    expect(() => checkBlockers('a', ['b', 'c'])).not.toThrow();
    for (const bad of [['a'], ['b', 'b']]) {
      let thrown: unknown;
      try {
        checkBlockers('a', bad);
      } catch (e) {
        thrown = e;
      }
      expect(isAppError(thrown, 'invalid-argument')).toBe(true);
    }
  });

  it('names the waiting cards set to start before their blocker is due', () => {
    const blocker = card('a', { dueAt: 1_000 });
    const early = card('w1', { startAt: 500 });
    const later = card('w2', { startAt: 1_000 });
    const undated = card('w3');
    expect(startsBeforeDue(blocker, [early, later, undated]).map((c) => c.id)).toEqual(['w1']);
    expect(startsBeforeDue(card('b'), [early])).toEqual([]);
  });
});

describe('blockerIds and hasDependencies', () => {
  it('names each blocker once, in order, even from a list written with a repeat', () => {
    expect(blockerIds(card('a', { blockedBy: ['b', 'c', 'b'] }))).toEqual(['b', 'c']);
    expect(blockerIds(card('a'))).toEqual([]);
  });

  it('says a card has dependencies when it waits on an open card or an open card waits on it', () => {
    const a = card('a', { blockedBy: ['gone'] });
    const b = card('b', { blockedBy: ['c'] });
    const c = card('c');
    const open = new Map([a, b, c].map((x) => [x.id, x]));
    expect(hasDependencies(a, open)).toBe(false);
    expect(hasDependencies(b, open)).toBe(true);
    expect(hasDependencies(c, open)).toBe(true);
  });
});
