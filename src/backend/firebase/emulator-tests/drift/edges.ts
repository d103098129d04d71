/**
 * Valid values at their limits, one field at a time (the rules must accept them): a string as long as its schema
 * allows, in ASCII and in wider characters; a number at its bounds; a list or a map as full as allowed. Random
 * valid documents seldom reach a limit; a rule stricter than the schema shows only there.
 */
import fc from 'fast-check';
import type { Shape } from './schema-shape';
import { innerBreaks } from './breaks';
import { tameOf, validOf, type Break, type Overrides } from './shape-arbitraries';

const at = (path: string) => (path === '' ? '(document)' : path);

function ownEdges(s: Shape, overrides: Overrides): [string, fc.Arbitrary<unknown>][] {
  switch (s.kind) {
    case 'string': {
      if (s.webUrl)
        return [['a link of 2,048 characters', fc.constant(`https://example.com/${'a'.repeat(2028)}`)]];
      if (s.patterns.length > 0) return [];
      const limit = s.maxChars ?? s.max;
      if (limit === undefined) return [];
      // maxChars counts characters as a person does, zod's maxLength code points: an emoji is one for both.
      const wide = limit <= 1000 && s.maxChars !== undefined ? '👍🏽' : '😀';
      return [
        [`${limit} ASCII characters (its limit)`, fc.constant('a'.repeat(limit))],
        [`${limit} characters é (its limit)`, fc.constant('é'.repeat(limit))],
        [`${limit} characters ${wide} (its limit)`, fc.constant(wide.repeat(limit))],
      ];
    }
    case 'number': {
      const lo = s.min
        ? s.min.inclusive
          ? s.min.value
          : s.min.value + 1
        : s.int
          ? Number.MIN_SAFE_INTEGER
          : null;
      const hi = s.max
        ? s.max.inclusive
          ? s.max.value
          : s.max.value - 1
        : s.int
          ? Number.MAX_SAFE_INTEGER
          : null;
      return [
        ...(lo === null ? [] : [[`${lo} (its lowest)`, fc.constant(lo)] as [string, fc.Arbitrary<unknown>]]),
        ...(hi === null ? [] : [[`${hi} (its highest)`, fc.constant(hi)] as [string, fc.Arbitrary<unknown>]]),
      ];
    }
    case 'array':
      return s.max === undefined
        ? []
        : [
            [
              `${s.max} elements (its limit)`,
              tameOf(s.element, overrides).map((e) => Array<unknown>(s.max ?? 0).fill(e)),
            ],
          ];
    case 'record': {
      const n = s.maxKeys;
      if (n === undefined || overrides.has(s.key.path)) return [];
      const keys = fc.uniqueArray(validOf(s.key) as fc.Arbitrary<string>, { minLength: n, maxLength: n });
      return [
        [
          `${n} keys (its limit)`,
          fc
            .tuple(keys, tameOf(s.value, overrides))
            .map(([ks, v]) => Object.fromEntries(ks.map((k) => [k, v]))),
        ],
      ];
    }
    default:
      return [];
  }
}

/**
 * Every field of `s` at each of its limits, in an otherwise valid value of `s` (labels `<field path>: <edge>`).
 * Pinned paths (`overrides`) keep their pinned values: the board's context, not the schema, decides them.
 */
export function edgesOf(s: Shape, overrides: Overrides = new Map()): Break[] {
  if (s.path !== '' && overrides.has(s.path)) return [];
  const own: Break[] = ownEdges(s, overrides).map(([edge, arb]) => ({
    label: `${at(s.path)}: ${edge}`,
    arb,
  }));
  return [...own, ...innerBreaks(s, overrides, (c) => edgesOf(c, overrides), false)];
}
