// @vitest-environment node
/// <reference types="node" />
// The Trello importer against every real export in shared/fixtures/trello (counts taken independently from the raw
// JSON here), and against hand-made exports for old formats, broken files and limits.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { compareRank } from '../ordering';
import { boardPlanSchema } from './plan';
import type { BoardPlan } from './plan';
import { mapTrelloExport } from './trello';

/** The repo root; CI clones `shared/` beside it, so fixtures are found relative to it, never by absolute path. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const fixturesDir = path.join(repoRoot, '..', 'shared', 'fixtures', 'trello');
/** The real exports are beside the repository in CI and here, not in a clone of Lanes alone. */
export const haveFixtures = existsSync(fixturesDir);
if (!haveFixtures) console.warn(`SKIPPED: the real Trello exports (${fixturesDir} is not there)`);
const fixtureFiles = haveFixtures
  ? readdirSync(fixturesDir)
      .filter((name) => name.endsWith('.json'))
      .sort()
  : [];

/** The parts of a raw export these tests read, typed just enough to count them. */
interface Raw {
  name: string;
  lists: { id: string; name: string; closed: boolean; pos: number }[];
  cards: {
    id: string;
    idList: string;
    name: string;
    desc: string;
    closed: boolean;
    pos: number;
    due: string | null;
    dueComplete: boolean;
    idLabels: string[];
    idMembers: string[];
    labels?: { id?: string; name: string; color: string | null }[];
    [key: string]: unknown;
  }[];
  labels?: { id: string; name: string; color: string | null }[];
  labelNames?: Record<string, string>;
  checklists: {
    id: string;
    idCard: string;
    name: string;
    pos: number;
    checkItems: { id: string; name: string; state: string; pos: number }[];
  }[];
  actions: {
    id?: string;
    type: string;
    date?: string;
    data: Record<string, unknown>;
    [key: string]: unknown;
  }[];
  members?: { id: string; fullName: string; username: string }[];
  [key: string]: unknown;
}

function load(name: string): Raw {
  return JSON.parse(readFileSync(path.join(fixturesDir, name), 'utf8')) as Raw;
}

const byPos = <T extends { pos: number }>(items: T[]): T[] => [...items].sort((a, b) => a.pos - b.pos);
const byRank = <T extends { id: string; rank: string }>(items: T[]): T[] => [...items].sort(compareRank);
const listTitle = (name: string) => name.trim() || 'Untitled list';
const cardTitle = (name: string) => name.trim() || 'Untitled card';

/** The plan's cards per list, both in display order: [list, its cards sorted by rank][] with lists by rank. */
function planBoard(plan: BoardPlan) {
  return byRank(plan.lists).map((list) => ({
    list,
    cards: byRank(plan.cards.filter((c) => c.listId === list.id)),
  }));
}

