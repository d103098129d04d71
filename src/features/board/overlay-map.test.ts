import { describe, expect, it } from 'vitest';
import { OverlayMap } from './overlay-map';

const base = new Map([
  ['a', 1],
  ['b', 2],
  ['c', 3],
]);

describe('OverlayMap', () => {
  it('shows the replaced values in the base’s order, and leaves the base as it was', () => {
    const map = new OverlayMap(base, new Map([['b', 20]]));
    expect(map.get('b')).toBe(20);
    expect(map.get('a')).toBe(1);
    expect(map.size).toBe(3);
    expect([...map]).toEqual([
      ['a', 1],
      ['b', 20],
      ['c', 3],
    ]);
    expect([...map.values()]).toEqual([1, 20, 3]);
    expect([...map.keys()]).toEqual(['a', 'b', 'c']);
    const seen: string[] = [];
    map.forEach((value, key) => seen.push(`${key}=${value}`));
    expect(seen).toEqual(['a=1', 'b=20', 'c=3']);
    expect(base.get('b')).toBe(2);
  });

  it('ignores keys the base lacks: no key appears or goes', () => {
    const map = new OverlayMap(base, new Map([['z', 26]]));
    expect(map.has('z')).toBe(false);
    expect(map.get('z')).toBeUndefined();
    expect(map.size).toBe(3);
  });

  it('layered on itself, keeps one layer: the latest value wins, earlier replacements stay', () => {
    const once = new OverlayMap(base, new Map([['a', 10]]));
    const twice = new OverlayMap(
      once,
      new Map([
        ['a', 100],
        ['c', 30],
      ]),
    );
    expect([...twice.values()]).toEqual([100, 2, 30]);
    expect([...once.values()]).toEqual([10, 2, 3]);
  });
});
