// @vitest-environment node
/// <reference types="node" />
// Fuzzed Trello import (issue "Lanes G"): over 10,000 generated and mutated exports — wrong types, missing keys, huge
// strings, deep nesting, duplicate ids, cards pointing at missing lists, over-limit counts — must each end in a valid
// BoardPlan or in AppError `import/invalid-file` / `limit-exceeded`, quickly; and a sample of valid plans imported
// through the local adapter either lands whole or leaves nothing behind, even when the write fails half-way.
// The oracle runs `mapBoardFile`, the import dialog's own entry point, so mutated Lanes board files (the other
// format that dialog takes) are fuzzed the same way.
// Every fc.assert runs with the fixed seed FUZZ_SEED (override: FUZZ_SEED=n npx vitest run …); a failure prints the
// seed and the counterexample's path, so `fc.assert(…, { seed, path })` replays it.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The adapter half of this file needs the real local adapter, like the contract suites do; tests only.
// eslint-disable-next-line no-restricted-imports -- a test of "never a half-written board" through the adapter
import { createLocalBackend, memoryStorage, writeCounter } from '../../backend/local/index';
// eslint-disable-next-line no-restricted-imports -- the port types for the same test
import type { Backend } from '../../backend/ports';
import { generateTrelloExport } from '../../../scripts/generate-trello-export';
import { AppError } from '../errors';
import {
  CHECK_ITEMS_PER_CHECKLIST,
  CHECKLISTS_PER_CARD,
  LABELS_PER_BOARD,
  OPEN_CARDS_PER_BOARD,
  OPEN_CARDS_PER_LIST,
  OPEN_LISTS_PER_BOARD,
  TEXT_MAX,
  TITLE_MAX,
} from '../limits';
import { compareRank } from '../ordering';
import { mapBoardFile } from './board-file';
import { checkImportable } from './check-plan';
import { boardPlanSchema, type BoardPlan } from './plan';
import { mapTrelloExport, type ImportReport } from './trello';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
/** Runs per property; their sum is the number of exports this file tries (at least 10,000). */
const RUNS = {
  mutated: 6_000,
  anything: 2_000,
  text: 1_500,
  json: 1_000,
  lanes: 1_000,
  limits: 80,
  adapter: 200,
} as const;
/** Runs whose input surely reaches the mapper (byte-mutated files that no longer parse stop before it). */
const MAPPED_RUNS = RUNS.mutated + RUNS.anything + RUNS.json + RUNS.lanes + RUNS.limits;
/** No single mapping may take longer than this (ms): "never a hang". Generous for a loaded 2-core CI machine. */
const MAX_MS_PER_EXPORT = 3_000;
const params = (numRuns: number) => ({ seed: SEED, numRuns, endOnFailure: true });
/**
 * Per-test timeout (ms), a hang detector rather than a speed check: the whole file takes about 15 s on 2 cores
 * alone, 43 s in `npm test` beside the Firestore suites, and its longest test took 65 s on 2026-11-28 when builds
 * and browser tests ran beside that.
 */
const TIMEOUT = 180_000;

// ---------------------------------------------------------------------------------------------------------------
// The oracle: what any input must come out as.

/** Checks one mapping outcome: an allowed AppError with a short clear message, or a plan the adapter accepts. */
function expectSoundOutcome(json: unknown): 'plan' | 'import/invalid-file' | 'limit-exceeded' {
  const started = performance.now();
  let result: { plan: BoardPlan; report: ImportReport };
  mapped += 1;
  try {
    result = mapBoardFile(json);
    // What every mode and `import:check` check before writing: a mapped plan they refuse is refused here too.
    checkImportable(result.plan);
  } catch (e) {
    expect(performance.now() - started).toBeLessThan(MAX_MS_PER_EXPORT);
    if (!(e instanceof AppError)) throw new Error(`not an AppError: ${String(e)}`, { cause: e });
    if (e.code !== 'import/invalid-file' && e.code !== 'limit-exceeded') {
      throw new Error(`unexpected code ${e.code}: ${e.message}`, { cause: e });
    }
    // A clear message: says something, and never dumps a huge user string back.
    expect(e.message.length).toBeGreaterThan(10);
    expect(e.message.length).toBeLessThan(600);
    return e.code;
  }
  expect(performance.now() - started).toBeLessThan(MAX_MS_PER_EXPORT);
  expectValidPlan(result.plan, result.report);
  return 'plan';
}

