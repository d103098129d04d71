// The grouping behind the board: unchanged lists keep their very array (their columns do not re-render), and a
// move patched over the snapshot shows at once and goes when the snapshot catches up.
import { expect, it } from 'vitest';
import type { Card } from '../../domain/model';
import { sampleCard } from '../../domain/samples';
import { createCardGrouper, prunePatches, type MovePatch } from './card-overlay';

const card = (id: string, listId: string, rank: string): Card => sampleCard({ id, listId, rank, title: id });

const a1 = card('a1', 'A', 'a1');
const a2 = card('a2', 'A', 'a0');
const b1 = card('b1', 'B', 'a0');
const c1 = card('c1', 'C', 'a0');
const ids = (cards: readonly Card[] | undefined) => cards?.map((c) => c.id);

it('groups cards by list in rank order', () => {
  const { cardsByList, cardsById } = createCardGrouper()([a1, b1, a2]);
  expect(ids(cardsByList.get('A'))).toEqual(['a2', 'a1']);
  expect(ids(cardsByList.get('B'))).toEqual(['b1']);
  expect(cardsById.get('b1')).toBe(b1);
});

it('keeps the same array for every list whose cards did not change', () => {
  const group = createCardGrouper();
  const first = group([a1, a2, b1, c1]);
  const moved = { ...b1, listId: 'C', rank: 'a1' };
  const second = group([a1, a2, moved, c1]);
  expect(second.cardsByList.get('A')).toBe(first.cardsByList.get('A'));
  expect(second.cardsByList.get('B')).toBeUndefined();
  expect(second.cardsByList.get('C')).not.toBe(first.cardsByList.get('C'));
  expect(ids(second.cardsByList.get('C'))).toEqual(['c1', 'b1']);
  // A card edited in place (a new object) changes its own list only.
  const third = group([{ ...a1, title: 'new' }, a2, moved, c1]);
  expect(third.cardsByList.get('A')).not.toBe(second.cardsByList.get('A'));
  expect(third.cardsByList.get('C')).toBe(second.cardsByList.get('C'));
});

const patch = (listId: string, rank: string, settledOn: MovePatch['settledOn'] = null): MovePatch => ({
  listId,
  rank,
  token: 1,
  settledOn,
});

it('shows a patched move in its new place, and the same tile object while the patch lasts', () => {
  const group = createCardGrouper();
  const cards = [a1, a2, b1];
  const patches = new Map([['a1', patch('B', 'a1')]]);
  const first = group(cards, patches);
  expect(ids(first.cardsByList.get('A'))).toEqual(['a2']);
  expect(ids(first.cardsByList.get('B'))).toEqual(['b1', 'a1']);
  expect(first.cardsById.get('a1')?.listId).toBe('B');
  const again = group([...cards], patches);
  expect(again.cardsById.get('a1')).toBe(first.cardsById.get('a1'));
  expect(again.cardsByList.get('B')).toBe(first.cardsByList.get('B'));
});

it('drops a patch once the snapshot carries the move, or the card is gone', () => {
  const patches = new Map([['a1', patch('B', 'a1')]]);
  expect(prunePatches(patches, [a1, b1])).toBe(patches);
  expect(prunePatches(patches, [{ ...a1, listId: 'B', rank: 'a1' }, b1]).size).toBe(0);
  expect(prunePatches(patches, [b1]).size).toBe(0);
  expect(prunePatches(patches, undefined)).toBe(patches);
});

it('drops a confirmed patch at the next snapshot even when someone moved the card on since', () => {
  const snapshot = [a1, b1];
  const patches = new Map([['a1', patch('B', 'a1', snapshot)]]);
  expect(prunePatches(patches, snapshot)).toBe(patches);
  const later = [{ ...a1, listId: 'C', rank: 'a5' }, b1];
  expect(prunePatches(patches, later).size).toBe(0);
  expect(ids(createCardGrouper()(later, patches).cardsByList.get('C'))).toEqual(['a1']);
});

it('redoes only the lists a new patch touches when the snapshot is the same, with the same result as afresh', () => {
  const group = createCardGrouper();
  const cards = [a1, a2, b1, c1];
  const first = group(cards);
  const patches = new Map([['a2', patch('B', 'a5')]]);
  const second = group(cards, patches);
  const afresh = createCardGrouper()(cards, patches);
  for (const listId of ['A', 'B', 'C'])
    expect(ids(second.cardsByList.get(listId))).toEqual(ids(afresh.cardsByList.get(listId)));
  expect(second.cardsByList.get('C')).toBe(first.cardsByList.get('C'));
  expect(second.cardsById.get('a2')?.listId).toBe('B');
  // Moved on again before any snapshot: it leaves B for C, and is nowhere else.
  const onward = group(cards, new Map([['a2', patch('C', 'a5')]]));
  expect(ids(onward.cardsByList.get('B'))).toEqual(['b1']);
  expect(ids(onward.cardsByList.get('C'))).toEqual(['c1', 'a2']);
  expect(ids(onward.cardsByList.get('A'))).toEqual(['a1']);
  // The patch dropped again (a failed write): the card is back in its list.
  const third = group(cards, new Map());
  expect(ids(third.cardsByList.get('A'))).toEqual(['a2', 'a1']);
  expect(ids(third.cardsByList.get('B'))).toEqual(['b1']);
});
