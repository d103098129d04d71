/**
 * The cases database.rules.json must pass (issue 28 item 3), as data: each one says who does what and whether the
 * real Realtime Database is expected to allow it. Two suites run the same table:
 * - src/backend/firebase/database-rules.test.ts, with targaryen (a third-party evaluator of the Realtime Database
 *   rules language, NOT Google's), in `npm run test:unit` on every machine;
 * - rules-database.emulator-test.ts, on Google's Realtime Database emulator, in `npm run test:emulators` where
 *   Java 21 is installed (scripts/emulators/run-java21.ts).
 * A case where the two disagree is a finding about targaryen or about the rules: it is never "fixed" in one table.
 *
 * Values are plain JSON, identical for both: `{ '.sv': 'timestamp' }` is the server time the SDK's
 * `serverTimestamp()` sends.
 */

/** One operation of a case: a read, a `set` (a `null` value deletes), or a multi-location `update` at `path`. */
export type RulesOperation =
  | { kind: 'read'; path: string }
  | { kind: 'set'; path: string; value: unknown }
  | { kind: 'update'; path: string; patch: Record<string, unknown> };

/** One row of the table. */
export interface RulesCase {
  /** What a person would notice, in a sentence. */
  name: string;
  /** The signed-in uid, or null for a signed-out visitor. */
  as: string | null;
  /** Extra data before the operation, path → value, written over BASE_DATA with the rules off. */
  seed?: Record<string, unknown>;
  operation: RulesOperation;
  /** What the real Realtime Database (and its emulator) is expected to answer. */
  allowed: boolean;
}

/** `base` with each path of `seed` set to its value (null deletes): the data a case starts from. */
export function seeded(base: unknown, seed: Record<string, unknown> = {}): unknown {
  const root = structuredClone(base) as Record<string, unknown>;
  for (const [path, value] of Object.entries(seed)) {
    const keys = path.split('/');
    const last = keys.pop() ?? '';
    let node = root;
    for (const key of keys) {
      const child = node[key];
      node[key] = typeof child === 'object' && child !== null ? child : {};
      node = node[key] as Record<string, unknown>;
    }
    if (value === null) delete node[last];
    else node[last] = value;
  }
  return root;
}

/** Server time, as the SDK's `serverTimestamp()` sends it. */
export const SERVER_TIME = { '.sv': 'timestamp' } as const;

/** Board b1: Ana (member), Olga (observer), Nina whose account has no display name. Board b2: Carl only. */
export const BASE_DATA = {
  boardMembers: {
    b1: {
      ana: { role: 'member', name: 'Ana' },
      olga: { role: 'observer', name: 'Olga' },
      nina: { role: 'member', name: '' },
    },
    b2: { carl: { role: 'owner', name: 'Carl' } },
  },
  presence: {
    b1: { olga: { s0: { name: 'Olga', device: 'olga-tab', lastSeen: 1_700_000_000_000 } } },
  },
};

/** 20 characters: the length of src/domain/ids.ts newId(), which names devices and cards. */
const ID20 = 'a1b2c3d4e5f6g7h8i9j0';

/** A device node as src/backend/firebase/presence.ts writes it (RTDB drops the null: no card open). */
const node = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  device: ID20,
  editingCardId: null,
  lastSeen: SERVER_TIME,
  ...extra,
});

/** Slots s0 … s{count - 1} of `uid` on board b1 held by other tabs, as seed data. */
function devices(uid: string, name: string, count: number): Record<string, unknown> {
  const seed: Record<string, unknown> = {};
  for (let i = 0; i < count; i += 1)
    seed[`presence/b1/${uid}/s${i}`] = { name, device: `tab-${i}`, lastSeen: 1_700_000_000_000 };
  return seed;
}

const set = (path: string, value: unknown): RulesOperation => ({ kind: 'set', path, value });
const read = (path: string): RulesOperation => ({ kind: 'read', path });
/** A row whose expected answer is `allowed`; `seed` as in RulesCase. */
const row =
  (allowed: boolean) =>
  (
    name: string,
    as: string | null,
    operation: RulesOperation,
    seed?: Record<string, unknown>,
  ): RulesCase => ({
    name,
    as,
    operation,
    allowed,
    ...(seed ? { seed } : {}),
  });
/** A case the real database is expected to allow. */
const allow = row(true);
/** A case the real database is expected to refuse. */
const deny = row(false);

/** A person writes only their own presence node. */
const OWN_NODE: RulesCase[] = [
  allow('a member announces herself on the board', 'ana', set('presence/b1/ana/s1', node('Ana'))),
  deny(
    "a member writes a node as another member, with that member's name",
    'ana',
    set('presence/b1/olga/s1', node('Olga')),
  ),
  deny("a member deletes another member's node", 'ana', set('presence/b1/olga/s0', null)),
  allow(
    'a member leaves: her own node is deleted',
    'ana',
    set('presence/b1/ana/s0', null),
    devices('ana', 'Ana', 1),
  ),
  allow(
    'someone removed from the board still deletes their leftover node (onDisconnect)',
    'dave',
    set('presence/b1/dave/s0', null),
    devices('dave', 'Dave', 1),
  ),
  deny('a non-member announces himself on the board', 'dave', set('presence/b1/dave/s1', node('Dave'))),
  deny('a member of another board announces himself on b1', 'carl', set('presence/b1/carl/s1', node('Carl'))),
  deny('a signed-out visitor writes a node', null, set('presence/b1/ana/s1', node('Ana'))),
  deny(
    'a member replaces her whole person node (no rule grants a write above the device)',
    'ana',
    set('presence/b1/ana', { t1: node('Ana') }),
  ),
  deny("a multi-location update that also writes another member's node", 'ana', {
    kind: 'update',
    path: 'presence/b1',
    patch: { 'ana/s1': node('Ana'), 'olga/s9': node('Olga') },
  }),
  deny('a member edits the member mirror to rename herself', 'ana', set('boardMembers/b1/ana/name', 'Olga')),
  deny(
    'a member adds someone to the member mirror',
    'ana',
    set('boardMembers/b1/dave', { role: 'owner', name: 'Dave' }),
  ),
];