/** The plan passes boardPlanSchema and every check the adapters make before writing; the report adds up. */
function expectValidPlan(plan: BoardPlan, report: ImportReport): void {
  const parsed = boardPlanSchema.safeParse(plan);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`invalid plan at ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const ids = [plan.lists, plan.cards, plan.comments, plan.attachments].flatMap((rows) =>
    rows.map((r) => r.id),
  );
  expect(new Set(ids).size).toBe(ids.length);
  const listIds = new Set(plan.lists.map((l) => l.id));
  const cardIds = new Set(plan.cards.map((c) => c.id));
  const labelIds = new Set(plan.board.labels.map((l) => l.id));
  for (const card of plan.cards) {
    expect(listIds.has(card.listId)).toBe(true);
    for (const id of card.labelIds) expect(labelIds.has(id)).toBe(true);
    expect(card.checklists.length).toBeLessThanOrEqual(CHECKLISTS_PER_CARD);
  }
  for (const row of [...plan.comments, ...plan.attachments]) expect(cardIds.has(row.cardId)).toBe(true);
  const openLists = plan.lists.filter((l) => !l.archived);
  expect(openLists.length).toBeLessThanOrEqual(OPEN_LISTS_PER_BOARD);
  const open = plan.cards.filter((c) => !c.archived);
  expect(open.length).toBeLessThanOrEqual(OPEN_CARDS_PER_BOARD);
  const perList = new Map<string, number>();
  for (const card of open) perList.set(card.listId, (perList.get(card.listId) ?? 0) + 1);
  for (const n of perList.values()) expect(n).toBeLessThanOrEqual(OPEN_CARDS_PER_LIST);
  // Ranks strictly increase in plan order, list by list (they come from Trello's pos order).
  const byList = new Map<string, BoardPlan['cards']>();
  for (const card of plan.cards) byList.set(card.listId, [...(byList.get(card.listId) ?? []), card]);
  for (const group of [plan.lists, ...byList.values()]) {
    for (let i = 1; i < group.length; i++) expect(compareRank(group[i - 1]!, group[i]!)).toBeLessThan(0);
  }
  expect(report.lists.open + report.lists.archived).toBe(plan.lists.length);
  expect(report.cards.open + report.cards.archived).toBe(plan.cards.length);
  expect(report.comments).toBe(plan.comments.length);
  expect(report.labels).toBe(plan.board.labels.length);
}

// ---------------------------------------------------------------------------------------------------------------
// Arbitraries: small exports in Trello's shape, with ids from small pools so duplicates and dangling references
// happen on their own, and strings at the limits.

const EDGE_STRINGS = [
  '',
  '   ',
  '\t\n',
  'x'.repeat(TITLE_MAX),
  'x'.repeat(TITLE_MAX + 1),
  ` ${'y'.repeat(TITLE_MAX)} `,
  'é'.repeat(101),
  '😀'.repeat(60),
  '\ud800',
  'a\udc00b',
  '<script>window.__xss=1</script>',
  '[x](javascript:alert(1))',
  '__proto__',
  'constructor',
];
const text = fc.oneof(
  { weight: 6, arbitrary: fc.string({ maxLength: 16 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 8 }) },
  { weight: 2, arbitrary: fc.constantFrom(...EDGE_STRINGS) },
);
const nullish = <T>(arb: fc.Arbitrary<T>) => fc.oneof({ weight: 5, arbitrary: arb }, fc.constant(null));
const pool = (prefix: string, n: number) =>
  fc.constantFrom(...Array.from({ length: n }, (_, i) => `${prefix}${i}`));
const listId = pool('L', 7);
const cardId = pool('C', 30);
const labelId = pool('B', 8);
const memberId = pool('M', 5);
const finite = fc.double({ noNaN: true, noDefaultInfinity: true });
const pos = fc.oneof(
  {
    weight: 20,
    arbitrary: fc.oneof(finite, fc.integer(), fc.constantFrom('12.5', '-0', null, Number.MAX_VALUE)),
  },
  // Not numbers: the whole export is refused (import/invalid-file), so rare here; mutations add more.
  fc.constantFrom(' ', 'abc', '1e400', NaN, Infinity),
);
const date = fc.oneof(
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  fc.constantFrom(
    '',
    'soon',
    '2020-13-45',
    '1969-12-31T23:59:59.999Z',
    '+275760-09-13T00:00:00.000Z',
    'x'.repeat(70),
  ),
  fc.constant(null),
);
const color = fc.constantFrom('green', 'sky_dark', 'Not-A-Color', '', 'a'.repeat(21), null);
const url = fc.oneof(
  fc.webUrl(),
  fc.constantFrom(
    'javascript:alert(1)',
    'https://',
    'http://a b',
    'https://x.com ',
    ' https://x.com',
    'HTTPS://EXAMPLE.COM/A',
    'https://x.com/\u0000',
    'https://ex\nample.com',
    `https://${'a'.repeat(600)}.com/`,
    'data:text/html,<script>alert(1)</script>',
    'ftp://example.com/x',
    'https://x.com/\u3000',
    null,
  ),
);
const attachment = fc.record(
  {
    id: nullish(fc.string({ maxLength: 4 })),
    name: nullish(text),
    url,
    isUpload: nullish(fc.boolean()),
    bytes: nullish(fc.oneof(finite, fc.integer())),
    mimeType: nullish(fc.oneof(text, fc.constant('m'.repeat(300)))),
    date,
  },
  { requiredKeys: [] },
);
const cardLabel = fc.record({ id: nullish(labelId), name: nullish(text), color }, { requiredKeys: [] });
const card = fc.record(
  {
    id: cardId,
    idList: listId,
    name: nullish(text),
    desc: nullish(text),
    closed: nullish(fc.boolean()),
    pos,
    due: date,
    dueComplete: nullish(fc.boolean()),
    start: date,
    idLabels: nullish(fc.array(labelId, { maxLength: 4 })),
    labels: nullish(fc.array(cardLabel, { maxLength: 3 })),
    idMembers: nullish(fc.array(memberId, { maxLength: 3 })),
    attachments: nullish(fc.array(attachment, { maxLength: 3 })),
    customFieldItems: nullish(fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 2 })),
    pluginData: nullish(fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 2 })),
    stickers: nullish(fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 2 })),
  },
  { requiredKeys: ['id', 'idList'] },
);
const list = fc.record(
  { id: listId, name: nullish(text), closed: nullish(fc.boolean()), pos },
  { requiredKeys: ['id'] },
);
const checkItem = fc.record(
  { name: nullish(text), state: nullish(fc.constantFrom('complete', 'incomplete', 'x')), pos },
  { requiredKeys: [] },
);
const checklist = fc.record(
  {
    id: pool('K', 8),
    idCard: cardId,
    name: nullish(text),
    pos,
    checkItems: nullish(fc.array(checkItem, { maxLength: 6 })),
  },
  { requiredKeys: ['id', 'idCard'] },
);
const commentAction = fc.record(
  {
    type: fc.constant('commentCard'),
    idMemberCreator: nullish(memberId),
    date,
    data: fc.record(
      {
        text: fc.oneof({ weight: 20, arbitrary: text }, fc.constant(42)),
        card: nullish(fc.record({ id: cardId })),
      },
      { requiredKeys: ['text'] },
    ),
    memberCreator: nullish(fc.record({ fullName: nullish(text) }, { requiredKeys: [] })),
  },
  { requiredKeys: ['type', 'data'] },
);
const action = fc.oneof(
  { weight: 4, arbitrary: commentAction },
  fc.record({
    type: fc.constantFrom('updateCard', 'createList', 'commentCard'),
    data: fc.jsonValue({ maxDepth: 2 }),
  }),
  fc.jsonValue({ maxDepth: 2 }),
);
const trelloExport = fc.record(
  {
    lists: fc.array(list, { maxLength: 7 }),
    cards: fc.array(card, { maxLength: 25 }),
    name: nullish(text),
    desc: nullish(text),
    prefs: nullish(fc.record({ background: color, backgroundColor: nullish(text) }, { requiredKeys: [] })),
    labels: nullish(fc.array(fc.record({ id: labelId, name: nullish(text), color }), { maxLength: 8 })),
    labelNames: nullish(
      fc.dictionary(fc.constantFrom('green', 'red', 'blue', 'x y', '__proto__'), nullish(text)),
    ),
    checklists: nullish(fc.array(checklist, { maxLength: 8 })),
    members: nullish(
      fc.array(fc.record({ id: nullish(memberId), fullName: nullish(text), username: nullish(text) }), {
        maxLength: 5,
      }),
    ),
    actions: nullish(fc.array(action, { maxLength: 8 })),
    customFields: nullish(fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 2 })),
    pluginData: nullish(fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 2 })),
  },
  { requiredKeys: ['lists', 'cards'] },
);

