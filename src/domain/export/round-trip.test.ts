// @vitest-environment node
/// <reference types="node" />
// The round trip of issue 8: import a Trello fixture (→ BoardPlan), build the board as the local adapter does,
// export it as a Lanes file, read that file back as a new board (→ BoardPlan): the two plans are equal in every
// field, ids aside (a new board gets new ids for lists, cards, comments and attachments).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { boardPlanSchema, type BoardPlan } from '../import/plan';
import { mapBoardFile } from '../import/board-file';
import { mapTrelloExport } from '../import/trello';
import { planRows } from '../import/plan-rows';
import { mapLanesExport } from './from-lanes-json';
import { buildLanesExport, lanesExportText, type BoardContents } from './to-lanes-json';

const fixturesDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../shared/fixtures/trello',
);
/** The real exports are beside the repository in CI and here, not in a clone of Lanes alone. */
const haveFixtures = existsSync(fixturesDir);
if (!haveFixtures) console.warn(`SKIPPED: the Trello round trips (${fixturesDir} is not there)`);
const fixtures = haveFixtures
  ? readdirSync(fixturesDir)
      .filter((name) => name.endsWith('.json'))
      .sort()
  : [];
const hasStonekw = fixtures.includes('stonekw-board-2020.json');
const load = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(path.join(fixturesDir, name), 'utf8')) as Record<string, unknown>;

/** The board rows the local adapter writes for `plan` (plan-rows.ts, its own code), owned by `uid`. */
function boardFromPlan(plan: BoardPlan, uid: string, now: number): BoardContents {
  return planRows(plan, { boardId: 'board-1', uid, now });
}

/** When the first import ran: the archive date of what was archived without a date of its own. */
const IMPORTED_AT = Date.UTC(2024, 4, 15);

/**
 * The plan with list, card, comment and attachment ids replaced by their position (references follow), and
 * comments and attachments in card order then time: what "equal in every field" compares. An archived list or card
 * without its own date was archived at the first import (IMPORTED_AT), as the rows say.
 */
function canonical(plan: BoardPlan) {
  const listIndex = new Map(plan.lists.map((l, i) => [l.id, `list-${i}`]));
  const cardIndex = new Map(plan.cards.map((c, i) => [c.id, `card-${i}`]));
  const attachmentIndex = new Map(plan.attachments.map((a) => [a.id, `${cardIndex.get(a.cardId)}:${a.url}`]));
  const archivedAt = (row: { archived: boolean; archivedAt?: number | null }) =>
    row.archived ? (row.archivedAt ?? IMPORTED_AT) : null;
  const byCardThenTime = <T extends { cardId: string; createdAt: number }>(rows: T[]) =>
    [...rows].sort((a, b) => a.cardId.localeCompare(b.cardId) || a.createdAt - b.createdAt);
  return {
    board: plan.board,
    lists: plan.lists.map((l) => ({
      ...l,
      id: listIndex.get(l.id),
      archivedAt: archivedAt(l),
      wipLimit: l.wipLimit ?? null,
    })),
    cards: plan.cards.map((c) => ({
      ...c,
      id: cardIndex.get(c.id),
      listId: listIndex.get(c.listId),
      archivedAt: archivedAt(c),
      coverAttachmentId: c.coverAttachmentId ? attachmentIndex.get(c.coverAttachmentId) : null,
    })),
    comments: byCardThenTime(plan.comments.map((c) => ({ ...c, cardId: cardIndex.get(c.cardId) ?? '' }))).map(
      ({ id: _id, ...rest }) => rest,
    ),
    attachments: byCardThenTime(
      plan.attachments.map((a) => ({ ...a, cardId: cardIndex.get(a.cardId) ?? '' })),
    ).map(({ id: _id, ...rest }) => rest),
  };
}

/**
 * stonekw's export with what it lacks added: a comment, a link (the card's cover, attached by a member), a card
 * member, dates, an archived list, a colour cover, a WIP limit, a check item's assignee and due date.
 */
