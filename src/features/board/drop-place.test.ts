import { describe, expect, it } from 'vitest';
import { cardDropPlace, laneChange } from './drop-place';

const cards = [
  { id: 'a', rank: 'b' },
  { id: 'b', rank: 'd' },
];

describe('laneChange', () => {
  it('names the two lanes when a card from one lane is dropped in another', () => {
    expect(laneChange('label:red', { type: 'list-body', listId: 'l1', lane: 'label:blue' })).toEqual({
      from: 'label:red',
      to: 'label:blue',
    });
    expect(
      laneChange('none', { type: 'card', cardId: 'x', listId: 'l1', edge: 'top', lane: 'member:u1' }),
    ).toEqual({ from: 'none', to: 'member:u1' });
  });

  it('is null in the same lane, without lanes, or on a list (lists are dragged, not lanes)', () => {
    expect(laneChange('label:red', { type: 'list-body', listId: 'l1', lane: 'label:red' })).toBeNull();
    expect(laneChange(undefined, { type: 'list-body', listId: 'l1' })).toBeNull();
    expect(laneChange('label:red', { type: 'list-body', listId: 'l1' })).toBeNull();
    expect(laneChange('label:red', { type: 'list', listId: 'l1', edge: 'left' })).toBeNull();
  });

  it('leaves the place to cardDropPlace: a drop on the card’s own twin in another lane keeps its place', () => {
    const target = { type: 'card', cardId: 'a', listId: 'l1', edge: 'top', lane: 'label:blue' } as const;
    expect(cardDropPlace('a', 'l1', target, () => cards)).toBeNull();
    expect(laneChange('label:red', target)).toEqual({ from: 'label:red', to: 'label:blue' });
  });
});
