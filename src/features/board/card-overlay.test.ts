// The grouping behind the board: unchanged lists keep their very array (their columns do not re-render), and a
// move patched over the snapshot shows at once and goes when the snapshot catches up.
import fc from 'fast-check';
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

/** A grouping as plain ids and places, to compare one made step by step with one made afresh. */
function plain(result: ReturnType<ReturnType<typeof createCardGrouper>>) {
  const lists = [...result.cardsByList]
    .filter(([, cards]) => cards.length > 0)
    .map(([listId, cards]) => [listId, ids(cards)] as const)
    .sort(([x], [y]) => x.localeCompare(y));
  const byId = [...result.cardsById.values()].map((c) => `${c.id}:${c.listId}:${c.rank}:${c.title}`).sort();
  return { lists, byId, size: result.cardsById.size };
}

it('groups a snapshot from the last one exactly as afresh, through any run of edits, moves, adds, deletions and patches', () => {
  const listIds = ['A', 'B', 'C', 'D'];
  const step = fc.oneof(
    fc.record({
      kind: fc.constant('move' as const),
      at: fc.nat(),
      list: fc.constantFrom(...listIds),
      rank: fc.string({ minLength: 1, maxLength: 3 }),
    }),
    fc.record({ kind: fc.constant('edit' as const), at: fc.nat() }),
    fc.record({
      kind: fc.constant('add' as const),
      list: fc.constantFrom(...listIds),
      rank: fc.string({ minLength: 1, maxLength: 3 }),
    }),
    fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }),
    fc.record({
      kind: fc.constant('patch' as const),
      at: fc.nat(),
      list: fc.constantFrom(...listIds),
      rank: fc.string({ minLength: 1, maxLength: 3 }),
      settled: fc.boolean(),
    }),
    fc.record({ kind: fc.constant('unpatch' as const), at: fc.nat() }),
    fc.record({ kind: fc.constant('many' as const), count: fc.integer({ min: 60, max: 90 }) }),
  );
  fc.assert(
    fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
      let next = 0;
      const make = (listId: string, rank: string) => card(`c${next++}`, listId, rank);
      let cards: Card[] = listIds.flatMap((listId, i) => [make(listId, `a${i}`), make(listId, `b${i}`)]);
      let patches: Map<string, MovePatch> = new Map();
      const group = createCardGrouper();
      group(cards, patches);
      for (const s of steps) {
        const at = 'at' in s && cards.length > 0 ? s.at % cards.length : -1;
        const target = cards[at];
        if (s.kind === 'move' && target)
          cards = cards.map((c, i) => (i === at ? { ...c, listId: s.list, rank: s.rank } : c));
        else if (s.kind === 'edit' && target)
          cards = cards.map((c, i) => (i === at ? { ...c, title: `${c.title}!` } : c));
        else if (s.kind === 'add') cards = [...cards, make(s.list, s.rank)];
        else if (s.kind === 'delete' && target) cards = cards.filter((_, i) => i !== at);
        else if (s.kind === 'many')
          cards = [
            ...cards,
            ...Array.from({ length: s.count }, (_, i) => make(listIds[i % 4] ?? 'A', `m${i}`)),
          ];
        else if (s.kind === 'patch' && target)
          patches = new Map(patches).set(target.id, {
            ...patch(s.list, s.rank, s.settled ? cards : null),
            token: next,
          });
        else if (s.kind === 'unpatch' && target) {
          patches = new Map(patches);
          patches.delete(target.id);
        } else cards = [...cards];
        expect(plain(group(cards, patches))).toEqual(plain(createCardGrouper()(cards, patches)));
      }
    }),
    { numRuns: 300 },
  );
});

it('keeps every list a changed card neither left nor joined, and each unchanged card object', () => {
  const group = createCardGrouper();
  const first = group([a1, a2, b1, c1]);
  const edited = { ...b1, title: 'renamed' };
  const second = group([a1, a2, edited, c1]);
  expect(second.cardsByList.get('A')).toBe(first.cardsByList.get('A'));
  expect(second.cardsByList.get('C')).toBe(first.cardsByList.get('C'));
  expect(second.cardsById.get('a1')).toBe(a1);
  expect(second.cardsById.get('b1')).toBe(edited);
  // A card deleted: its list goes when empty, the others stay.
  const third = group([a1, a2, c1]);
  expect(third.cardsByList.has('B')).toBe(false);
  expect(third.cardsById.has('b1')).toBe(false);
  expect(third.cardsByList.get('A')).toBe(first.cardsByList.get('A'));
});

it('stays exact through a long session of single-card edits (its by-id map copied now and then)', () => {
  let cards = Array.from({ length: 1_000 }, (_, i) => card(`k${i}`, `L${i % 10}`, `a${i}`));
  const group = createCardGrouper();
  group(cards);
  for (let i = 0; i < 700; i++) {
    const at = (i * 37) % cards.length;
    cards = cards.map((c, j) => (j === at ? { ...c, title: `edit ${i}`, listId: `L${i % 10}` } : c));
    const result = group(cards);
    if (i % 100 === 99) expect(plain(result)).toEqual(plain(createCardGrouper()(cards)));
  }
});