function enrichedStonekw(): Record<string, unknown> {
  const raw = load('stonekw-board-2020.json') as {
    lists: { closed: boolean }[];
    cards: Record<string, unknown>[];
    members: { id: string }[];
    actions: unknown[];
  };
  const [first, second] = raw.cards;
  if (!first || !second || !raw.lists[1] || !raw.members[0]) throw new Error('fixture changed shape');
  first.idMembers = [raw.members[0].id];
  first.attachments = [
    {
      id: 'att1',
      name: 'Spec',
      url: 'https://example.com/spec.png',
      isUpload: false,
      idMember: raw.members[0].id,
      date: '2020-03-01T10:00:00.000Z',
    },
  ];
  first.cover = { idAttachment: 'att1', color: null };
  Object.assign(second, {
    start: '2020-03-01T09:00:00.000Z',
    due: '2020-03-05T17:30:00.000Z',
    dueComplete: true,
    isTemplate: true,
    cover: { color: 'sky', idAttachment: null },
  });
  raw.lists[1].closed = true;
  Object.assign(raw.lists[0] as object, { softLimit: 7 });
  const checklist = (raw as unknown as { checklists: { checkItems: Record<string, unknown>[] }[] })
    .checklists[0]?.checkItems[0];
  if (!checklist) throw new Error('fixture changed shape');
  Object.assign(checklist, { idMember: raw.members[0].id, due: '1969-07-20T20:17:00.000Z' });
  raw.actions.unshift({
    id: 'act1',
    type: 'commentCard',
    idMemberCreator: raw.members[0].id,
    date: '2020-03-02T08:00:00.000Z',
    data: { text: 'First **comment**', card: { id: first.id } },
  });
  return raw as unknown as Record<string, unknown>;
}

const cases: [string, () => unknown][] = [
  ...fixtures.map((name): [string, () => unknown] => [name, () => load(name)]),
  ...(hasStonekw ? [['stonekw-board-2020.json, enriched', enrichedStonekw] as [string, () => unknown]] : []),
];

describe.skipIf(!haveFixtures).each(haveFixtures ? cases : [])(
  'Trello → Lanes → Lanes export → new board: %s',
  (_name, raw) => {
    const { plan: imported } = mapTrelloExport(raw());
    const contents = boardFromPlan(imported, 'owner-uid', IMPORTED_AT);
    const { file, skippedCards } = buildLanesExport(contents, Date.UTC(2024, 4, 16));
    const text = lanesExportText(file);
    const { plan: reimported, report } = mapLanesExport(JSON.parse(text));

    it('gives back the same board, field for field', () => {
      expect(skippedCards).toBe(0);
      expect(canonical(reimported)).toEqual(canonical(imported));
      expect(boardPlanSchema.safeParse(reimported).success).toBe(true);
    });

    it('gives the new board fresh ids and reports nothing left out', () => {
      const oldIds = new Set(
        [...imported.lists, ...imported.cards, ...imported.comments].map((row) => row.id),
      );
      expect(
        [...reimported.lists, ...reimported.cards, ...reimported.comments].some((r) => oldIds.has(r.id)),
      ).toBe(false);
      expect(report.skipped).toEqual([]);
      expect(report.cards.open + report.cards.archived).toBe(imported.cards.length);
    });

    it('is recognised by the import dialog as a Lanes file', () => {
      expect(mapBoardFile(JSON.parse(text)).source).toBe('lanes');
      expect(mapBoardFile(raw()).source).toBe('trello');
    });
  },
);

it.skipIf(!haveFixtures)('the enriched fixture exercises every part of the format', () => {
  const { plan } = mapTrelloExport(enrichedStonekw());
  expect(plan.comments).toHaveLength(1);
  expect(plan.attachments).toHaveLength(1);
  expect(plan.lists.some((l) => l.archived)).toBe(true);
  expect(plan.cards.some((c) => c.archived)).toBe(true);
  expect(plan.cards.some((c) => c.memberNames.length > 0 && c.dueAt === null)).toBe(true);
  expect(plan.cards.some((c) => c.dueDone && c.startAt !== null)).toBe(true);
  expect(plan.cards.some((c) => c.checklists.length > 0)).toBe(true);
  expect(plan.cards.filter((c) => c.isTemplate)).toHaveLength(1);
  expect(plan.cards.filter((c) => c.coverColor === 'sky')).toHaveLength(1);
  expect(plan.cards.filter((c) => c.coverAttachmentId === plan.attachments[0]?.id)).toHaveLength(1);
  expect(plan.attachments[0]?.creatorName).toEqual(expect.any(String));
  expect(plan.lists.filter((l) => l.wipLimit === 7)).toHaveLength(1);
  const items = plan.cards.flatMap((c) => c.checklists.flatMap((k) => k.items));
  expect(items.filter((i) => i.assigneeName && i.dueAt === Date.UTC(1969, 6, 20, 20, 17))).toHaveLength(1);
});
