/**
 * Invalid callable payloads for invalid-payloads.emulator-test.ts (issue 28 item 7): from a callable's sound input,
 * fast-check arbitraries that break it one way at a time. Every payload they make must be refused.
 */
import fc from 'fast-check';

/** A user of the Auth emulator: uid and an ID token the Functions emulator accepts. */
export interface Caller {
  uid: string;
  idToken: string;
}

/** How a sound input is broken. */
export type Breakage =
  | 'not-an-object'
  | 'wrong-type'
  | 'missing-field'
  | 'oversize-string'
  | 'bad-value'
  | 'unknown-key'
  | 'path-id'
  | 'other-board';

/** One field of a callable's input: its sound value, and how it may be broken. */
export interface Field {
  sound: unknown;
  required: boolean;
  /** Longest accepted string (characters); absent: not a string field, or no random oversize (see importBoard). */
  max?: number;
  /** Values of the right type that are still refused. */
  bad?: fc.Arbitrary<unknown>;
  /** A board id: may become a path or another board's id. */
  board?: boolean;
  /** A document id: may become a path. */
  id?: boolean;
}

/** A callable and who calls it. */
export interface Case {
  caller: () => Caller;
  fields: Record<string, Field>;
  /** Breakages this callable's input cannot have (with why, where it is not obvious). */
  without?: Breakage[];
}

/** A generated payload, with what was broken. */
export interface Payload {
  breakage: Breakage;
  field: string | null;
  data: unknown;
}

/** Any JSON value, two levels deep at most. */
export const jsonish = fc.jsonValue({ maxDepth: 2 });
/** Any value whose type differs from `sound`'s (null included: no field here is nullable). */
function otherType(sound: unknown): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [
    fc.constant(null),
    fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
  ];
  if (!Array.isArray(sound)) options.push(fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }));
  if (typeof sound !== 'string') options.push(fc.string({ maxLength: 20 }));
  if (typeof sound !== 'number')
    options.push(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));
  if (typeof sound !== 'boolean') options.push(fc.boolean());
  return fc.oneof(...options);
}

const PATH_IDS = ['a/b', '..', '.', '__reserved__', '', 'boards/x/cards/y'];

/** The arbitrary of broken payloads for `c` (`otherBoard`: a board the caller is not a member of). */
export function brokenPayloads(c: Case, otherBoard: string): fc.Arbitrary<Payload> {
  const sound = Object.fromEntries(Object.entries(c.fields).map(([k, f]) => [k, f.sound]));
  const names = Object.keys(c.fields);
  const skip = new Set(c.without ?? []);
  const withField = (name: string, value: unknown) => ({ ...sound, [name]: value });
  const arbitraries: fc.Arbitrary<Payload>[] = [];
  const add = (breakage: Breakage, arbitrary: fc.Arbitrary<Payload>) => {
    if (!skip.has(breakage)) arbitraries.push(arbitrary);
  };
  add(
    'not-an-object',
    fc
      .oneof(
        fc.constant(null),
        fc.string({ maxLength: 30 }),
        fc.integer(),
        fc.array(jsonish, { maxLength: 3 }),
      )
      .map((data) => ({ breakage: 'not-an-object', field: null, data })),
  );
  for (const [name, f] of Object.entries(c.fields)) {
    add(
      'wrong-type',
      otherType(f.sound).map((v) => ({ breakage: 'wrong-type', field: name, data: withField(name, v) })),
    );
    if (f.required) {
      const rest = Object.fromEntries(Object.entries(sound).filter(([k]) => k !== name));
      add('missing-field', fc.constant({ breakage: 'missing-field', field: name, data: rest }));
    }
    if (f.max !== undefined) {
      const max = f.max;
      add(
        'oversize-string',
        fc
          .tuple(fc.integer({ min: 1, max: 2_000 }), fc.constantFrom('x', 'é', '😀', '-'))
          .map(([extra, ch]) => ({
            breakage: 'oversize-string',
            field: name,
            data: withField(name, ch.repeat(max + extra)),
          })),
      );
    }
    if (f.bad) {
      add(
        'bad-value',
        f.bad.map((v) => ({ breakage: 'bad-value', field: name, data: withField(name, v) })),
      );
    }
    if (f.board || f.id) {
      add(
        'path-id',
        fc
          .constantFrom(...PATH_IDS)
          .map((v) => ({ breakage: 'path-id', field: name, data: withField(name, v) })),
      );
    }
    if (f.board) {
      add(
        'other-board',
        fc.constant({ breakage: 'other-board', field: name, data: withField(name, otherBoard) }),
      );
    }
  }
  add(
    'unknown-key',
    fc
      .tuple(
        fc.string({ minLength: 1, maxLength: 12 }).filter((k) => !names.includes(k) && k !== '__proto__'),
        jsonish,
      )
      .map(([key, value]) => ({ breakage: 'unknown-key', field: key, data: { ...sound, [key]: value } })),
  );
  return fc.oneof(...arbitraries);
}

/** Every id of PATH_IDS in every id field of `c`: the few values where a slip would reach another document. */
export function pathIdPayloads(c: Case): Payload[] {
  const sound = Object.fromEntries(Object.entries(c.fields).map(([k, f]) => [k, f.sound]));
  return Object.entries(c.fields)
    .filter(([, f]) => f.board === true || f.id === true)
    .flatMap(([name]) =>
      PATH_IDS.map((v): Payload => ({ breakage: 'path-id', field: name, data: { ...sound, [name]: v } })),
    );
}
