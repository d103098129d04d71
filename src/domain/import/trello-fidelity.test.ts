// @vitest-environment node
/// <reference types="node" />
// Issue 17 ("Lanes K"): what a Trello board carries comes across, or the report says why not — one test per item,
// each on a small export written for it (and on the real exports in ../shared/fixtures/trello where they show it).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileFilter, EMPTY_FILTER } from '../filter/card-filter';
import { TITLE_MAX } from '../limits';
import { mapBoardFile } from './board-file';
import { checkImportable } from './check-plan';
import type { BoardPlan } from './plan';
import { readBoardFile } from './read/read-board-file';
import { mapTrelloExport } from './trello';
import type { SkippedNote } from './trello-skips';

const fixturesDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../shared/fixtures/trello',
);
const haveFixtures = existsSync(fixturesDir);
if (!haveFixtures) console.warn(`SKIPPED: issue-17 checks on the real exports (${fixturesDir} is not there)`);

type Json = Record<string, unknown>;
const L = (id: string, extra: Json = {}): Json => ({ id, name: `List ${id}`, pos: 1, ...extra });
const C = (id: string, idList = 'L', extra: Json = {}): Json => ({
  id,
  idList,
  name: `Card ${id}`,
  pos: 1,
  ...extra,
});

/** Maps `x`, checks the plan as every import does, and returns both with the report's skips by kind. */
function importOf(x: Json) {
  const { plan, report } = mapTrelloExport(x);
  checkImportable(plan);
  const skips = new Map(
    report.skipped.map((n: SkippedNote) => [n.detail ? `${n.kind}:${n.detail}` : n.kind, n.count]),
  );
  return { plan, report, skips };
}
const cardNamed = (plan: BoardPlan, title: string) => {
  const card = plan.cards.find((c) => c.title === title);
  if (!card) throw new Error(`no card ${title}`);
  return card;
};