/**
 * A Lanes board file (`format: "lanes-board"`): each field well formed 19 times in 20 (so whole files often are),
 * else one of the odd strings, dates and ranks above; ids from small pools, so duplicates and orphans happen.
 */
const mostly = <T>(good: fc.Arbitrary<T>, bad: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 19, arbitrary: good }, { weight: 1, arbitrary: bad });
const lanesText = mostly<string>(fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,15}$/), text);
const iso = fc
  .date({ min: new Date(0), max: new Date(4e12), noInvalidDate: true })
  .map((d) => d.toISOString());
const lanesDate = mostly<string | null>(iso, date);
const lanesOptionalDate = mostly<string | null>(fc.oneof(fc.constant(null), iso), date);
const rank = mostly<string>(
  fc.constantFrom('a0', 'a1', 'a2', 'a0V', 'Zz', 'b00'),
  fc.constantFrom('', 'r'.repeat(257), ' '),
);
const lanesListId = pool('L', 4);
const lanesCardId = pool('C', 10);
const lanesFile = fc.record(
  {
    format: fc.constant('lanes-board'),
    version: mostly<unknown>(fc.constant(1), fc.constantFrom(0, 2, '1', null)),
    exportedAt: lanesDate,
    board: fc.record(
      {
        id: mostly(fc.constantFrom('board-1', 'b'), fc.constant('')),
        title: lanesText,
        description: lanesText,
        background: mostly(fc.constantFrom('green', 'sky_dark'), color),
        labels: fc.array(fc.record({ id: labelId, name: lanesText, color: fc.constant('red') }), {
          maxLength: 4,
        }),
        createdAt: lanesOptionalDate,
      },
      { requiredKeys: ['id', 'title'] },
    ),
    lists: fc.array(
      fc.record(
        {
          id: lanesListId,
          title: lanesText,
          rank,
          wipLimit: mostly(fc.constant(null), fc.integer()),
          archivedAt: lanesOptionalDate,
        },
        { requiredKeys: ['id', 'title', 'rank'] },
      ),
      { maxLength: 5 },
    ),
    cards: fc.array(
      fc.record(
        {
          id: lanesCardId,
          listId: lanesListId,
          rank,
          title: lanesText,
          description: lanesText,
          labelIds: fc.array(labelId, { maxLength: 3 }),
          memberNames: fc.array(lanesText, { maxLength: 2 }),
          dueAt: lanesOptionalDate,
          dueDone: fc.boolean(),
          checklists: fc.array(
            fc.record({
              id: pool('K', 4),
              title: lanesText,
              items: fc.array(fc.record({ id: pool('I', 6), text: lanesText, done: fc.boolean() }), {
                maxLength: 4,
              }),
            }),
            { maxLength: 2 },
          ),
          archivedAt: lanesOptionalDate,
        },
        { requiredKeys: ['id', 'listId', 'rank', 'title'] },
      ),
      { maxLength: 8 },
    ),
    comments: fc.array(
      fc.record({
        id: pool('O', 6),
        cardId: lanesCardId,
        authorName: mostly(fc.constant(null), text),
        text: lanesText,
        createdAt: lanesDate,
      }),
      { maxLength: 4 },
    ),
    attachments: fc.array(
      fc.record(
        { id: pool('A', 4), cardId: lanesCardId, name: lanesText, url, createdAt: lanesDate },
        { requiredKeys: ['id'] },
      ),
      { maxLength: 3 },
    ),
  },
  { requiredKeys: ['format', 'version', 'board', 'lists', 'cards'] },
);

