// The Lanes board file: what the writer puts in, and how the reader treats old, new, broken and partial files.
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import type { Attachment, Board, Card, Comment, List } from '../model';
import { sampleCard } from '../samples';
import { mapLanesExport } from './from-lanes-json';
import { isLanesExport, lanesExportSchema } from './lanes-format';
import { buildLanesExport, lanesExportText } from './to-lanes-json';
import { sampleBoard } from '../samples';
import { sampleList } from '../samples';

const T = Date.UTC(2024, 4, 15, 10);
const board: Board = sampleBoard({
  id: 'B',
  title: 'Home',
  description: 'Things to do',
  background: 'green',
  labels: [{ id: 'red', name: 'Urgent', color: 'red' }],
  createdAt: T,
  updatedAt: T,
});
const list = (id: string, rank: string, archivedAt: number | null = null): List =>
  sampleList({ id, boardId: 'B', title: `List ${id}`, rank, archivedAt, createdAt: T, updatedAt: T });
const card = (id: string, listId: string, rank: string, extra: Partial<Card> = {}): Card =>
  sampleCard({ id, boardId: 'B', listId, rank, title: `Card ${id}`, createdAt: T, updatedAt: T, ...extra });
const comment = (id: string, cardId: string, at: number): Comment => ({
  id,
  boardId: 'B',
  cardId,
  authorUid: 'u',
  authorName: null,
  text: `Comment ${id}`,
  createdAt: at,
  editedAt: null,
});
const upload: Attachment = {
  id: 'f1',
  boardId: 'B',
  cardId: 'c1',
  name: 'photo.jpg',
  storagePath: 'boards/B/cards/c1/f1/photo.jpg',
  url: null,
  contentType: 'image/jpeg',
  size: 2048,
  uploadedBy: 'u',
  createdAt: T,
};

function exported() {
  return buildLanesExport(
    {
      board,
      lists: [list('l2', 'a2'), list('l1', 'a1')],
      cards: [
        card('c2', 'l1', 'a2', { assigneeIds: ['u'], coverAttachmentId: 'f1' }),
        card('c1', 'l1', 'a1', { labelIds: ['red', 'gone'], dueAt: T, dueDone: true }),
        card('c3', 'l2', 'a0'),
        card('orphan', 'archived-list', 'a0'),
      ],
      comments: [comment('m2', 'c1', T + 2), comment('m1', 'c1', T + 1), comment('m3', 'orphan', T)],
      attachments: [upload],
    },
    T + 1000,
  );
}

describe('buildLanesExport', () => {
  it('writes a versioned file in board order, with ISO times, leaving out cards without a list', () => {
    const { file, skippedCards } = exported();
    expect(file).toMatchObject({ format: 'lanes-board', version: 2, exportedAt: '2024-05-15T10:00:01.000Z' });
    expect(file.lists.map((l) => l.id)).toEqual(['l1', 'l2']);
    expect(file.cards.map((c) => c.id)).toEqual(['c1', 'c2', 'c3']);
    expect(file.comments.map((c) => c.id)).toEqual(['m1', 'm2']);
    expect(file.cards[0]).toMatchObject({ dueAt: '2024-05-15T10:00:00.000Z', dueDone: true });
    expect(skippedCards).toBe(1);
    expect(lanesExportSchema.safeParse(JSON.parse(lanesExportText(file))).success).toBe(true);
    expect(isLanesExport(file)).toBe(true);
  });
});