describe('issue 17: what is wrong', () => {
  it('1: an export with labelNames and card label copies with ids gets one label per colour and name', () => {
    const { plan, report } = importOf({
      name: 'Old',
      labelNames: { green: 'Feature', red: 'Bug', blue: '' },
      lists: [L('L')],
      cards: [
        C('a', 'L', { idLabels: ['x1'], labels: [{ id: 'x1', color: 'green', name: 'Feature' }] }),
        C('b', 'L', {
          idLabels: ['x2', 'x3'],
          labels: [
            { id: 'x2', color: 'green', name: 'Feature' },
            { id: 'x3', color: 'red', name: 'Bug' },
          ],
        }),
        C('c', 'L', {
          labels: [
            { color: 'red', name: 'Bug' },
            { id: 'x4', color: 'blue', name: '' },
          ],
        }),
      ],
    });
    expect(plan.board.labels.map((l) => `${l.color}:${l.name}`).sort()).toEqual([
      'blue:',
      'green:Feature',
      'red:Bug',
    ]);
    expect(report.labels).toBe(3);
    // Filtering by each label finds every card that carries it: no empty twin.
    const byName = (name: string, color: string) =>
      plan.board.labels.find((l) => l.name === name && l.color === color)!.id;
    const shown = (labelId: string) =>
      plan.cards
        .filter((c) =>
          compileFilter(
            { ...EMPTY_FILTER, labels: [labelId] },
            { now: 0, me: null },
          )({ ...c, assigneeIds: [] } as never),
        )
        .map((c) => c.title);
    expect(shown(byName('Feature', 'green'))).toEqual(['Card a', 'Card b']);
    expect(shown(byName('Bug', 'red'))).toEqual(['Card b', 'Card c']);
    expect(report.skipped).toEqual([]);
  });

  it.skipIf(!haveFixtures)(
    '1: the real 2020 export, its top-level labels taken away, keeps one label per look',
    () => {
      const raw = JSON.parse(
        readFileSync(path.join(fixturesDir, 'stonekw-board-2020.json'), 'utf8'),
      ) as Json & {
        labels: { id: string; name: string; color: string }[];
        cards: { idLabels: string[]; labels: unknown[] }[];
      };
      const byId = new Map(raw.labels.map((l) => [l.id, l]));
      for (const card of raw.cards) card.labels = card.idLabels.map((id) => byId.get(id));
      const looks = new Set(
        raw.cards.flatMap((c) => c.idLabels.map((id) => `${byId.get(id)?.color}:${byId.get(id)?.name}`)),
      );
      for (const [color, name] of Object.entries(raw.labelNames as Record<string, string>))
        if (name) looks.add(`${color}:${name}`);
      delete (raw as Json).labels;
      const { plan } = importOf(raw);
      expect(plan.board.labels.map((l) => `${l.color}:${l.name}`).sort()).toEqual([...looks].sort());
    },
  );

  it('2: the same comment action twice is imported once, and the report says so', () => {
    const comment = {
      id: 'act1',
      type: 'commentCard',
      date: '2024-01-01T00:00:00Z',
      data: { text: 'Hi', card: { id: 'a' } },
    };
    const { plan, skips } = importOf({
      lists: [L('L')],
      cards: [C('a')],
      actions: [comment, { ...comment }],
    });
    expect(plan.comments.map((c) => c.text)).toEqual(['Hi']);
    expect(skips.get('duplicateComment')).toBe(1);
  });

  it('3: custom-field values, power-up data and stickers are counted only on the cards imported', () => {
    const extras = { customFieldItems: [{ id: 'f' }], pluginData: [{ id: 'p' }], stickers: [{ id: 's' }] };
    const { skips } = importOf({
      lists: [L('L')],
      cards: [C('a', 'L', extras), C('a', 'L', extras), C('lost', 'gone', extras)],
    });
    expect(skips.get('customFieldValue')).toBe(1);
    expect(skips.get('powerUpData')).toBe(1);
    expect(skips.get('sticker')).toBe(1);
    expect(skips.get('duplicateCard')).toBe(1);
    expect(skips.get('orphanCard')).toBe(1);
  });

  it('4: a colour named after an Object.prototype property is no colour; dates before 1970 are dates', () => {
    const { plan, skips } = importOf({
      labels: [
        { id: 'x', name: 'Proto', color: 'constructor' },
        { id: 'y', name: 'Ok', color: 'sky_dark' },
      ],
      lists: [L('L')],
      cards: [
        C('a', 'L', {
          idLabels: ['x', 'y'],
          due: '1969-07-20T20:17:40.000Z',
          start: '1901-01-01T00:00:00Z',
          cover: { color: 'toString' },
        }),
      ],
    });
    expect(plan.board.labels.map((l) => l.color)).toEqual(['gray', 'sky_dark']);
    expect(skips.get('unknownColor')).toBe(2);
    const card = cardNamed(plan, 'Card a');
    expect(card.dueAt).toBe(Date.UTC(1969, 6, 20, 20, 17, 40));
    expect(card.startAt).toBe(Date.UTC(1901, 0, 1));
    expect(card.coverColor).toBeUndefined();
    expect(skips.has('badDate')).toBe(false);
    // Outside Firestore's Timestamp range (years 1 to 9999) a date is not kept, and is reported.
    const far = importOf({ lists: [L('L')], cards: [C('a', 'L', { due: '+010000-01-01T00:00:00Z' })] });
    expect(cardNamed(far.plan, 'Card a').dueAt).toBeNull();
    expect(far.skips.get('badDate')).toBe(1);
  });
});