describe.skipIf(!haveFixtures).each(fixtureFiles)('real Trello export %s', (file) => {
  const raw = load(file);
  const { plan, report } = mapTrelloExport(raw);

  it('reports the counts taken from the raw JSON', () => {
    const cardIds = new Set(raw.cards.map((c) => c.id));
    const checklists = raw.checklists.filter((cl) => cardIds.has(cl.idCard));
    const comments = raw.actions.filter(
      (a) => a.type === 'commentCard' && cardIds.has((a.data.card as { id: string }).id),
    );
    expect(report.lists).toEqual({
      open: raw.lists.filter((l) => !l.closed).length,
      archived: raw.lists.filter((l) => l.closed).length,
    });
    expect(report.cards).toEqual({
      open: raw.cards.filter((c) => !c.closed).length,
      archived: raw.cards.filter((c) => c.closed).length,
    });
    expect(report.checklists).toBe(checklists.length);
    expect(report.checkItems).toBe(checklists.reduce((n, cl) => n + cl.checkItems.length, 0));
    expect(report.comments).toBe(comments.length);
    expect(report.labels).toBe(raw.labels?.length);
    expect(plan.board.labels).toHaveLength(report.labels);
    expect(Object.keys(report)).toEqual([
      'lists',
      'cards',
      'labels',
      'checklists',
      'checkItems',
      'comments',
      'skipped',
    ]);
  });

  it('produces a plan the boards port accepts', () => {
    expect(boardPlanSchema.safeParse(plan).success).toBe(true);
    expect(plan.board.title).toBe(raw.name.trim());
  });

  it("keeps Trello's order of lists, and of cards within each list", () => {
    const board = planBoard(plan);
    expect(board.map(({ list }) => [list.title, list.archived])).toEqual(
      byPos(raw.lists).map((l) => [listTitle(l.name), l.closed]),
    );
    byPos(raw.lists).forEach((trelloList, i) => {
      const expected = byPos(raw.cards.filter((c) => c.idList === trelloList.id));
      expect(board[i]?.cards.map((c) => [c.title, c.archived])).toEqual(
        expected.map((c) => [cardTitle(c.name), c.closed]),
      );
    });
  });

  it('carries over labels, dates, descriptions and checklists of every card', () => {
    const board = planBoard(plan);
    const labelsById = new Map(plan.board.labels.map((l) => [l.id, l]));
    byPos(raw.lists).forEach((trelloList, i) => {
      byPos(raw.cards.filter((c) => c.idList === trelloList.id)).forEach((trelloCard, j) => {
        const card = board[i]?.cards[j];
        expect(card).toBeDefined();
        if (!card) return;
        const trelloLabels = (raw.labels ?? []).filter((l) => trelloCard.idLabels.includes(l.id));
        expect(card.labelIds.map((id) => labelsById.get(id)?.name).sort()).toEqual(
          trelloLabels.map((l) => l.name).sort(),
        );
        expect(card.labelIds.map((id) => labelsById.get(id)?.color).sort()).toEqual(
          trelloLabels.map((l) => l.color ?? 'gray').sort(),
        );
        expect(card.dueAt).toBe(trelloCard.due ? Date.parse(trelloCard.due) : null);
        expect(card.dueDone).toBe(trelloCard.dueComplete);
        expect(card.description).toBe(trelloCard.desc);
        const checklists = byPos(raw.checklists.filter((cl) => cl.idCard === trelloCard.id));
        expect(
          card.checklists.map((cl) => [cl.title, cl.items.map((item) => [item.text, item.done])]),
        ).toEqual(
          checklists.map((cl) => [
            cl.name.trim(),
            byPos(cl.checkItems).map((item) => [item.name.trim(), item.state === 'complete']),
          ]),
        );
      });
    });
  });

  it('gives every object a fresh id', () => {
    const ids = [
      ...plan.lists.map((l) => l.id),
      ...plan.cards.map((c) => c.id),
      ...plan.board.labels.map((l) => l.id),
      ...plan.cards.flatMap((c) => c.checklists.map((cl) => cl.id)),
    ];
    const trelloIds = new Set(
      [...raw.lists, ...raw.cards, ...(raw.labels ?? []), ...raw.checklists].map((x) => x.id),
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => trelloIds.has(id))).toEqual([]);
  });
});

/** A small modern export: two lists, three cards, one label, one checklist, one comment. */
function sample(): Raw {
  return {
    name: 'Sample',
    prefs: { background: 'green', backgroundColor: '#519839' },
    labels: [{ id: 'lab1', name: 'Urgent', color: 'red' }],
    lists: [
      { id: 'L2', name: 'Doing', closed: false, pos: 200 },
      { id: 'L1', name: 'To do', closed: false, pos: 100 },
    ],
    cards: [
      { ...card('c1', 'L1', 'First', 10), idLabels: ['lab1'], due: '2024-05-01T10:00:00.000Z' },
      card('c2', 'L1', 'Second', 20),
      card('c3', 'L2', 'Third', 5),
    ],
    checklists: [
      {
        id: 'cl1',
        idCard: 'c1',
        name: 'Steps',
        pos: 1,
        checkItems: [
          { id: 'i2', name: 'Two', state: 'incomplete', pos: 2 },
          { id: 'i1', name: 'One', state: 'complete', pos: 1 },
        ],
      },
    ],
    members: [{ id: 'm1', fullName: 'Ada Lovelace', username: 'ada' }],
    actions: [
      {
        id: 'a1',
        type: 'commentCard',
        idMemberCreator: 'm1',
        date: '2024-01-02T00:00:00.000Z',
        data: { text: 'Hello', card: { id: 'c1' } },
      },
    ],
  };
}

