import { describe, expect, it } from 'vitest';
import { rankSchema } from './model';
import {
  compareRank,
  keyAtEnd,
  keyBetween,
  keyForMove,
  keysBetween,
  type OrderKey,
  type Ranked,
} from './ordering';

/** mulberry32: a small seeded generator, so a failing run can be replayed exactly. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ids = (items: readonly Ranked[]): string[] => items.map((item) => item.id);
const longest = (items: readonly Ranked[]): number => Math.max(...items.map((item) => item.rank.length));

/** What a client does on drop: one new key for the moved item, then every client re-sorts by compareRank. */
function applyMove(
  sorted: readonly Ranked[],
  movingId: string,
  index: number,
): { next: Ranked[]; key: string } {
  const key = keyForMove(sorted, movingId, index);
  const next = sorted.map((item) => (item.id === movingId ? { ...item, rank: key } : item)).sort(compareRank);
  return { next, key };
}

/** The order the user asked for: take the item out, put it at `index` of what is left. */
function intendedMove(order: readonly string[], movingId: string, index: number): string[] {
  const rest = order.filter((id) => id !== movingId);
  rest.splice(Math.max(0, Math.min(index, rest.length)), 0, movingId);
  return rest;
}

function initialList(n: number, prefix = 'card'): Ranked[] {
  return keysBetween(null, null, n).map((rank, i) => ({
    id: `${prefix}-${String(i).padStart(3, '0')}`,
    rank,
  }));
}

describe('random moves within one list', () => {
  // Measured with these seeds: the longest key ever written was 6-8 characters; 40 leaves a wide margin.
  const KEY_BOUND = 40;

  it.each([1, 42, 99_999])('2,000 random moves of 50 cards keep the intended order (seed %i)', (seed) => {
    const random = seeded(seed);
    let items = initialList(50);
    let intended = ids(items);
    let maxWritten = 0;

    for (let move = 0; move < 2000; move++) {
      const moving = items[Math.floor(random() * items.length)]!;
      const index = Math.floor(random() * items.length); // 0..49 of the 49 others: the end included
      const { next, key } = applyMove(items, moving.id, index);
      intended = intendedMove(intended, moving.id, index);
      items = next;
      maxWritten = Math.max(maxWritten, key.length);
      expect(ids(items), `after move ${move}`).toEqual(intended);
    }

    // Every key is distinct, so the order does not lean on the id tie-break.
    expect(new Set(items.map((item) => item.rank)).size).toBe(items.length);
    console.info(`seed ${seed}: longest key written ${maxWritten}, longest key at the end ${longest(items)}`);
    expect(maxWritten).toBeLessThan(KEY_BOUND);
  });

  it('moving a card to where it already is keeps the order', () => {
    const items = initialList(5);
    for (let i = 0; i < items.length; i++) {
      expect(ids(applyMove(items, items[i]!.id, i).next)).toEqual(ids(items));
    }
  });

  it('clamps an index outside the list to the start or the end', () => {
    const items = initialList(5);
    expect(ids(applyMove(items, 'card-002', -3).next)[0]).toBe('card-002');
    expect(ids(applyMove(items, 'card-002', 999).next).at(-1)).toBe('card-002');
  });
});

describe('random moves between lists', () => {
  it('1,000 random moves of cards across 3 lists keep every list in its intended order', () => {
    const random = seeded(7);
    const lists = [initialList(20, 'a'), initialList(20, 'b'), initialList(20, 'c')];
    const intended = lists.map(ids);
    let maxWritten = 0;

    for (let move = 0; move < 1000; move++) {
      const from = Math.floor(random() * lists.length);
      if (lists[from]!.length === 0) continue;
      const to = Math.floor(random() * lists.length);
      const moving = lists[from]![Math.floor(random() * lists[from]!.length)]!;
      const target = lists[to]!;
      const othersCount = target.filter((item) => item.id !== moving.id).length;
      const index = Math.floor(random() * (othersCount + 1));

      const key = keyForMove(target, moving.id, index);
      maxWritten = Math.max(maxWritten, key.length);
      lists[from] = lists[from]!.filter((item) => item.id !== moving.id);
      lists[to] = [...lists[to]!.filter((item) => item.id !== moving.id), { id: moving.id, rank: key }].sort(
        compareRank,
      );
      intended[from] = intended[from]!.filter((id) => id !== moving.id);
      intended[to] = intendedMove(intended[to]!, moving.id, index);

      expect(lists.map(ids), `after move ${move}`).toEqual(intended);
    }
    expect(lists.flat()).toHaveLength(60);
    console.info(`cross-list moves: longest key written ${maxWritten}`);
    expect(maxWritten).toBeLessThan(40);
  });
});