// ---------------------------------------------------------------------------------------------------------------
// Mutations, described as small records (so a failure prints a readable recipe, not a 1 MB string) and made real
// only when applied.

type Weird =
  | { k: 'value'; v: unknown }
  | { k: 'huge'; n: number; ch: string }
  | { k: 'deep'; depth: number; obj: boolean }
  | { k: 'many'; n: number; of: 'null' | 'object' | 'string' };

const weird: fc.Arbitrary<Weird> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .constantFrom<unknown>(
        null,
        undefined,
        0,
        -1,
        0.5,
        1e21,
        NaN,
        Infinity,
        true,
        '',
        '   ',
        'x',
        '12',
        [],
        {},
      )
      .map((v) => ({ k: 'value' as const, v })),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      k: fc.constant('huge' as const),
      n: fc.constantFrom(TITLE_MAX + 1, TEXT_MAX, TEXT_MAX + 1, 1_000_000),
      ch: fc.constantFrom('x', ' ', 'é', '😀', '<'),
    }),
  },
  fc.record({
    k: fc.constant('deep' as const),
    depth: fc.constantFrom(100, 10_000, 100_000),
    obj: fc.boolean(),
  }),
  fc.record({
    k: fc.constant('many' as const),
    n: fc.constantFrom(1_000, 20_000),
    of: fc.constantFrom('null' as const, 'object' as const, 'string' as const),
  }),
  fc.jsonValue({ maxDepth: 2 }).map((v) => ({ k: 'value' as const, v })),
);

function materialize(w: Weird): unknown {
  switch (w.k) {
    case 'value':
      return w.v;
    case 'huge':
      return w.ch.repeat(w.n);
    case 'deep': {
      // Built iteratively: the nesting is there to break recursive readers, not this test.
      let v: unknown = 'bottom';
      for (let i = 0; i < w.depth; i++) v = w.obj ? { id: v, cards: v } : [v];
      return v;
    }
    case 'many':
      return Array.from({ length: w.n }, (_, i) =>
        w.of === 'null' ? null : w.of === 'object' ? {} : `s${i}`,
      );
  }
}

type Mutation = {
  at: number;
  op: 'delete' | 'set' | 'stretch' | 'duplicate' | 'wrap' | 'root';
  value: Weird;
};
const mutation: fc.Arbitrary<Mutation> = fc.record({
  at: fc.nat(),
  op: fc.constantFrom(
    'delete',
    'set',
    'stretch',
    'stretch',
    'stretch',
    'duplicate',
    'duplicate',
    'duplicate',
    'wrap',
    'root',
  ),
  value: weird,
});

type Container = Record<string, unknown> | unknown[];
interface Slot {
  parent: Container;
  key: string | number;
}

/** Places in `root` a mutation can hit, breadth-bounded and depth-bounded so inserted monsters are not walked. */
function slotsOf(root: unknown, maxDepth = 6, max = 4_000): Slot[] {
  const out: Slot[] = [];
  const walk = (node: unknown, depth: number) => {
    if (depth > maxDepth || out.length >= max || typeof node !== 'object' || node === null) return;
    const container = node as Container;
    const keys = Array.isArray(container) ? container.map((_, i) => i) : Object.keys(container);
    for (const key of keys) {
      out.push({ parent: container, key });
      walk((container as Record<string | number, unknown>)[key], depth + 1);
    }
  };
  walk(root, 0);
  return out;
}

