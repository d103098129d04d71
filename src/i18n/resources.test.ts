import { describe, expect, it } from 'vitest';
import { de } from './de';
import { enAll as en } from './en-all';

/** Every key path of a nested catalogue, e.g. `filter.count_one`. */
function keys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('message catalogues', () => {
  it('German has every English key and no extra ones, in every namespace', () => {
    for (const ns of Object.keys(en) as (keyof typeof en)[]) {
      expect(keys(de[ns]).sort(), ns).toEqual(keys(en[ns]).sort());
    }
  });

  it('no German message is empty', () => {
    for (const ns of Object.keys(de) as (keyof typeof de)[])
      for (const k of keys(de[ns])) {
        const value = k
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], de[ns]);
        expect(value, `${ns}:${k}`).not.toBe('');
      }
  });
});