describe('repeated insertion at one place', () => {
  it('500 cards added at the front stay in order, newest first, with short keys', () => {
    let items = initialList(3);
    const intended = ids(items);
    for (let i = 0; i < 500; i++) {
      const id = `new-${i}`;
      items = [...items, { id, rank: keyForMove(items, id, 0) }].sort(compareRank);
      intended.unshift(id);
    }
    expect(ids(items)).toEqual(intended);
    // Measured: 3 characters (the integer part just counts down).
    expect(longest(items)).toBeLessThanOrEqual(5);
  });

  it('500 cards added at the end stay in order with short keys', () => {
    let items: Ranked[] = [];
    for (let i = 0; i < 500; i++)
      items = [...items, { id: `c${i}`, rank: keyAtEnd(items) }].sort(compareRank);
    expect(ids(items)).toEqual(Array.from({ length: 500 }, (_, i) => `c${i}`));
    expect(longest(items)).toBeLessThanOrEqual(5); // measured: 3
  });

  it('500 cards dropped right after the same card stay in order; keys grow linearly but stay under the rank limit', () => {
    let items = initialList(2, 'edge'); // edge-000, edge-001: every new card goes between edge-000 and the last new one
    const intended = ids(items);
    for (let i = 0; i < 500; i++) {
      const id = `new-${i}`;
      items = [...items, { id, rank: keyForMove(items, id, 1) }].sort(compareRank);
      intended.splice(1, 0, id);
    }
    expect(ids(items)).toEqual(intended);
    // Measured: 86 characters after 500 inserts (about 1 character per 6); rankSchema allows 256.
    expect(longest(items)).toBeLessThanOrEqual(100);
    for (const item of items) expect(rankSchema.safeParse(item.rank).success).toBe(true);
  });

  it('500 cards dropped right before the same card stay in order; keys grow linearly but stay under the rank limit', () => {
    let items = initialList(2, 'edge'); // every new card goes between the last new one and edge-001
    const intended = ids(items);
    for (let i = 0; i < 500; i++) {
      const id = `new-${i}`;
      items = [...items, { id, rank: keyForMove(items, id, items.length - 1) }].sort(compareRank);
      intended.splice(intended.length - 1, 0, id);
    }
    expect(ids(items)).toEqual(intended);
    // Measured: 102 characters after 500 inserts (about 1 character per 5); rankSchema allows 256.
    expect(longest(items)).toBeLessThanOrEqual(120);
    for (const item of items) expect(rankSchema.safeParse(item.rank).success).toBe(true);
  });
});

describe('keysBetween', () => {
  it('gives 5,000 strictly increasing keys between null and null', () => {
    const keys = keysBetween(null, null, 5000);
    expect(keys).toHaveLength(5000);
    for (let i = 1; i < keys.length; i++)
      expect(keys[i - 1]! < keys[i]!, `keys ${i - 1} and ${i}`).toBe(true);
    expect(Math.max(...keys.map((k) => k.length))).toBeLessThanOrEqual(5); // measured: 4
  });

  it('keeps every key strictly inside the given neighbours', () => {
    const [low, high] = keysBetween(null, null, 2) as [OrderKey, OrderKey];
    const keys = keysBetween(low, high, 200);
    expect(keys).toHaveLength(200);
    expect(keys[0]! > low).toBe(true);
    expect(keys.at(-1)! < high).toBe(true);
    for (let i = 1; i < keys.length; i++) expect(keys[i - 1]! < keys[i]!).toBe(true);
  });
});

describe('compareRank', () => {
  it('breaks ties on rank by id, so every client shows the same order', () => {
    const a = { id: 'aaa', rank: 'a0' };
    const b = { id: 'bbb', rank: 'a0' };
    expect([b, a].sort(compareRank)).toEqual([a, b]);
    expect([a, b].sort(compareRank)).toEqual([a, b]);
    expect(compareRank(a, { ...a })).toBe(0);
  });

  it('orders by rank before id', () => {
    const first = { id: 'zzz', rank: 'a0' };
    const second = { id: 'aaa', rank: 'a1' };
    expect([second, first].sort(compareRank)).toEqual([first, second]);
  });

  it('compares byte-wise: an uppercase key made before "a0" sorts first (localeCompare would not)', () => {
    const front = keyBetween(null, 'a0');
    expect(front).toMatch(/^[A-Z]/);
    const items = [
      { id: 'x', rank: 'a0' },
      { id: 'y', rank: front },
    ];
    expect(ids(items.sort(compareRank))).toEqual(['y', 'x']);
  });
});

describe('keyBetween', () => {
  it('returns a key strictly between two different neighbours', () => {
    const key = keyBetween('a0', 'a1');
    expect(key > 'a0' && key < 'a1').toBe(true);
  });

  it('still returns a key, after the left one, when two clients left both neighbours equal', () => {
    let key = '';
    expect(() => {
      key = keyBetween('a1', 'a1');
    }).not.toThrow();
    expect(key > 'a1').toBe(true);
  });

  it('still returns a key when the neighbours arrive in the wrong order', () => {
    let key = '';
    expect(() => {
      key = keyBetween('a2', 'a1');
    }).not.toThrow();
    expect(key > 'a2').toBe(true);
  });

  it('a card dropped between two cards that share a rank lands right after them, not past the next card', () => {
    // q and r share a rank (two clients picked the same gap); s sits just above it, below the next integer key.
    const shared = keyBetween('a1', 'a2');
    const items = [
      { id: 'p', rank: 'a1' },
      { id: 'q', rank: shared },
      { id: 'r', rank: shared },
      { id: 's', rank: keyBetween(shared, 'a2') },
      { id: 'z', rank: 'a3' },
    ];
    const { next } = applyMove(items, 'z', 2);
    // z cannot land strictly between q and r with one write; the nearest order it can get is right after r.
    expect(ids(next)).toEqual(['p', 'q', 'r', 'z', 's']);
  });
});