/** Applies `mutations` in turn to a copy of `base` and returns it. */
function mutate(base: unknown, mutations: readonly Mutation[]): unknown {
  let root: unknown = structuredClone(base);
  for (const m of mutations) {
    if (m.op === 'root') {
      root = materialize(m.value);
      continue;
    }
    let slots = slotsOf(root);
    // `stretch` makes one of the export's strings long: a title, description, comment or name over its limit —
    // every other time a description or comment, the texts whose limit refuses a board (titles are shortened).
    if (m.op === 'stretch') {
      slots = slots.filter((s) => typeof (s.parent as Record<string | number, unknown>)[s.key] === 'string');
      const texts = slots.filter((s) => s.key === 'desc' || s.key === 'text');
      if (m.at % 2 === 0 && texts.length > 0) slots = texts;
    }
    const slot = slots[m.at % Math.max(1, slots.length)];
    if (!slot) continue;
    const parent = slot.parent as Record<string | number, unknown>;
    const current = parent[slot.key];
    if (m.op === 'delete') {
      if (Array.isArray(slot.parent)) slot.parent.splice(Number(slot.key), 1);
      else delete parent[slot.key];
    } else if (m.op === 'set') parent[slot.key] = materialize(m.value);
    else if (m.op === 'stretch') {
      // Over the text limit (refused in a description or comment) and the title limit (shortened in a title).
      const n = m.value.k === 'huge' ? m.value.n : TEXT_MAX + 1;
      parent[slot.key] = (m.value.k === 'huge' ? m.value.ch : 'z').repeat(n);
    } else if (m.op === 'wrap') parent[slot.key] = m.value.k === 'value' ? [current] : { value: current };
    else if (Array.isArray(slot.parent)) slot.parent.push(slot.parent[Number(slot.key)]);
    // A duplicated array element keeps its id: a repeated list, card, checklist or label.
    else parent[`${String(slot.key)}`] = current;
  }
  return root;
}

// ---------------------------------------------------------------------------------------------------------------

let tried = 0;
let mapped = 0;
afterAll(() => {
  console.info(
    `trello.fuzz: ${tried.toLocaleString('en-US')} exports tried, ${mapped.toLocaleString('en-US')} of them ` +
      `through the mapper (seed ${SEED})`,
  );
});

it('tries at least 10,000 exports through the mapper', () => {
  expect(MAPPED_RUNS).toBeGreaterThanOrEqual(10_000);
});

