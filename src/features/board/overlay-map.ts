/**
 * A read-only map that shows a few replaced values over a larger base map, without copying the base: a drop
 * replaces one card of the board's 5,000, and copying the whole by-id map for it was a measurable part of the
 * work between the drop and its frame.
 */
export class OverlayMap<K, V> implements ReadonlyMap<K, V> {
  private readonly base: ReadonlyMap<K, V>;
  private readonly over: ReadonlyMap<K, V>;

  /**
   * `base` with the values of `replaced` in place of its own; keys of `replaced` that `base` lacks are ignored, so
   * the keys and their order are always the base's. Layering on an OverlayMap merges into one layer.
   */
  constructor(base: ReadonlyMap<K, V>, replaced: ReadonlyMap<K, V>) {
    const over = new Map<K, V>();
    let root = base;
    if (base instanceof OverlayMap) {
      root = base.base;
      for (const [key, value] of base.over) over.set(key, value);
    }
    for (const [key, value] of replaced) if (root.has(key)) over.set(key, value);
    this.base = root;
    this.over = over;
  }

  /** The map under the replaced values (never itself an OverlayMap). */
  get baseMap(): ReadonlyMap<K, V> {
    return this.base;
  }

  /** The keys whose values differ from the base map's. */
  replacedKeys(): MapIterator<K> {
    return this.over.keys();
  }

  get size(): number {
    return this.base.size;
  }

  get(key: K): V | undefined {
    return this.over.has(key) ? this.over.get(key) : this.base.get(key);
  }

  has(key: K): boolean {
    return this.base.has(key);
  }

  *entries(): MapIterator<[K, V]> {
    for (const [key, value] of this.base) yield [key, this.over.has(key) ? (this.over.get(key) as V) : value];
  }

  keys(): MapIterator<K> {
    return this.base.keys();
  }

  *values(): MapIterator<V> {
    for (const [, value] of this.entries()) yield value;
  }

  forEach(callback: (value: V, key: K, map: ReadonlyMap<K, V>) => void, thisArg?: unknown): void {
    for (const [key, value] of this.entries()) callback.call(thisArg, value, key, this);
  }

  [Symbol.iterator](): MapIterator<[K, V]> {
    return this.entries();
  }
}
