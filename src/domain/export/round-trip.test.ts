// @vitest-environment node
/// <reference types="node" />
// The round trip of issue 8: import a Trello fixture (→ BoardPlan), build the board as the local adapter does,
// export it as a Lanes file, read that file back as a new board (→ BoardPlan): the two plans are equal in every
// field, ids aside (a new board gets new ids for lists, cards, comments and attachments).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { boardPlanSchema, type BoardPlan } from '../import/plan';
import { mapBoardFile } from '../import/board-file';
import { mapTrelloExport } from '../import/trello';
import { SHARED_TRELLO_DIR, sharedTrelloFixtures } from '../import/shared-fixtures';
import type { Attachment, Card, Comment, List } from '../model';
import { mapLanesExport } from './from-lanes-json';
import { buildLanesExport, lanesExportText, type BoardContents } from './to-lanes-json';

// The shared real exports (../shared, beside the repository in CI); a clone alone skips them, saying so.
const fixturesDir = SHARED_TRELLO_DIR;
const fixtures = sharedTrelloFixtures();
const hasStonekw = fixtures.includes('stonekw-board-2020.json');
const load = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(path.join(fixturesDir, name), 'utf8')) as Record<string, unknown>;

/** The board rows the local adapter writes for `plan` (src/backend/local/import.ts `toRows`), owned by `uid`. */
function boardFromPlan(plan: BoardPlan, uid: string, now: number): BoardContents {
  const boardId = 'board-1';
  const stamp = { boardId, createdAt: now, updatedAt: now };
  const count = (rows: readonly { cardId: string }[], cardId: string) =>
    rows.filter((row) => row.cardId === cardId).length;
  const lists: List[] = plan.lists.map(({ archived, ...list }) => ({
    ...list,
    ...stamp,
    wipLimit: null,
    archivedAt: archived ? now : null,
  }));
  const cards: Card[] = plan.cards.map(({ archived, ...card }) => {
    const items = card.checklists.flatMap((checklist) => checklist.items);
    return {
      ...card,
      ...stamp,
      assigneeIds: [],
      coverAttachmentId: null,
      archivedAt: archived ? now : null,
      createdBy: uid,
      counts: {
        comments: count(plan.comments, card.id),
        attachments: count(plan.attachments, card.id),
        checkItems: items.length,
        checkItemsDone: items.filter((item) => item.done).length,
      },
    };
  });
  const comments: Comment[] = plan.comments.map((c) => ({ ...c, boardId, authorUid: uid, editedAt: null }));
  const attachments: Attachment[] = plan.attachments.map((a) => ({
    ...a,
    boardId,
    storagePath: null,
    uploadedBy: uid,
  }));
  const board = {
    id: boardId,
    ...plan.board,
    roles: { [uid]: 'owner' as const },
    memberIds: [uid],
    createdBy: uid,
    createdAt: now,
    updatedAt: now,
    archivedAt: null,
    importState: null,
  };
  return { board, lists, cards, comments, attachments };
}

/**
 * The plan with list, card, comment and attachment ids replaced by their position (references follow), and
 * comments and attachments in card order then time: what "equal in every field" compares.
 */
function canonical(plan: BoardPlan) {
  const listIndex = new Map(plan.lists.map((l, i) => [l.id, `list-${i}`]));
  const cardIndex = new Map(plan.cards.map((c, i) => [c.id, `card-${i}`]));
  const byCardThenTime = <T extends { cardId: string; createdAt: number }>(rows: T[]) =>
    [...rows].sort((a, b) => a.cardId.localeCompare(b.cardId) || a.createdAt - b.createdAt);
  return {
    board: plan.board,
    lists: plan.lists.map((l) => ({ ...l, id: listIndex.get(l.id) })),
    cards: plan.cards.map((c) => ({ ...c, id: cardIndex.get(c.id), listId: listIndex.get(c.listId) })),
    comments: byCardThenTime(plan.comments.map((c) => ({ ...c, cardId: cardIndex.get(c.cardId) ?? '' }))).map(
      ({ id: _id, ...rest }) => rest,
    ),
    attachments: byCardThenTime(
      plan.attachments.map((a) => ({ ...a, cardId: cardIndex.get(a.cardId) ?? '' })),
    ).map(({ id: _id, ...rest }) => rest),
  };
}

/** stonekw's export with what it lacks added: a comment, a link, a card member, dates, an archived list. */
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
      url: 'https://example.com/spec',
      isUpload: false,
      date: '2020-03-01T10:00:00.000Z',
    },
  ];
  Object.assign(second, {
    start: '2020-03-01T09:00:00.000Z',
    due: '2020-03-05T17:30:00.000Z',
    dueComplete: true,
    isTemplate: true,
  });
  raw.lists[1].closed = true;
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

describe.each(cases)('Trello → Lanes → Lanes export → new board: %s', (_name, raw) => {
  const { plan: imported } = mapTrelloExport(raw());
  const contents = boardFromPlan(imported, 'owner-uid', Date.UTC(2024, 4, 15));
  const { file, skippedCards } = buildLanesExport(contents, Date.UTC(2024, 4, 16));
  const text = lanesExportText(file);
  const { plan: reimported, report } = mapLanesExport(JSON.parse(text));

  it('gives back the same board, field for field', () => {
    expect(skippedCards).toBe(0);
    expect(canonical(reimported)).toEqual(canonical(imported));
    expect(boardPlanSchema.safeParse(reimported).success).toBe(true);
  });

  it('gives the new board fresh ids and reports nothing left out', () => {
    const oldIds = new Set([...imported.lists, ...imported.cards, ...imported.comments].map((row) => row.id));
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
});

it.skipIf(!hasStonekw)('the enriched fixture exercises every part of the format', () => {
  const { plan } = mapTrelloExport(enrichedStonekw());
  expect(plan.comments).toHaveLength(1);
  expect(plan.attachments).toHaveLength(1);
  expect(plan.lists.some((l) => l.archived)).toBe(true);
  expect(plan.cards.some((c) => c.archived)).toBe(true);
  expect(plan.cards.some((c) => c.memberNames.length > 0 && c.dueAt === null)).toBe(true);
  expect(plan.cards.some((c) => c.dueDone && c.startAt !== null)).toBe(true);
  expect(plan.cards.some((c) => c.checklists.length > 0)).toBe(true);
  expect(plan.cards.filter((c) => c.isTemplate)).toHaveLength(1);
});