describe(`fuzzed Trello import (seed ${SEED})`, () => {
  it(
    `maps ${RUNS.mutated.toLocaleString('en-US')} generated and mutated exports to a plan or a clear refusal`,
    () => {
      const outcomes = new Map<string, number>();
      fc.assert(
        fc.property(trelloExport, fc.array(mutation, { maxLength: 4 }), (base, mutations) => {
          tried += 1;
          const outcome = expectSoundOutcome(mutate(base, mutations));
          outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
        }),
        params(RUNS.mutated),
      );
      // The generator must reach all three outcomes often, or it tests less than it claims.
      console.info('trello.fuzz mutated outcomes:', Object.fromEntries(outcomes));
      for (const outcome of ['plan', 'import/invalid-file', 'limit-exceeded'])
        expect(outcomes.get(outcome) ?? 0).toBeGreaterThan(RUNS.mutated / 50);
    },
    TIMEOUT,
  );

  it(
    `refuses or maps ${RUNS.anything.toLocaleString('en-US')} arbitrary JavaScript values without a crash`,
    () => {
      const anything = fc.anything({
        maxDepth: 4,
        withBigInt: true,
        withDate: true,
        withMap: true,
        withSet: true,
        withNullPrototype: true,
        withObjectString: true,
        withSparseArray: true,
        withTypedArray: true,
        withUnicodeString: true,
      });
      const withKeys = fc.record({
        lists: anything,
        cards: anything,
        actions: anything,
        checklists: anything,
      });
      fc.assert(
        fc.property(fc.oneof(anything, withKeys), (value) => {
          tried += 1;
          expectSoundOutcome(value);
        }),
        params(RUNS.anything),
      );
    },
    TIMEOUT,
  );

  it(
    `handles ${RUNS.json.toLocaleString('en-US')} arbitrary JSON documents`,
    () => {
      fc.assert(
        fc.property(fc.jsonValue({ maxDepth: 5 }), (value) => {
          tried += 1;
          expectSoundOutcome(value);
        }),
        params(RUNS.json),
      );
    },
    TIMEOUT,
  );

  it(
    `handles ${RUNS.text.toLocaleString('en-US')} byte-mutated export files (those that still parse as JSON)`,
    () => {
      const edit = fc.record({
        at: fc.nat(),
        del: fc.nat(3),
        ins: fc.string({ unit: 'binary-ascii', maxLength: 3 }),
      });
      const seedText = JSON.stringify(generateTrelloExport({ cards: 12, lists: 3, seed: 7, comments: 4 }));
      let parsed = 0;
      fc.assert(
        fc.property(
          trelloExport,
          fc.array(edit, { minLength: 1, maxLength: 4 }),
          fc.boolean(),
          (base, edits, own) => {
            tried += 1;
            let file = own ? seedText : JSON.stringify(base);
            for (const e of edits) {
              const at = e.at % (file.length + 1);
              file = file.slice(0, at) + e.ins + file.slice(at + e.del);
            }
            let json: unknown;
            try {
              json = JSON.parse(file);
            } catch {
              return; // The UI refuses it before the mapper (read-file.ts `parseJson`: import/invalid-file).
            }
            parsed += 1;
            expectSoundOutcome(json);
          },
        ),
        params(RUNS.text),
      );
      expect(parsed).toBeGreaterThan(RUNS.text / 20);
    },
    TIMEOUT,
  );

  it(
    `maps or refuses ${RUNS.lanes.toLocaleString('en-US')} generated and mutated Lanes board files`,
    () => {
      const outcomes = new Map<string, number>();
      fc.assert(
        fc.property(lanesFile, fc.array(mutation, { maxLength: 3 }), (base, mutations) => {
          tried += 1;
          const outcome = expectSoundOutcome(mutate(base, mutations));
          outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
        }),
        params(RUNS.lanes),
      );
      console.info('trello.fuzz Lanes-file outcomes:', Object.fromEntries(outcomes));
      expect(outcomes.get('plan') ?? 0).toBeGreaterThan(RUNS.lanes / 50);
      expect(outcomes.get('import/invalid-file') ?? 0).toBeGreaterThan(RUNS.lanes / 50);
    },
    TIMEOUT,
  );

  it(
    'refuses exactly the exports over each limit, and keeps the ones at it',
    () => {
      const LIMITED = [
        'lists',
        'boardCards',
        'listCards',
        'checkItems',
        'labels',
        'checklists',
        'desc',
        'comment',
      ] as const;
      // A card title over 512 characters is shortened (its full text kept in the description), as names are.
      const SHORTENED = ['title', 'labelName', 'personName', 'attachmentName'] as const;
      fc.assert(
        fc.property(
          fc.constantFrom(...LIMITED, ...SHORTENED),
          fc.integer({ min: -2, max: 2 }),
          fc.nat(3),
          (what, delta, archived) => {
            tried += 1;
            const { json, limit } = atLimit(what, delta, archived);
            if ((LIMITED as readonly string[]).includes(what)) {
              expect(expectSoundOutcome(json)).toBe(delta > 0 ? 'limit-exceeded' : 'plan');
              if (delta > 0)
                expect(() => mapTrelloExport(json)).toThrow(new RegExp(limit.toLocaleString('en-US')));
            } else {
              // Names are shortened, not refused, and the report says so.
              expect(expectSoundOutcome(json)).toBe('plan');
              const { report } = mapTrelloExport(json);
              expect(report.skipped.some((s) => s.kind.startsWith('long'))).toBe(delta > 0);
            }
          },
        ),
        params(RUNS.limits),
      );
    },
    TIMEOUT,
  );

  it(
    'maps the generated 5,000-card board (generate-trello-export.ts) whole',
    () => {
      const json = generateTrelloExport({
        cards: OPEN_CARDS_PER_BOARD,
        lists: 50,
        seed: SEED,
        archivedCards: 30,
      });
      expect(expectSoundOutcome(json)).toBe('plan');
      const { report } = mapTrelloExport(json);
      expect(report.cards).toEqual({ open: OPEN_CARDS_PER_BOARD, archived: 30 });
      expect(report.lists).toEqual({ open: 50, archived: 0 });
      expect(report.comments).toBe(1_000);
      // ~20% of cards with a checklist of 3–8 items, as the generator promises.
      expect(report.checklists / 5_030).toBeGreaterThan(0.15);
      expect(report.checklists / 5_030).toBeLessThan(0.3);
    },
    TIMEOUT,
  );
});

