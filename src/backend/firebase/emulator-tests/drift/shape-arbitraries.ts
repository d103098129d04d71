/**
 * fast-check arbitraries from a Shape (schema-shape.ts): `validOf` makes values the schema accepts, `breaksOf` makes
 * values broken one field at a time — wrong type, oversize, empty or blank, off-pattern, wrong shape, unknown key —
 * each labelled with the field's path. Every broken value is checked against the node's own zod schema (the schema
 * must refuse it), except unknown keys: the app's schemas strip those, the rules must refuse them.
 */
import fc from 'fast-check';
import * as z from 'zod/mini';
import type { Shape } from './schema-shape';

/** Arbitraries that replace generation at a field path (pins to the board's context: its lists, members…). */
export type Overrides = ReadonlyMap<string, fc.Arbitrary<unknown>>;

/** One way to break a value: `label` names the field and the fault; `arb` yields the broken value of the node. */
export interface Break {
  readonly label: string;
  readonly arb: fc.Arbitrary<unknown>;
  /** An unknown key: the schema strips it (so accepts the value), the rules must still refuse it. */
  readonly stripped?: boolean;
  /** From a union's option: another option may accept every value, leaving nothing to test. */
  readonly mayBeEmpty?: boolean;
}

/** Characters of several widths: ASCII, Latin with a combining accent, CJK, emoji with and without a modifier. */
const SAMPLE_CHARS = ['a', 'Z', '0', '-', 'é', 'e\u0301', '日', '😀', '👍🏽'] as const;
/** Text JavaScript's trim() removes entirely: what a title must not be made of. */
export const BLANKS = [' ', '\u00a0', '\u3000', '\ufeff', '\t', '\n', '\u2003', '\u2028'] as const;
/** Characters slipped into a value that must match a pattern. */
export const INTRUDERS = ['A', ' ', '\u00a0', '\n', 'é', '!', '/', '\u3000'] as const;
/** How many elements or keys a valid array or record gets at most (oversize ones are built on purpose). */
export const FEW = 3;

const anyChar = fc.oneof(
  fc.constantFrom(...SAMPLE_CHARS),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
);

function validString(s: Extract<Shape, { kind: 'string' }>): fc.Arbitrary<string> {
  if (s.webUrl) {
    return fc.webUrl({ validSchemes: ['http', 'https'], size: 'small' }).filter((u) => accepts(s, u));
  }
  if (s.patterns.length > 0) {
    const [first] = s.patterns;
    return fc.stringMatching(first as RegExp).filter((v) => accepts(s, v));
  }
  const cap = Math.min(s.max ?? Infinity, s.maxChars ?? Infinity, 24);
  const short = fc.string({ unit: anyChar, minLength: s.min, maxLength: Math.max(cap, s.min) });
  const limit = s.maxChars ?? s.max;
  if (limit === undefined) return short.map((v) => (s.trim ? v.trim() : v)).filter((v) => accepts(s, v));
  // At the limit: as many characters as allowed (maxChars) or as many units (maxLength).
  // Characters of several parts need slow segmentation to count: only for small limits, to keep generation fast.
  const chars = limit <= 1000 ? SAMPLE_CHARS : SAMPLE_CHARS.filter((c) => [...c].length === 1);
  const atLimit = fc
    .constantFrom(...chars)
    .map((c) => c.repeat(s.maxChars !== undefined ? s.maxChars : Math.floor(limit / [...c].length)));
  return fc
    .oneof({ weight: 4, arbitrary: short }, { weight: 1, arbitrary: atLimit })
    .map((v) => (s.trim ? v.trim() : v)) // what the app writes: the parsed, trimmed text
    .filter((v) => accepts(s, v));
}

/** Whether the node's own schema accepts `value`. */
export function accepts(s: Shape, value: unknown): boolean {
  return z.safeParse(s.schema, value).success;
}

function lowest(s: Extract<Shape, { kind: 'number' }>): number {
  if (!s.min) return s.int ? Number.MIN_SAFE_INTEGER : -1e12;
  return s.min.inclusive ? s.min.value : s.int ? s.min.value + 1 : s.min.value + 1e-6;
}

function highest(s: Extract<Shape, { kind: 'number' }>): number {
  if (!s.max) return s.int ? Number.MAX_SAFE_INTEGER : 1e12;
  return s.max.inclusive ? s.max.value : s.int ? s.max.value - 1 : s.max.value - 1e-6;
}

function validNumber(s: Extract<Shape, { kind: 'number' }>): fc.Arbitrary<number> {
  const lo = lowest(s);
  const hi = highest(s);
  if (s.int) {
    const small = fc.integer({ min: Math.max(lo, -1000), max: Math.min(hi, Math.max(lo, -1000) + 2000) });
    return fc.oneof(small, fc.integer({ min: lo, max: hi }), fc.constantFrom(lo, hi));
  }
  return fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true });
}

/**
 * The plainest value `s` accepts: short ASCII, small numbers, no optional content. Breaks and limits are set into
 * such a document, so a refusal is the field's doing, not a random sibling's.
 */
export function tameOf(s: Shape, overrides: Overrides = new Map()): fc.Arbitrary<unknown> {
  const pinned = overrides.get(s.path);
  if (pinned) return pinned;
  switch (s.kind) {
    case 'string':
      return s.webUrl || s.patterns.length > 0 ? validString(s) : fc.constant('a'.repeat(Math.max(1, s.min)));
    case 'number': {
      const lo = lowest(s);
      return fc.constant(Math.min(highest(s), Math.max(lo, s.int ? Math.ceil(lo > 0 ? lo : 1) : 1)));
    }
    case 'nullable':
      return fc.constant(null);
    case 'union':
      return tameOf(s.options[0] as Shape, overrides);
    case 'array':
      return fc.array(tameOf(s.element, overrides), { minLength: s.min, maxLength: s.min });
    case 'record':
      return fc.constant({});
    case 'object': {
      const required = Object.entries(s.fields).filter(([, f]) => !f.optional);
      return fc.record(Object.fromEntries(required.map(([name, f]) => [name, tameOf(f.shape, overrides)])));
    }
    default:
      return validOf(s, overrides);
  }
}

/** Values `s` accepts; a path in `overrides` is generated by its arbitrary instead. */
export function validOf(s: Shape, overrides: Overrides = new Map()): fc.Arbitrary<unknown> {
  const pinned = overrides.get(s.path);
  if (pinned) return pinned;
  switch (s.kind) {
    case 'string':
      return validString(s);
    case 'number':
      return validNumber(s);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'enum':
      return fc.constantFrom(...s.values);
    case 'nullable':
      return fc.option(validOf(s.inner, overrides), { nil: null, freq: 3 });
    case 'union':
      return fc.oneof(...s.options.map((o) => validOf(o, overrides)));
    case 'array':
      return fc.array(validOf(s.element, overrides), {
        minLength: s.min,
        maxLength: Math.min(s.max ?? FEW, FEW),
      });
    case 'record':
      return fc.dictionary(validOf(s.key, overrides) as fc.Arbitrary<string>, validOf(s.value, overrides), {
        maxKeys: Math.min(s.maxKeys ?? FEW, FEW),
      });
    case 'object': {
      const fields = Object.entries(s.fields);
      const model = Object.fromEntries(fields.map(([name, f]) => [name, validOf(f.shape, overrides)]));
      const requiredKeys = fields.filter(([, f]) => !f.optional).map(([name]) => name);
      return fc.record(model, { requiredKeys });
    }
  }
}