describe('mapLanesExport', () => {
  it('reads the file back with fresh ids and notes what a new board cannot keep', () => {
    const { plan, report } = mapLanesExport(JSON.parse(lanesExportText(exported().file)));
    expect(plan.lists.map((l) => l.title)).toEqual(['List l1', 'List l2']);
    expect(plan.cards.map((c) => c.title)).toEqual(['Card c1', 'Card c2', 'Card c3']);
    expect(plan.cards.map((c) => c.id)).not.toContain('c1');
    expect(plan.cards[0]?.listId).toBe(plan.lists[0]?.id);
    expect(plan.cards[0]).toMatchObject({ labelIds: ['red'], dueAt: T, dueDone: true, archived: false });
    expect(plan.comments.map((c) => [c.text, c.authorName, c.cardId])).toEqual([
      ['Comment m1', 'Unknown author', plan.cards[0]?.id],
      ['Comment m2', 'Unknown author', plan.cards[0]?.id],
    ]);
    expect(plan.attachments).toEqual([]);
    // The cover was the uploaded photo: it cannot come, and the report says so.
    expect(report.skipped).toEqual([
      { kind: 'unknownLabel', count: 1 },
      { kind: 'lanesUploads', count: 1 },
      { kind: 'imageCover', count: 1 },
      { kind: 'lanesAssignees', count: 1 },
    ]);
  });

  it('keeps the order of lists and cards that share a rank (fuzz find: the new random ids reordered them)', () => {
    const { file } = buildLanesExport(
      {
        board,
        lists: [list('l2', 'a1'), list('l1', 'a1')],
        cards: [
          card('c3', 'l1', 'a0'),
          card('c2', 'l1', 'a0'),
          card('c1', 'l1', 'a0'),
          card('c4', 'l2', 'a5'),
        ],
        comments: [],
        attachments: [],
      },
      T,
    );
    const { plan } = mapLanesExport(JSON.parse(lanesExportText(file)));
    const byRank = <R extends { id: string; rank: string }>(rows: readonly R[]) =>
      [...rows].sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : a.id < b.id ? -1 : 1));
    expect(byRank(plan.lists).map((l) => l.title)).toEqual(['List l1', 'List l2']);
    expect(byRank(plan.cards.filter((c) => c.listId === plan.lists[0]?.id)).map((c) => c.title)).toEqual([
      'Card c1',
      'Card c2',
      'Card c3',
    ]);
    // Ranks without ties are kept as they were.
    expect(plan.cards.find((c) => c.title === 'Card c4')?.rank).toBe('a5');
  });

  it('keeps archived lists and cards archived, and drops cards whose list is missing', () => {
    const { file } = buildLanesExport(
      {
        board,
        lists: [list('l1', 'a1', T)],
        cards: [card('c1', 'l1', 'a1', { archivedAt: T }), card('c2', 'l1', 'a2')],
        comments: [],
        attachments: [],
      },
      T,
    );
    file.cards.push({ ...file.cards[1]!, id: 'lost', listId: 'nowhere' });
    const { plan, report } = mapLanesExport(file);
    expect(plan.lists.map((l) => l.archived)).toEqual([true]);
    expect(plan.cards.map((c) => c.archived)).toEqual([true, false]);
    expect(report.lists).toEqual({ open: 0, archived: 1 });
    expect(report.skipped).toEqual([{ kind: 'orphanCard', count: 1 }]);
  });

  it('ignores unknown keys and fills optional ones', () => {
    const minimal = {
      format: 'lanes-board',
      version: 1,
      exportedAt: '2024-05-15T10:00:00Z',
      extra: { from: 'the future' },
      board: { id: 'B', title: 'Minimal' },
      lists: [{ id: 'l', title: 'Only', rank: 'a0' }],
      cards: [{ id: 'c', listId: 'l', rank: 'a0', title: 'One', colour: 'pink' }],
    };
    const { plan } = mapLanesExport(minimal);
    expect(plan.board).toEqual({ title: 'Minimal', description: '', background: 'blue', labels: [] });
    expect(plan.cards[0]).toMatchObject({ title: 'One', labelIds: [], dueAt: null, archived: false });
  });

  it('refuses a newer version, a broken file, and an over-long title, naming the problem', () => {
    const thrown = (json: unknown): AppError => {
      try {
        mapLanesExport(json);
      } catch (e) {
        if (e instanceof AppError) return e;
      }
      throw new Error('expected an AppError');
    };
    const file = exported().file;
    expect(thrown({ ...file, version: 3 })).toMatchObject({
      code: 'import/invalid-file',
      message: expect.stringContaining('format version 3') as unknown,
    });
    expect(thrown({ ...file, lists: 'nope' })).toMatchObject({
      code: 'import/invalid-file',
      message: expect.stringContaining('lists') as unknown,
    });
    expect(thrown({ ...file, board: { ...file.board, title: 'x'.repeat(513) } })).toMatchObject({
      code: 'limit-exceeded',
      message: expect.stringContaining('board.title') as unknown,
    });
  });
});