/** A minimal export with `limit + delta` of `what` (and `archived` archived extras that never count). */
function atLimit(what: string, delta: number, archived: number): { json: unknown; limit: number } {
  const lists = [
    { id: 'L0', name: 'A', pos: 1 },
    { id: 'L1', name: 'B', pos: 2 },
  ];
  const cards = (n: number, split: boolean) =>
    Array.from({ length: n }, (_, i) => ({
      id: `c${i}`,
      idList: split && i % 2 ? 'L1' : 'L0',
      name: `Card ${i}`,
      pos: i,
    }));
  const withArchivedCards = (open: ReturnType<typeof cards>) => [
    ...open,
    ...Array.from({ length: archived }, (_, i) => ({
      id: `a${i}`,
      idList: 'L0',
      name: 'Old',
      closed: true,
      pos: -i,
    })),
  ];
  const one = [{ id: 'c0', idList: 'L0', name: 'Card' }];
  switch (what) {
    case 'lists': {
      const n = OPEN_LISTS_PER_BOARD + delta;
      const all = Array.from({ length: n + archived }, (_, i) => ({
        id: `L${i}`,
        name: `List ${i}`,
        closed: i >= n,
        pos: i,
      }));
      return { json: { lists: all, cards: [] }, limit: OPEN_LISTS_PER_BOARD };
    }
    case 'boardCards':
      return {
        json: { lists, cards: withArchivedCards(cards(OPEN_CARDS_PER_BOARD + delta, true)) },
        limit: OPEN_CARDS_PER_BOARD,
      };
    case 'listCards':
      return {
        json: { lists, cards: withArchivedCards(cards(OPEN_CARDS_PER_LIST + delta, false)) },
        limit: OPEN_CARDS_PER_LIST,
      };
    case 'checkItems': {
      const checkItems = Array.from({ length: CHECK_ITEMS_PER_CHECKLIST + delta }, (_, i) => ({
        name: `i${i}`,
        pos: i,
      }));
      return {
        json: { lists, cards: one, checklists: [{ id: 'K', idCard: 'c0', checkItems }] },
        limit: CHECK_ITEMS_PER_CHECKLIST,
      };
    }
    case 'labels': {
      const labels = Array.from({ length: LABELS_PER_BOARD + delta }, (_, i) => ({
        id: `b${i}`,
        name: `l${i}`,
        color: 'red',
      }));
      return { json: { lists, cards: one, labels }, limit: LABELS_PER_BOARD };
    }
    case 'checklists': {
      const checklists = Array.from({ length: CHECKLISTS_PER_CARD + delta }, (_, i) => ({
        id: `K${i}`,
        idCard: 'c0',
        pos: i,
      }));
      return { json: { lists, cards: one, checklists }, limit: CHECKLISTS_PER_CARD };
    }
    case 'title':
      return {
        json: { lists, cards: [{ ...one[0], name: 't'.repeat(TITLE_MAX + delta) }] },
        limit: TITLE_MAX,
      };
    case 'desc':
      return { json: { lists, cards: [{ ...one[0], desc: 'd'.repeat(TEXT_MAX + delta) }] }, limit: TEXT_MAX };
    case 'comment': {
      const actions = [
        { type: 'commentCard', data: { text: 'c'.repeat(TEXT_MAX + delta), card: { id: 'c0' } } },
      ];
      return { json: { lists, cards: one, actions }, limit: TEXT_MAX };
    }
    case 'labelName':
      return {
        json: { lists, cards: one, labels: [{ id: 'b', name: 'n'.repeat(100 + delta), color: 'red' }] },
        limit: 100,
      };
    case 'personName': {
      const members = [{ id: 'm', fullName: 'p'.repeat(100 + delta) }];
      return { json: { lists, cards: [{ ...one[0], idMembers: ['m'] }], members }, limit: 100 };
    }
    default: {
      const attachments = [{ name: 'a'.repeat(TITLE_MAX + delta), url: 'https://example.com/a' }];
      return { json: { lists, cards: [{ ...one[0], attachments }] }, limit: TITLE_MAX };
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Through the local adapter: whole or nothing.

const DB_NAME = `lanes-fuzz-import-${SEED}`;
const STORES = ['boards', 'lists', 'cards', 'comments', 'attachments', 'activity'] as const;
type Counts = Record<(typeof STORES)[number], number>;

/** Rows per table of the local database, read with the raw IndexedDB API (so nothing of Dexie's caches helps). */
function countRows(): Promise<Counts> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(DB_NAME);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const tx = db.transaction([...STORES], 'readonly');
      const counts = {} as Counts;
      for (const store of STORES) {
        const request = tx.objectStore(store).count();
        request.onsuccess = () => (counts[store] = request.result);
      }
      tx.oncomplete = () => {
        db.close();
        resolve(counts);
      };
      tx.onerror = () => reject(tx.error);
    };
  });
}

type Fault =
  | { kind: 'none' }
  | { kind: 'throwOnProgress'; call: number }
  | { kind: 'clashWithStored'; table: 'lists' | 'cards' | 'comments' | 'attachments' }
  | { kind: 'duplicateInPlan' }
  | { kind: 'dangling' };

const fault: fc.Arbitrary<Fault> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ kind: 'none' as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('throwOnProgress' as const), call: fc.nat(6) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('clashWithStored' as const),
      table: fc.constantFrom('lists' as const, 'cards' as const, 'comments' as const, 'attachments' as const),
    }),
  },
  fc.constant({ kind: 'duplicateInPlan' as const }),
  fc.constant({ kind: 'dangling' as const }),
);