function card(id: string, idList: string, name: string, pos: number): Raw['cards'][number] {
  return {
    id,
    idList,
    name,
    desc: '',
    closed: false,
    pos,
    due: null,
    dueComplete: false,
    idLabels: [],
    idMembers: [],
  };
}

function thrown(input: unknown): AppError {
  try {
    mapTrelloExport(input);
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    return e as AppError;
  }
  throw new Error('expected mapTrelloExport to throw');
}

describe('mapTrelloExport on hand-made exports', () => {
  it('maps a small export', () => {
    const { plan, report } = mapTrelloExport(sample());
    expect(boardPlanSchema.safeParse(plan).success).toBe(true);
    expect(plan.board).toMatchObject({ title: 'Sample', background: 'green' });
    const board = planBoard(plan);
    expect(board.map(({ list, cards }) => [list.title, cards.map((c) => c.title)])).toEqual([
      ['To do', ['First', 'Second']],
      ['Doing', ['Third']],
    ]);
    const first = board[0]?.cards[0];
    expect(first?.labelIds).toEqual([plan.board.labels[0]?.id]);
    expect(plan.board.labels[0]).toMatchObject({ name: 'Urgent', color: 'red' });
    expect(first?.dueAt).toBe(Date.UTC(2024, 4, 1, 10));
    expect(first?.checklists[0]?.items.map((i) => [i.text, i.done])).toEqual([
      ['One', true],
      ['Two', false],
    ]);
    expect(plan.comments).toEqual([
      expect.objectContaining({ cardId: first?.id, authorName: 'Ada Lovelace', text: 'Hello' }),
    ]);
    expect(report).toEqual({
      lists: { open: 2, archived: 0 },
      cards: { open: 3, archived: 0 },
      labels: 1,
      checklists: 1,
      checkItems: 2,
      comments: 1,
      skipped: [],
    });
  });

  it('refuses what is not a Trello export with import/invalid-file naming the problem', () => {
    const cases: [unknown, string][] = [
      [null, 'This is not a Trello board export: the file holds null, not an object.'],
      [[], 'This is not a Trello board export: the file holds an array, not an object.'],
      [42, 'This is not a Trello board export: the file holds a number, not an object.'],
      ['{}', 'This is not a Trello board export: the file holds a string, not an object.'],
      [{}, 'This is not a Trello board export: "lists" is missing.'],
      [{ ...sample(), lists: 'x' }, 'This is not a Trello board export: "lists" should be an array.'],
    ];
    const noLists: Partial<Raw> = sample();
    delete noLists.lists;
    cases.push([noLists, 'This is not a Trello board export: "lists" is missing.']);
    const badCard = sample();
    (badCard.cards[2] as Record<string, unknown>).idList = 7;
    cases.push([badCard, 'cards[2].idList should be a string.']);
    const noId = sample();
    delete (noId.lists[1] as Partial<Raw['lists'][number]>).id;
    cases.push([noId, 'lists[1].id is missing.']);
    const badPos = sample();
    (badPos.lists[0] as Record<string, unknown>).pos = 'top';
    cases.push([badPos, 'lists[0].pos should be a number.']);
    const badComment = sample();
    (badComment.actions[0] as { data: Record<string, unknown> }).data.text = 5;
    cases.push([badComment, 'actions[0].data.text should be a string.']);
    for (const [input, message] of cases) {
      const error = thrown(input);
      expect(error.code).toBe('import/invalid-file');
      expect(error.message).toBe(message);
    }
  });

  it('throws only AppError, whatever the JSON', () => {
    const weird: unknown[] = [undefined, true, '', 0, { lists: [], cards: {} }, { lists: [[]], cards: [] }];
    weird.push(JSON.parse(`${'['.repeat(50_000)}${']'.repeat(50_000)}`));
    weird.push({ ...sample(), cards: JSON.parse(`${'['.repeat(50_000)}${']'.repeat(50_000)}`) });
    weird.push({ ...sample(), name: 'x'.repeat(20_000_000) });
    // Every field of a card, a list, a checklist and the board swapped for every JSON type.
    const values = [null, 0, -1, 1.5, '', '1', 'x', [], [null], {}, { id: 1 }, true];
    const targets: ((raw: Raw) => Record<string, unknown>)[] = [
      (raw) => raw,
      (raw) => raw.lists[0] as unknown as Record<string, unknown>,
      (raw) => raw.cards[0] as unknown as Record<string, unknown>,
      (raw) => raw.checklists[0] as unknown as Record<string, unknown>,
      (raw) => raw.actions[0] as unknown as Record<string, unknown>,
    ];
    for (const target of targets) {
      for (const key of [...Object.keys(target(sample())), 'attachments', 'labels', 'start']) {
        for (const value of values) {
          const raw = sample();
          target(raw)[key] = value;
          weird.push(raw);
        }
      }
    }
    for (const input of weird) {
      try {
        const { plan } = mapTrelloExport(input);
        expect(boardPlanSchema.safeParse(plan).success).toBe(true);
      } catch (e) {
        expect(e).toBeInstanceOf(AppError);
        expect(['import/invalid-file', 'limit-exceeded']).toContain((e as AppError).code);
      }
    }
  });

  it('refuses a board over a limit with limit-exceeded naming the limit and the item', () => {
    const lists = sample();
    lists.lists = Array.from({ length: 501 }, (_, i) => ({
      id: `L${i}`,
      name: `L${i}`,
      closed: false,
      pos: i,
    }));
    lists.cards = [];
    expect(thrown(lists)).toMatchObject({
      code: 'limit-exceeded',
      message: "The board has 501 open lists; the limit is 500 open lists per board (Trello's limit).",
    });
    lists.lists.push(
      ...Array.from({ length: 300 }, (_, i) => ({ id: `A${i}`, name: 'a', closed: true, pos: i })),
    );
    lists.lists[0] = { id: 'L0', name: 'L0', closed: true, pos: 0 };
    expect(mapTrelloExport(lists).report.lists).toEqual({ open: 500, archived: 301 });

    const items = sample();
    const checklist = items.checklists[0];
    if (!checklist) throw new Error('sample has a checklist');
    checklist.checkItems = Array.from({ length: 201 }, (_, i) => ({
      id: `i${i}`,
      name: 'x',
      state: 'complete',
      pos: i,
    }));
    expect(thrown(items)).toMatchObject({ code: 'limit-exceeded' });
    expect(thrown(items).message).toBe(
      'Checklist "Steps" on card "First" has 201 items; the limit is 200 check items per checklist (Trello\'s limit).',
    );
    checklist.checkItems.pop();
    expect(mapTrelloExport(items).report.checkItems).toBe(200);

    const desc = sample();
    (desc.cards[0] as Raw['cards'][number]).desc = 'd'.repeat(16_385);
    expect(thrown(desc).message).toMatch(
      /^The description of card "First" in list "To do" .* 16,384 characters per description/,
    );

    const comment = sample();
    (comment.actions[0] as { data: Record<string, unknown> }).data.text = 'c'.repeat(16_385);
    expect(thrown(comment).message).toMatch(/^A comment on card "First" .* 16,384 characters per comment/);

    const cards = sample();
    cards.cards = Array.from({ length: 5_001 }, (_, i) => card(`c${i}`, i % 2 ? 'L1' : 'L2', 'c', i));
    expect(thrown(cards).message).toBe(
      "The board has 5,001 open cards; the limit is 5,000 open cards per board (Trello's limit).",
    );
    (cards.cards[0] as Raw['cards'][number]).closed = true;
    expect(mapTrelloExport(cards).report.cards).toEqual({ open: 5_000, archived: 1 });

    const labels = sample();
    labels.labels = Array.from({ length: 1_001 }, (_, i) => ({ id: `l${i}`, name: '', color: 'red' }));
    expect(thrown(labels).message).toBe(
      "The board has 1,001 labels; the limit is 1,000 labels per board (Trello's limit).",
    );
  });

  it.skipIf(!haveFixtures)(
    'imports a 2015-style export: no top-level labels or limits, labels named by labelNames and on cards',
    () => {
      const old = load('stonekw-board-2020.json');
      const labelsById = new Map((old.labels ?? []).map((l) => [l.id, l]));
      for (const c of old.cards) {
        c.labels = c.idLabels.map((id) => {
          const label = labelsById.get(id);
          return { name: label?.name ?? '', color: label?.color ?? null };
        });
        for (const key of ['idLabels', 'start', 'cover', 'dueComplete', 'limits']) delete c[key];
      }
      for (const key of ['labels', 'limits', 'customFields']) delete old[key];
      const { plan, report } = mapTrelloExport(old);
      expect(boardPlanSchema.safeParse(plan).success).toBe(true);
      // labelNames names green, purple and sky; cards add the colours they use without a name.
      const expected = new Set<string>();
      for (const [color, name] of Object.entries(old.labelNames ?? {}))
        if (name) expected.add(`${color}:${name}`);
      for (const c of old.cards)
        for (const l of c.labels ?? []) expected.add(`${l.color ?? 'gray'}:${l.name}`);
      expect(new Set(plan.board.labels.map((l) => `${l.color}:${l.name}`))).toEqual(expected);
      expect(report.labels).toBe(expected.size);
      expect(report.cards).toEqual({ open: 41, archived: 1 });
      const names = new Map(plan.board.labels.map((l) => [l.id, `${l.color}:${l.name}`]));
      const withLabels = plan.cards.filter((c) => c.labelIds.length > 0);
      expect(withLabels.length).toBe(old.cards.filter((c) => (c.labels ?? []).length > 0).length);
      expect(withLabels.every((c) => c.labelIds.every((id) => names.has(id)))).toBe(true);
      expect(report.skipped).toEqual([]);
    },
  );

  it('keeps the first of repeated ids and reports the rest', () => {
    const raw = sample();
    raw.lists.push({ id: 'L1', name: 'Again', closed: false, pos: 1 });
    raw.cards.push(card('c1', 'L2', 'Copy', 1), card('c1', 'L2', 'Copy 2', 2));
    raw.labels?.push({ id: 'lab1', name: 'Other', color: 'blue' });
    raw.checklists.push({ id: 'cl1', idCard: 'c2', name: 'Dup', pos: 0, checkItems: [] });
    const { plan, report } = mapTrelloExport(raw);
    expect(plan.lists.map((l) => l.title).sort()).toEqual(['Doing', 'To do']);
    expect(plan.cards.map((c) => c.title).sort()).toEqual(['First', 'Second', 'Third']);
    expect(plan.board.labels.map((l) => l.name)).toEqual(['Urgent']);
    expect(report.checklists).toBe(1);
    expect(report.skipped).toEqual([
      { kind: 'duplicateList', count: 1 },
      { kind: 'duplicateCard', count: 2 },
      { kind: 'duplicateLabel', count: 1 },
      { kind: 'duplicateChecklist', count: 1 },
    ]);
  });

  it('leaves out cards whose list is missing, with their checklists and comments', () => {
    const raw = sample();
    raw.cards.push(card('c9', 'nowhere', 'Lost', 1));
    raw.checklists.push({ id: 'cl9', idCard: 'c9', name: 'Lost', pos: 1, checkItems: [] });
    raw.actions.push({ type: 'commentCard', data: { text: 'Where?', card: { id: 'c9' } } });
    raw.actions.push({ type: 'commentCard', data: { text: 'Gone', card: { id: 'deleted' } } });
    const { plan, report } = mapTrelloExport(raw);
    expect(plan.cards.map((c) => c.title)).not.toContain('Lost');
    expect(report).toMatchObject({ cards: { open: 3, archived: 0 }, checklists: 1, comments: 1 });
    expect(report.skipped).toEqual([
      { kind: 'orphanCard', count: 1 },
      { kind: 'orphanChecklist', count: 1 },
      { kind: 'orphanComment', count: 2 },
    ]);
  });

  it('keeps attachments as links and notes uploads, extras and the actions cap', () => {
    const raw = sample();
    Object.assign(raw.cards[0] as Raw['cards'][number], {
      attachments: [
        {
          id: 'a',
          name: 'spec.pdf',
          url: 'https://trello.com/x/spec.pdf',
          isUpload: true,
          bytes: 1234,
          mimeType: 'application/pdf',
          date: '2024-01-01T00:00:00Z',
        },
        { id: 'b', name: '', url: 'https://example.com/page', isUpload: false, bytes: null, mimeType: null },
        { id: 'c', name: 'bad', url: 'javascript:alert(1)', isUpload: false },
      ],
      customFieldItems: [{ id: 'f' }],
      stickers: [{ id: 's' }, { id: 't' }],
    });
    raw.customFields = [{ id: 'cf' }];
    raw.pluginData = [{ id: 'p' }];
    raw.actions.push(...Array.from({ length: 999 }, () => ({ type: 'updateCard', data: {} })));
    const { plan, report } = mapTrelloExport(raw);
    expect(plan.attachments).toEqual([
      expect.objectContaining({
        name: 'spec.pdf',
        url: 'https://trello.com/x/spec.pdf',
        contentType: 'application/pdf',
        size: 1234,
        createdAt: Date.UTC(2024, 0, 1),
      }),
      expect.objectContaining({
        name: 'https://example.com/page',
        contentType: 'application/octet-stream',
        size: 0,
      }),
    ]);
    expect(report.skipped).toEqual([
      { kind: 'uploadedAttachment', count: 1 },
      { kind: 'badLink', count: 1 },
      { kind: 'actionsCap', count: 1_000 },
      // A field without a type and a value naming no field: what the custom-field import cannot read.
      { kind: 'customField', count: 1 },
      { kind: 'customFieldValue', count: 1 },
      { kind: 'powerUpData', count: 1 },
      { kind: 'sticker', count: 2 },
    ]);
  });

  it('names comment authors from the action, the members list or "Trello user"', () => {
    const raw = sample();
    raw.actions = [
      {
        type: 'commentCard',
        date: '2024-01-03T00:00:00Z',
        memberCreator: { fullName: 'Grace' },
        data: { text: 'c', card: { id: 'c1' } },
      },
      {
        type: 'commentCard',
        date: '2024-01-02T00:00:00Z',
        idMemberCreator: 'm1',
        data: { text: 'b', card: { id: 'c1' } },
      },
      {
        type: 'commentCard',
        date: '2024-01-01T00:00:00Z',
        idMemberCreator: 'zz',
        data: { text: 'a', card: { id: 'c1' } },
      },
    ];
    const { plan } = mapTrelloExport(raw);
    expect(plan.comments.map((c) => [c.text, c.authorName])).toEqual([
      ['a', 'Trello user'],
      ['b', 'Ada Lovelace'],
      ['c', 'Grace'],
    ]);
  });

  it('fills in what old or odd exports leave out', () => {
    const raw = sample();
    raw.prefs = { background: '5e4b1d0c2b', backgroundColor: '#000' };
    raw.labels = [{ id: 'lab1', name: 'Grey', color: null }];
    raw.lists = [
      { id: 'L1', name: '  ', closed: false, pos: '2' as unknown as number },
      { id: 'L2', name: 'B', closed: false, pos: 1 },
    ];
    for (const c of raw.cards) delete (c as Partial<Raw['cards'][number]>).pos;
    (raw.cards[1] as Raw['cards'][number]).name = '';
    (raw.cards[0] as Raw['cards'][number]).idMembers = ['m1', 'ghost'];
    const { plan, report } = mapTrelloExport(raw);
    expect(plan.board.background).toBe('blue');
    expect(plan.board.labels[0]?.color).toBe('gray');
    const board = planBoard(plan);
    expect(board.map(({ list, cards }) => [list.title, cards.map((c) => c.title)])).toEqual([
      ['B', ['Third']],
      ['Untitled list', ['First', 'Untitled card']],
    ]);
    expect(board[1]?.cards[0]?.memberNames).toEqual(['Ada Lovelace']);
    expect(report.skipped).toEqual([{ kind: 'unknownMember', count: 1 }]);
  });
});
