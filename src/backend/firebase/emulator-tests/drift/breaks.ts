/**
 * Values broken one field at a time, from a Shape (schema-shape.ts): for every field of a document, each fault its
 * schema names — a wrong type, over its size (in ASCII and in wider characters, where rules count differently),
 * empty or blank, off its pattern, a missing required field, an unknown key — built on valid siblings (validOf),
 * labelled `<field path>: <fault>`. Each is checked to be refused by the node's own zod schema, so a break the
 * schema would accept is never blamed on the rules.
 */
import fc from 'fast-check';
import type { Shape } from './schema-shape';
import { BLANKS, FEW, INTRUDERS, tameOf, validOf, type Break, type Overrides } from './shape-arbitraries';

/** A label for the field at `path` (the document itself when empty). */
const at = (path: string) => (path === '' ? '(document)' : path);

/**
 * A value of another type than `kind`, for wrong-type breaks: a list for a scalar, a string for a list or a map
 * (`items: 'abc'`), a number for a string-like node.
 */
function wrongTypes(kind: Shape['kind']): [string, unknown][] {
  if (kind === 'array' || kind === 'object' || kind === 'record') return [['a string', 'abc']];
  if (kind === 'string' || kind === 'enum') return [['a number', 7]];
  return [['a list', ['x']]];
}

function stringFaults(s: Extract<Shape, { kind: 'string' }>): [string, fc.Arbitrary<unknown>][] {
  const faults: [string, fc.Arbitrary<unknown>][] = [];
  if (s.min > 0) faults.push(['empty', fc.constant('')]);
  if (s.min > 0 && s.trim)
    faults.push(
      ...BLANKS.slice(0, 3).map((b): [string, fc.Arbitrary<unknown>] => [
        `blank (only U+${(b.codePointAt(0) ?? 0).toString(16).padStart(4, '0')})`,
        fc.constant(b.repeat(2)),
      ]),
    );
  if (s.max !== undefined) {
    const n = s.max + 1;
    faults.push([`${n} ASCII characters (max ${s.max})`, fc.constant('a'.repeat(n))]);
    // zod counts code points here: an emoji is one, and two UTF-16 units.
    faults.push([`${n} emoji (max ${s.max})`, fc.constant('😀'.repeat(n))]);
  }
  if (s.maxChars !== undefined) {
    const n = s.maxChars + 1;
    faults.push([`${n} ASCII characters (max ${s.maxChars})`, fc.constant('a'.repeat(n))]);
    faults.push([`${n} characters, one non-ASCII (max ${s.maxChars})`, fc.constant('é' + 'a'.repeat(n - 1))]);
    faults.push([`${n} emoji (max ${s.maxChars})`, fc.constant('😀'.repeat(n))]);
  }
  for (const pattern of s.patterns) {
    const nearMiss = fc
      .tuple(validOf({ ...s, patterns: [pattern] }), fc.constantFrom(...INTRUDERS), fc.nat())
      .map(([v, c, i]) => {
        const text = v as string;
        const cut = i % (text.length + 1);
        return text.slice(0, cut) + c + text.slice(cut);
      });
    faults.push([`off the pattern ${String(pattern)}`, nearMiss]);
  }
  if (s.webUrl) {
    faults.push(['a javascript: link', fc.constant('javascript:alert(1)')]);
    faults.push(['a link with a no-break space', fc.constant('https://example.com/a\u00a0b')]);
    faults.push(['a link the URL parser refuses', fc.constant('http://[::1/x')]);
    faults.push(['a link over 2,048 characters', fc.constant(`https://example.com/${'a'.repeat(2048)}`)]);
  }
  return faults;
}

function numberFaults(s: Extract<Shape, { kind: 'number' }>): [string, fc.Arbitrary<unknown>][] {
  const faults: [string, fc.Arbitrary<unknown>][] = [];
  if (s.int) faults.push(['not a whole number', fc.constant(1.5)]);
  if (s.min)
    faults.push([`below ${s.min.value}`, fc.constant(s.min.inclusive ? s.min.value - 1 : s.min.value)]);
  if (s.max)
    faults.push([`above ${s.max.value}`, fc.constant(s.max.inclusive ? s.max.value + 1 : s.max.value)]);
  return faults;
}