describe(`fuzzed import through the local adapter (seed ${SEED})`, () => {
  let backend: Backend;
  /** Ids already stored by earlier runs, per table: reusing one makes a write fail half-way through. */
  const stored = {
    lists: [] as string[],
    cards: [] as string[],
    comments: [] as string[],
    attachments: [] as string[],
  };

  beforeAll(async () => {
    backend = createLocalBackend({
      dbName: DB_NAME,
      passwordIterations: 1_000,
      sessionStorage: memoryStorage(),
      localStorage: memoryStorage(),
    });
    await backend.auth.signUp({ email: 'fuzz@example.test', password: 'fuzz-password', displayName: 'Fuzz' });
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        const request = indexedDB.deleteDatabase(DB_NAME);
        request.onsuccess = request.onerror = request.onblocked = () => resolve();
      }),
  );

  it(
    'reports a stored import as stored even when the progress observer throws on its last report',
    async () => {
      // Found by this fuzz (throwOnProgress on the final `done` call): the board was stored, yet importBoard
      // rejected with a raw Error, so a caller would have retried and made a second board.
      const { plan } = mapTrelloExport(generateTrelloExport({ cards: 5, lists: 2, seed: 3 }));
      const before = await countRows();
      const boardId = await backend.boards.importBoard(plan, (p) => {
        if (p.phase === 'done') throw new Error('observer failure');
      });
      expect(boardId).toEqual(expect.any(String));
      expect((await countRows()).boards - before.boards).toBe(1);
    },
    TIMEOUT,
  );

  it(
    `imports ${RUNS.adapter} plans whole or leaves nothing, whatever fails on the way`,
    async () => {
      const shape = fc.record({
        seed: fc.nat(),
        cards: fc.nat(60),
        lists: fc.integer({ min: 1, max: 6 }),
        comments: fc.nat(30),
        archivedCards: fc.nat(5),
        archivedLists: fc.nat(2),
      });
      await fc.assert(
        fc.asyncProperty(shape, fault, async (options, f) => {
          tried += 1;
          const { plan } = mapTrelloExport(generateTrelloExport(options));
          const mustFail = applyFault(plan, f, stored);
          const before = await countRows();
          const written = writeCounter.documentsWritten;
          let calls = 0;
          const onProgress = () => {
            if (f.kind === 'throwOnProgress' && calls++ === f.call)
              throw new Error('injected progress failure');
          };
          const total =
            1 + plan.lists.length + plan.cards.length + plan.comments.length + plan.attachments.length;
          let outcome: 'stored' | AppError;
          try {
            await backend.boards.importBoard(plan, onProgress);
            outcome = 'stored';
          } catch (e) {
            if (!(e instanceof AppError)) throw new Error(`not an AppError: ${String(e)}`, { cause: e });
            outcome = e;
          }
          const after = await countRows();
          const delta = Object.fromEntries(STORES.map((s) => [s, after[s] - before[s]]));
          if (outcome === 'stored') {
            expect(mustFail, `fault ${f.kind} should have failed the import`).toBe(false);
            expect(delta).toEqual({
              boards: 1,
              lists: plan.lists.length,
              cards: plan.cards.length,
              comments: plan.comments.length,
              attachments: plan.attachments.length,
              activity: 1,
            });
            expect(writeCounter.documentsWritten - written).toBe(total);
            stored.lists.push(...plan.lists.map((r) => r.id));
            stored.cards.push(...plan.cards.map((r) => r.id));
            stored.comments.push(...plan.comments.map((r) => r.id));
            stored.attachments.push(...plan.attachments.map((r) => r.id));
          } else {
            // Never half a board: not one row of it anywhere, and nothing counted as written.
            expect(delta, `${outcome.code}: ${outcome.message}`).toEqual({
              boards: 0,
              lists: 0,
              cards: 0,
              comments: 0,
              attachments: 0,
              activity: 0,
            });
            expect(writeCounter.documentsWritten - written).toBe(0);
          }
        }),
        params(RUNS.adapter),
      );
    },
    TIMEOUT,
  );
});

/** Breaks `plan` as `f` says (in place); returns whether the import must then fail. */
function applyFault(
  plan: BoardPlan,
  f: Fault,
  stored: Record<'lists' | 'cards' | 'comments' | 'attachments', string[]>,
): boolean {
  switch (f.kind) {
    case 'none':
    case 'throwOnProgress':
      return false;
    case 'clashWithStored': {
      const rows = plan[f.table];
      const old = stored[f.table][0];
      const last = rows.at(-1);
      if (!old || !last) return false;
      // The last row of its table: everything before it is already written when the clash is found.
      const previous = last.id;
      last.id = old;
      if (f.table === 'lists') for (const c of plan.cards) if (c.listId === previous) c.listId = old;
      if (f.table === 'cards')
        for (const r of [...plan.comments, ...plan.attachments]) if (r.cardId === previous) r.cardId = old;
      return true;
    }
    case 'duplicateInPlan': {
      const [a, b] = plan.cards;
      if (!a || !b) return false;
      b.id = a.id;
      return true;
    }
    case 'dangling': {
      const comment = plan.comments[0];
      if (comment) comment.cardId = 'no-such-card';
      else if (plan.cards[0]) plan.cards[0].listId = 'no-such-list';
      else return false;
      return true;
    }
  }
}