describe('what issue 17 added to the format', () => {
  const link: Attachment = {
    id: 'k1',
    boardId: 'B',
    cardId: 'c1',
    name: 'Photo',
    storagePath: null,
    url: 'https://example.com/p.jpg',
    contentType: 'image/jpeg',
    size: 0,
    uploadedBy: 'u',
    creatorName: 'Grace',
    createdAt: T,
  };
  const items = [
    { id: 'i1', text: 'Mine', done: false, assigneeId: 'u', dueAt: T - 1 },
    { id: 'i2', text: 'Hers', done: true, assigneeName: 'Grace', dueAt: Date.UTC(1969, 6, 20) },
    { id: 'i3', text: 'Old item', done: false },
  ];
  const file = () =>
    buildLanesExport(
      {
        board,
        lists: [{ ...list('l1', 'a1'), wipLimit: 3 }, list('l2', 'a2', T - 5)],
        cards: [
          card('c1', 'l1', 'a1', {
            coverAttachmentId: 'k1',
            checklists: [{ id: 'k', title: 'Steps', items }],
          }),
          card('c2', 'l1', 'a2', { coverColor: 'lime_dark' }),
        ],
        comments: [],
        attachments: [link],
      },
      T,
    ).file;

  it("writes check items' assignees and due dates, colour covers and link creators", () => {
    const written = JSON.parse(lanesExportText(file())) as ReturnType<typeof file>;
    expect(written.cards[0]?.checklists[0]?.items).toEqual([
      {
        id: 'i1',
        text: 'Mine',
        done: false,
        assigneeId: 'u',
        assigneeName: null,
        dueAt: new Date(T - 1).toISOString(),
      },
      {
        id: 'i2',
        text: 'Hers',
        done: true,
        assigneeId: null,
        assigneeName: 'Grace',
        dueAt: '1969-07-20T00:00:00.000Z',
      },
      { id: 'i3', text: 'Old item', done: false, assigneeId: null, assigneeName: null, dueAt: null },
    ]);
    expect(written.cards[1]?.coverColor).toBe('lime_dark');
    expect(written.attachments[0]).toMatchObject({ url: link.url, creatorName: 'Grace' });
    expect(lanesExportSchema.safeParse(written).success).toBe(true);
  });

  it('reads them back as a new board: WIP limits, archive dates, covers and name-only assignees kept', () => {
    const { plan, report } = mapLanesExport(JSON.parse(lanesExportText(file())));
    expect(plan.lists.map((l) => [l.wipLimit, l.archivedAt])).toEqual([
      [3, null],
      [null, T - 5],
    ]);
    const [c1, c2] = plan.cards;
    expect(c1?.checklists[0]?.items).toEqual([
      { id: 'i1', text: 'Mine', done: false, dueAt: T - 1 },
      { id: 'i2', text: 'Hers', done: true, assigneeName: 'Grace', dueAt: Date.UTC(1969, 6, 20) },
      { id: 'i3', text: 'Old item', done: false },
    ]);
    expect(plan.attachments.find((a) => a.id === c1?.coverAttachmentId)).toMatchObject({
      creatorName: 'Grace',
    });
    expect(c2?.coverColor).toBe('lime_dark');
    // The account assigned to "Mine" is not on the new board: said so.
    expect(report.skipped).toEqual([{ kind: 'lanesAssignees', count: 1 }]);
  });

  it('reads a file written before check items had assignees or dates', () => {
    const old = JSON.parse(lanesExportText(file())) as {
      cards: { checklists: { items: Record<string, unknown>[] }[] }[];
    };
    for (const item of old.cards[0]!.checklists[0]!.items) {
      delete item.assigneeId;
      delete item.assigneeName;
      delete item.dueAt;
    }
    expect(mapLanesExport(old).plan.cards[0]?.checklists[0]?.items.map((i) => i.text)).toEqual([
      'Mine',
      'Hers',
      'Old item',
    ]);
  });
});

describe('dependencies in the file (issue 26 item 2)', () => {
  it('writes each card’s blockers and reads them back pointing at the new cards', () => {
    const { file } = buildLanesExport(
      {
        board,
        lists: [list('l1', 'a1')],
        cards: [
          card('c1', 'l1', 'a1'),
          card('c2', 'l1', 'a2', { blockedBy: ['c1'] }),
          // A blocker the file does not carry, the card itself and a repeat are dropped on reading.
          card('c3', 'l1', 'a3', { blockedBy: ['c2', 'gone', 'c3', 'c2'] }),
        ],
        comments: [],
        attachments: [],
      },
      T,
    );
    expect(file.cards.map((c) => c.blockedBy)).toEqual([[], ['c1'], ['c2', 'gone', 'c3', 'c2']]);
    const { plan } = mapLanesExport(JSON.parse(lanesExportText(file)));
    const [c1, c2, c3] = plan.cards;
    expect(c1?.blockedBy).toBeUndefined();
    expect(c2?.blockedBy).toEqual([c1?.id]);
    expect(c3?.blockedBy).toEqual([c2?.id]);
    expect(c2?.id).not.toBe('c2');
  });

  it('reads a file written before dependencies', () => {
    const json = JSON.parse(lanesExportText(exported().file)) as { cards: Record<string, unknown>[] };
    for (const c of json.cards) delete c.blockedBy;
    const { plan } = mapLanesExport(json);
    expect(plan.cards).toHaveLength(3);
    expect(plan.cards.every((c) => c.blockedBy === undefined)).toBe(true);
  });
});