describe('issue 17: what was lost without a word', () => {
  it('5: a list keeps its WIP limit from softLimit; a limit Lanes cannot hold is reported', () => {
    const { plan, skips } = importOf({
      lists: [
        L('a', { softLimit: 5 }),
        L('b', { softLimit: '3', pos: 2 }),
        L('c', { softLimit: 0, pos: 3 }),
        L('d', { softLimit: 9_999, pos: 4 }),
        L('e', { softLimit: null, pos: 5 }),
      ],
      cards: [],
    });
    expect(plan.lists.map((l) => l.wipLimit)).toEqual([5, 3, null, null, null]);
    expect(skips.get('badWipLimit')).toBe(2);
  });

  it('6: colour covers and link-attachment covers come across; uploaded-image covers are reported', () => {
    const link = { id: 'att-link', name: 'Photo', url: 'https://example.com/p.jpg', isUpload: false };
    const upload = {
      id: 'att-up',
      name: 'Mine',
      url: 'https://trello.com/1/cards/x/attachments/y/download/m.png',
      isUpload: true,
    };
    const { plan, skips } = importOf({
      lists: [L('L')],
      cards: [
        C('colour', 'L', { cover: { color: 'purple', idAttachment: null } }),
        C('link', 'L', { attachments: [link], cover: { idAttachment: 'att-link' } }),
        C('old', 'L', { attachments: [{ ...link, id: 'att-old' }], idAttachmentCover: 'att-old' }),
        C('upload', 'L', { attachments: [upload], cover: { idAttachment: 'att-up' } }),
        C('unsplash', 'L', { cover: { idUploadedBackground: 'bg1', color: null } }),
      ],
    });
    expect(cardNamed(plan, 'Card colour').coverColor).toBe('purple');
    const linked = cardNamed(plan, 'Card link');
    expect(plan.attachments.find((a) => a.id === linked.coverAttachmentId)?.url).toBe(link.url);
    expect(cardNamed(plan, 'Card old').coverAttachmentId).toEqual(expect.any(String));
    expect(cardNamed(plan, 'Card upload').coverAttachmentId).toBeUndefined();
    expect(skips.get('imageCover')).toBe(2);
  });

  it("7: check items keep their assignee (by the member's name) and their due date", () => {
    const { plan, skips } = importOf({
      members: [{ id: 'm1', fullName: 'Grace Hopper' }],
      lists: [L('L')],
      cards: [C('a')],
      checklists: [
        {
          id: 'k',
          idCard: 'a',
          checkItems: [
            { name: 'Mine', state: 'incomplete', pos: 1, idMember: 'm1', due: '2024-06-01T12:00:00.000Z' },
            { name: 'Ghost', state: 'complete', pos: 2, idMember: 'nobody' },
            { name: 'Plain', state: 'incomplete', pos: 3, idMember: null, due: null },
          ],
        },
      ],
    });
    expect(cardNamed(plan, 'Card a').checklists[0]?.items).toEqual([
      {
        id: expect.any(String),
        text: 'Mine',
        done: false,
        assigneeName: 'Grace Hopper',
        dueAt: Date.UTC(2024, 5, 1, 12),
      },
      { id: expect.any(String), text: 'Ghost', done: true },
      { id: expect.any(String), text: 'Plain', done: false },
    ]);
    expect(skips.get('unknownMember')).toBe(1);
  });

  it("8: Trello's colours, gradients and photos become the nearest Lanes background; photos are reported", () => {
    const background = (prefs: Json) => importOf({ prefs, lists: [], cards: [] });
    expect(background({ background: 'orange', backgroundColor: '#D29034' }).plan.board.background).toBe(
      'orange',
    );
    expect(background({ background: 'grey' }).plan.board.background).toBe('gray');
    expect(background({ background: 'gradient-ocean' }).plan.board.background).toBe('ocean');
    expect(
      background({
        background: 'gradient-x',
        backgroundTopColor: '#1f845a',
        backgroundBottomColor: '#94c748',
      }).plan.board.background,
    ).toBe('forest');
    expect(
      background({ background: 'abc123', backgroundImage: 'https://example.com/x/gradients/peach.svg' }).plan
        .board.background,
    ).toBe('sunset');
    const photo = background({
      background: '5f0c9b',
      backgroundImage: 'https://images.unsplash.com/photo.jpg',
      backgroundColor: '#c74a3b',
    });
    expect(photo.plan.board.background).toBe('red');
    expect(photo.skips.get('photoBackground')).toBe(1);
    expect(background({ background: 'constructor' }).plan.board.background).toBe('blue');
  });

  it('9: custom fields and their values come across as Lanes custom fields through the same reader and checks', async () => {
    const x = {
      lists: [L('L')],
      customFields: [
        { id: 'f1', name: 'Estimate', type: 'number', pos: 1 },
        { id: 'f2', name: 'Rating', type: 'stars', pos: 2 },
      ],
      cards: [
        C('a', 'L', { customFieldItems: [{ idCustomField: 'f1', value: { number: '3' } }] }),
        // A repeat of card a and a card whose list is gone: their values are not counted (item 3).
        C('a', 'L', { customFieldItems: [{ idCustomField: 'f1', value: { number: 'x' } }] }),
        C('b', 'gone', { customFieldItems: [{ idCustomField: 'f1', value: { number: 'x' } }] }),
      ],
    };
    // The app's and import:check's way in: bytes through readBoardFile, then the mapper and the shared checks.
    const json = await readBoardFile(new Blob([JSON.stringify(x)]), { fileName: 'fields.json' });
    const { plan, report } = mapBoardFile(json);
    checkImportable(plan);
    const fields = Object.entries(plan.board.customFields ?? {});
    expect(fields.map(([, f]) => [f.name, f.type])).toEqual([['Estimate', 'number']]);
    expect(cardNamed(plan, 'Card a').fields).toEqual({ [fields[0]?.[0] ?? '']: 3 });
    expect(report.customFields).toBe(1);
    // The kind Lanes lacks is reported; no line says Lanes has no custom fields any more.
    expect(report.skipped).toEqual([
      { kind: 'duplicateCard', count: 1 },
      { kind: 'orphanCard', count: 1 },
      { kind: 'customField', count: 1 },
    ]);
  });

  it('10: a link attachment keeps the name of the Trello member who added it; links Lanes cannot keep are reported', () => {
    const { plan, skips } = importOf({
      members: [{ id: 'm1', username: 'ada' }],
      lists: [L('L')],
      cards: [
        C('a', 'L', {
          attachments: [
            {
              id: '1',
              name: 'Spec',
              url: 'https://example.com/spec',
              idMember: 'm1',
              date: '2023-02-03T00:00:00Z',
            },
            { id: '2', name: 'Long', url: `https://example.com/${'x'.repeat(2_100)}` },
            { id: '3', name: 'Bad', url: 'javascript:alert(1)' },
          ],
        }),
      ],
    });
    expect(plan.attachments).toEqual([
      expect.objectContaining({
        name: 'Spec',
        url: 'https://example.com/spec',
        creatorName: 'ada',
        createdAt: Date.UTC(2023, 1, 3),
      }),
    ]);
    expect(skips.get('longLink')).toBe(1);
    expect(skips.get('badLink')).toBe(1);
  });

  it("11: archived lists and cards keep Trello's archive date: the closing action's, else their last activity", () => {
    const { plan } = importOf({
      lists: [
        L('a', { closed: true }),
        L('b', { closed: true, pos: 2, dateLastActivity: '2020-05-05T00:00:00Z' }),
        L('c', { closed: true, pos: 3 }),
      ],
      cards: [
        C('x', 'a', { closed: true, dateLastActivity: '2021-01-01T00:00:00Z' }),
        C('y', 'a', { closed: false, pos: 2 }),
      ],
      actions: [
        {
          type: 'updateList',
          date: '2022-02-02T00:00:00Z',
          data: { old: { closed: false }, list: { id: 'a', closed: true } },
        },
        {
          type: 'updateList',
          date: '2019-01-01T00:00:00Z',
          data: { old: { closed: false }, list: { id: 'a', closed: true } },
        },
        {
          type: 'updateCard',
          date: '2023-03-03T00:00:00Z',
          data: { old: { closed: false }, card: { id: 'x', closed: true }, list: { id: 'a' } },
        },
      ],
    });
    expect(plan.lists.map((l) => [l.archived, l.archivedAt])).toEqual([
      [true, Date.UTC(2022, 1, 2)],
      [true, Date.UTC(2020, 4, 5)],
      [true, null],
    ]);
    expect(plan.cards.map((c) => [c.title, c.archivedAt])).toEqual([
      ['Card x', Date.UTC(2023, 2, 3)],
      ['Card y', null],
    ]);
  });
});