/** Reads a board's presence only as a member (per /boardMembers). */
const READS: RulesCase[] = [
  allow('a member sees who is on the board', 'ana', read('presence/b1')),
  allow('an observer sees who is on the board', 'olga', read('presence/b1')),
  deny('a non-member sees who is on the board', 'dave', read('presence/b1')),
  deny('a member of another board sees who is on b1', 'carl', read('presence/b1')),
  deny('a signed-out visitor sees who is on the board', null, read('presence/b1')),
  allow("a member reads one member's devices", 'ana', read('presence/b1/olga')),
  deny("a non-member reads one member's devices", 'dave', read('presence/b1/olga')),
  deny('a member lists every board’s presence', 'ana', read('presence')),
  allow(
    'a member reads her mirrored name (presence.ts waits for it)',
    'ana',
    read('boardMembers/b1/ana/name'),
  ),
  deny("a non-member reads the board's member mirror", 'dave', read('boardMembers/b1')),
];

/** A presence name must equal the mirror's (the account's name, written by the functions). */
const NAMES: RulesCase[] = [
  deny("a member shows another member's name", 'ana', set('presence/b1/ana/s1', node('Olga'))),
  deny('a member shows an empty name', 'ana', set('presence/b1/ana/s1', node(''))),
  deny('after a rename, the old name is refused', 'ana', set('presence/b1/ana/s1', node('Ana')), {
    'boardMembers/b1/ana/name': 'Ana Lima',
  }),
  allow('after a rename, the new name is accepted', 'ana', set('presence/b1/ana/s1', node('Ana Lima')), {
    'boardMembers/b1/ana/name': 'Ana Lima',
  }),
  allow(
    'an account without a display name shows the empty name the mirror has',
    'nina',
    set('presence/b1/nina/s1', node('')),
  ),
  allow(
    'a 100-character non-ASCII name (UTF-16 units, as presence.ts slices) is accepted',
    'ana',
    set('presence/b1/ana/s1', node('é'.repeat(98) + '😀')),
    { 'boardMembers/b1/ana/name': 'é'.repeat(98) + '😀' },
  ),
  deny('a node without a name', 'ana', set('presence/b1/ana/s1', { lastSeen: SERVER_TIME })),
  deny('a name that is not a string', 'ana', set('presence/b1/ana/s1', node('Ana', { name: 42 }))),
];

/**
 * At most 10 devices per member and board: the rules language cannot count children, so a device node's key must
 * be a slot, s0 … s9 (src/domain/presence-slots.ts).
 */
const DEVICES: RulesCase[] = [
  allow('a tenth device joins', 'ana', set('presence/b1/ana/s9', node('Ana')), devices('ana', 'Ana', 9)),
  deny('an eleventh device joins', 'ana', set('presence/b1/ana/s10', node('Ana')), devices('ana', 'Ana', 10)),
  allow(
    'one of ten devices beats its heartbeat',
    'ana',
    set('presence/b1/ana/s9', node('Ana')),
    devices('ana', 'Ana', 10),
  ),
  allow('one of ten devices leaves', 'ana', set('presence/b1/ana/s9', null), devices('ana', 'Ana', 10)),
  deny(
    'two devices join at once past ten (multi-location update)',
    'ana',
    { kind: 'update', path: 'presence/b1/ana', patch: { s9: node('Ana'), s10: node('Ana') } },
    devices('ana', 'Ana', 9),
  ),
  deny(
    'a device under a key that is not a slot (any tab id)',
    'ana',
    set(`presence/b1/ana/${ID20}`, node('Ana')),
  ),
  deny(
    'a device id longer than 40 characters',
    'ana',
    set('presence/b1/ana/s1', node('Ana', { device: 'd'.repeat(41) })),
  ),
  deny(
    'a node without its device id',
    'ana',
    set('presence/b1/ana/s1', { name: 'Ana', lastSeen: SERVER_TIME }),
  ),
];

/** The node's other fields. */
const FIELDS: RulesCase[] = [
  allow(
    'a node says which card is open',
    'ana',
    set('presence/b1/ana/s1', node('Ana', { editingCardId: ID20 })),
  ),
  deny(
    'an open card id longer than 40 characters',
    'ana',
    set('presence/b1/ana/s1', node('Ana', { editingCardId: 'c'.repeat(41) })),
  ),
  deny(
    'a node with a field the app does not know',
    'ana',
    set('presence/b1/ana/s1', node('Ana', { role: 'owner' })),
  ),
  deny('a node without lastSeen', 'ana', set('presence/b1/ana/s1', { name: 'Ana' })),
  deny(
    'a lastSeen an hour in the future (never stale)',
    'ana',
    set('presence/b1/ana/s1', node('Ana', { lastSeen: Date.now() + 3_600_000 })),
  ),
  deny('a lastSeen that is not a number', 'ana', set('presence/b1/ana/s1', node('Ana', { lastSeen: 'now' }))),
];

/** Every case, grouped by the four promises and the node's fields. */
export const RULES_CASES: Record<string, RulesCase[]> = {
  'a person writes only their own presence node': OWN_NODE,
  "a board's presence is read only by its members": READS,
  "a presence name equals the member mirror's": NAMES,
  'at most 10 devices per member': DEVICES,
  "the node's fields": FIELDS,
};