/** Breaks of the node itself (its type, size, pattern), not of what it holds. */
function ownFaults(s: Shape, overrides: Overrides): [string, fc.Arbitrary<unknown>][] {
  // A nullable's or a union's wrong types are its inner types' (innerBreaks).
  const typed = s.kind !== 'nullable' && s.kind !== 'union';
  const faults: [string, fc.Arbitrary<unknown>][] = typed
    ? wrongTypes(s.kind).map(([name, v]) => [name, fc.constant(v)])
    : [];
  if (s.kind === 'string') faults.push(...stringFaults(s));
  if (s.kind === 'number') faults.push(...numberFaults(s));
  if (s.kind === 'enum') faults.push(['not one of its values', fc.constant(`not-${s.values[0] ?? ''}`)]);
  if (s.kind === 'array' && s.max !== undefined) {
    const n = s.max + 1;
    faults.push([
      `${n} elements (max ${s.max})`,
      tameOf(s.element, overrides).map((e) => Array<unknown>(n).fill(e)),
    ]);
  }
  if (s.kind === 'record' && s.maxKeys !== undefined) {
    const n = s.maxKeys + 1;
    const keys = fc.uniqueArray(validOf(s.key) as fc.Arbitrary<string>, { minLength: n, maxLength: n });
    faults.push([
      `${n} keys (max ${s.maxKeys})`,
      fc.tuple(keys, tameOf(s.value, overrides)).map(([ks, v]) => Object.fromEntries(ks.map((k) => [k, v]))),
    ]);
  }
  return faults;
}

/** `breaks` of a part of `s`, each set into a valid `s` by `put`. */
function inside(
  parts: Break[],
  whole: fc.Arbitrary<unknown>,
  put: (whole: unknown, broken: unknown) => unknown,
): Break[] {
  return parts.map((b) => ({ ...b, arb: fc.tuple(whole, b.arb).map(([w, v]) => put(w, v)) }));
}

/** Breaks (`recurse`) of the fields, elements, keys or options `s` holds, each set into a valid `s`; with
 * `missing`, also each required field left out. */
export function innerBreaks(
  s: Shape,
  overrides: Overrides,
  recurse: (child: Shape) => Break[],
  missing: boolean,
): Break[] {
  const valid = tameOf(s, overrides);
  switch (s.kind) {
    case 'nullable':
      return recurse(s.inner);
    case 'union':
      return s.options.flatMap(recurse);
    case 'array': {
      const nonEmpty = fc.tuple(tameOf(s.element, overrides), valid as fc.Arbitrary<unknown[]>);
      return inside(recurse(s.element), nonEmpty, (w, v) => {
        const [, rest] = w as [unknown, unknown[]];
        return [v, ...rest.slice(0, s.max === undefined ? FEW : s.max - 1)];
      });
    }
    case 'record': {
      const withKey = fc.tuple(valid, validOf(s.key, overrides));
      return inside(recurse(s.value), withKey, (w, v) => {
        const [rec, key] = w as [Record<string, unknown>, string];
        return { ...rec, [key]: v };
      });
    }
    case 'object': {
      const out: Break[] = [];
      for (const [name, field] of Object.entries(s.fields)) {
        out.push(...inside(recurse(field.shape), valid, (w, v) => ({ ...(w as object), [name]: v })));
        if (missing && !field.optional && !hasDefault(s, name)) {
          out.push({
            label: `${at(field.shape.path)}: missing`,
            arb: valid.map((w) => {
              const copy = { ...(w as Record<string, unknown>) };
              delete copy[name];
              return copy;
            }),
          });
        }
      }
      return out;
    }
    default:
      return [];
  }
}

/** Whether field `name` of object `s` is filled by zod when absent (z._default). */
function hasDefault(s: Extract<Shape, { kind: 'object' }>, name: string): boolean {
  const def = (s.schema._zod.def as unknown as { shape: Record<string, { _zod: { def: { type: string } } }> })
    .shape[name];
  return def?._zod.def.type === 'default';
}

/**
 * Every single-field break of `s` and of everything it holds, labelled by field path, each yielding a value of the
 * whole of `s` meant to be refused by its schema (the caller checks: cases.ts). Objects also get an unknown key
 * (`stripped`: the schema drops it on read, the rules must refuse it). A union's breaks are its options', which
 * another option may accept (`mayBeEmpty`).
 */
export function breaksOf(s: Shape, overrides: Overrides = new Map()): Break[] {
  const own: Break[] = ownFaults(s, overrides).map(([fault, arb]) => ({
    label: `${at(s.path)}: ${fault}`,
    arb,
  }));
  const unknownKey: Break[] =
    s.kind === 'object'
      ? [
          {
            label: `${at(s.path)}: unknown key`,
            arb: tameOf(s, overrides).map((w) => ({ ...(w as object), unknownKey: 'x' })),
            stripped: true,
          },
        ]
      : [];
  const inner = innerBreaks(s, overrides, (c) => breaksOf(c, overrides), true).map((b) =>
    s.kind === 'union' ? { ...b, mayBeEmpty: true } : b,
  );
  return [...own, ...inner, ...unknownKey];
}