describe('issue 17: unsafe or inconsistent', () => {
  it('14: a title over 512 characters is shortened, its full text kept at the top of the description, and reported', () => {
    const long = `${'Long title '.repeat(60)}end`;
    const { plan, skips } = importOf({
      lists: [L('L')],
      cards: [C('a', 'L', { name: long, desc: 'The body.' })],
    });
    const card = plan.cards[0]!;
    expect(card.title.length).toBeLessThanOrEqual(TITLE_MAX);
    expect(long.startsWith(card.title)).toBe(true);
    expect(card.description).toBe(`${long}\n\nThe body.`);
    expect(skips.get('longCardTitle')).toBe(1);
  });

  it('14: characters are counted as a person counts them: 512 emoji are a title of 512 characters', () => {
    const emoji = '👍🏽'.repeat(TITLE_MAX); // 4 UTF-16 units and 2 code points each: one character
    const { plan, skips } = importOf({
      lists: [L('L', { name: '🇩🇪'.repeat(TITLE_MAX + 1) })],
      cards: [C('a', 'L', { name: emoji })],
    });
    expect(plan.cards[0]?.title).toBe(emoji);
    expect(skips.has('longCardTitle')).toBe(false);
    // A list has no description to keep the rest in: shortened to 512 whole flags, and reported.
    expect(plan.lists[0]?.title).toBe('🇩🇪'.repeat(TITLE_MAX));
    expect(skips.get('longTitle')).toBe(1);
  });

  it('15: null entries are skipped and reported alike, wherever they are', () => {
    const { plan, report } = importOf({
      lists: [null, L('L')],
      cards: [
        C('a', 'L', {
          attachments: [null, { id: 'x', url: 'https://example.com' }],
          customFieldItems: [null, { idCustomField: 'f', value: { number: '2' } }],
        }),
        null,
        null,
      ],
      checklists: [null, { id: 'k', idCard: 'a', checkItems: [null, { name: 'One' }] }],
      labels: [null],
      members: [null],
      actions: [null],
      customFields: [null, { id: 'f', name: 'Size', type: 'number', pos: 1 }],
    });
    expect(plan.cards).toHaveLength(1);
    expect(plan.attachments).toHaveLength(1);
    expect(plan.cards[0]?.checklists[0]?.items.map((i) => i.text)).toEqual(['One']);
    expect(report.skipped).toEqual([
      { kind: 'nullEntry', count: 1, detail: 'lists' },
      { kind: 'nullEntry', count: 2, detail: 'cards' },
      { kind: 'nullEntry', count: 1, detail: 'checklists' },
      { kind: 'nullEntry', count: 1, detail: 'labels' },
      { kind: 'nullEntry', count: 1, detail: 'members' },
      { kind: 'nullEntry', count: 1, detail: 'actions' },
      { kind: 'nullEntry', count: 1, detail: 'attachments' },
      { kind: 'nullEntry', count: 1, detail: 'checkItems' },
      // Custom fields (issue 18's importer) report theirs the same way.
      { kind: 'nullEntry', count: 1, detail: 'customFields' },
      { kind: 'nullEntry', count: 1, detail: 'customFieldItems' },
    ]);
    expect(Object.values(plan.cards[0]?.fields ?? {})).toEqual([2]);
  });
});
