// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Attachment, Comment } from '../model';
import { sampleBoard, sampleCard, sampleList } from '../samples';
import { COPY_EVERYTHING, needsCardDetails, trimForCopy, type CopyChoices } from './copy-board';
import { mapLanesExport } from './from-lanes-json';
import { buildLanesExport } from './to-lanes-json';

const board = sampleBoard({
  title: 'Sprint 12',
  labels: [{ id: 'bug', name: 'Bug', color: 'red' }],
  customFields: { size: { name: 'Size', type: 'number', rank: 'a0', options: [], showOnCard: true } },
});
const lists = [sampleList({ id: 'l1', title: 'To do' }), sampleList({ id: 'l2', title: 'Done', rank: 'a1' })];
const link: Attachment = {
  id: 'a1',
  boardId: 'b',
  cardId: 'c1',
  name: 'Spec',
  storagePath: null,
  url: 'https://example.com/spec.png',
  contentType: 'image/png',
  size: 0,
  uploadedBy: 'u',
  createdAt: 5,
};
const upload: Attachment = { ...link, id: 'a2', name: 'photo.jpg', url: null, storagePath: 'boards/b/c1/a2' };
const comment: Comment = {
  id: 'm1',
  boardId: 'b',
  cardId: 'c1',
  authorUid: 'u',
  authorName: 'Ada',
  text: 'Looks good',
  createdAt: 7,
  editedAt: null,
} as Comment;
const cards = [
  sampleCard({
    id: 'c1',
    title: 'Fix the login',
    labelIds: ['bug'],
    fields: { size: 3 },
    coverAttachmentId: 'a1',
    checklists: [{ id: 'k1', title: 'Steps', items: [{ id: 'i1', text: 'Reproduce', done: true }] }],
  }),
  sampleCard({ id: 'c2', listId: 'l2', title: 'Ship it' }),
];
const { file } = buildLanesExport(
  { board, lists, cards, comments: [comment], attachments: [link, upload] },
  Date.UTC(2026, 10, 28),
);

/** The new board a copy with `choices` imports as. */
const copied = (choices: Partial<CopyChoices>, title = 'Copy of Sprint 12') =>
  mapLanesExport(JSON.parse(JSON.stringify(trimForCopy(file, { ...COPY_EVERYTHING, ...choices }, title))));

describe('copying a board', () => {
  it('keeps everything by default, under the new title, with new ids', () => {
    const { plan, report } = copied({});
    expect(plan.board.title).toBe('Copy of Sprint 12');
    expect(plan.lists.map((l) => l.title)).toEqual(['To do', 'Done']);
    expect(plan.cards.map((c) => c.title)).toEqual(['Fix the login', 'Ship it']);
    const [first] = plan.cards;
    expect(first?.labelIds).toEqual(['bug']);
    expect(first?.checklists[0]?.items[0]).toMatchObject({ text: 'Reproduce', done: true });
    expect(first?.fields).toEqual({ size: 3 });
    expect(plan.comments).toMatchObject([{ text: 'Looks good', authorName: 'Ada', cardId: first?.id }]);
    expect(plan.attachments).toMatchObject([{ name: 'Spec', url: 'https://example.com/spec.png' }]);
    expect(first?.coverAttachmentId).toBe(plan.attachments[0]?.id);
    expect(plan.cards.some((c) => c.id === 'c1' || c.id === 'c2')).toBe(false);
    // The uploaded file's bytes are not in a board file: the report says one stayed behind.
    expect(report.skipped).toEqual([{ kind: 'lanesUploads', count: 1 }]);
  });

  it('without cards: the lists alone, empty, with the labels and fields', () => {
    const { plan, report } = copied({ cards: false });
    expect(plan.lists).toHaveLength(2);
    expect(plan.cards).toEqual([]);
    expect(plan.comments).toEqual([]);
    expect(plan.attachments).toEqual([]);
    expect(plan.board.labels).toHaveLength(1);
    expect(Object.keys(plan.board.customFields ?? {})).toEqual(['size']);
    expect(report.skipped).toEqual([]);
  });

  it('leaves out each part that is unticked, and the cover with the attachments', () => {
    const { plan } = copied({ labels: false, checklists: false, customFields: false });
    expect(plan.board.labels).toEqual([]);
    expect(plan.board.customFields ?? {}).toEqual({});
    expect(plan.cards[0]).toMatchObject({ labelIds: [], checklists: [] });
    expect(plan.cards[0]?.fields ?? {}).toEqual({});
    expect(plan.comments).toHaveLength(1);

    const bare = copied({ comments: false, attachments: false }).plan;
    expect(bare.comments).toEqual([]);
    expect(bare.attachments).toEqual([]);
    expect(bare.cards[0]?.coverAttachmentId ?? null).toBeNull();
    expect(bare.cards[0]?.labelIds).toEqual(['bug']);
  });

  it('reads the cards’ comments and attachments only when the copy keeps them', () => {
    expect(needsCardDetails(COPY_EVERYTHING)).toBe(true);
    expect(needsCardDetails({ ...COPY_EVERYTHING, cards: false })).toBe(false);
    expect(needsCardDetails({ ...COPY_EVERYTHING, comments: false, attachments: false })).toBe(false);
    expect(needsCardDetails({ ...COPY_EVERYTHING, comments: false })).toBe(true);
  });
});
