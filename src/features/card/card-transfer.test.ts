// Copying and moving cards: which fields a copy keeps, how labels and members map onto another board, and where
// the new card lands.
import { describe, expect, it } from 'vitest';
import type { Card, Label } from '../../domain/model';
import { compareRank } from '../../domain/ordering';
import { copyPatch, KEEP_ALL, mapLabels, rankInList } from './card-transfer';

const card = (extra: Partial<Card> = {}): Card => ({
  id: 'c1',
  boardId: 'b1',
  listId: 'l1',
  rank: 'a1',
  title: 'Paint the fence',
  description: 'White, two coats',
  labelIds: ['red', 'green'],
  assigneeIds: ['ana', 'bea'],
  memberNames: [],
  startAt: 1_000,
  dueAt: 2_000,
  dueDone: true,
  checklists: [{ id: 'k', title: 'Buy', items: [{ id: 'i', text: 'Paint', done: true }] }],
  coverAttachmentId: null,
  counts: { comments: 2, attachments: 0, checkItems: 1, checkItemsDone: 1 },
  archivedAt: null,
  createdBy: 'ana',
  createdAt: 0,
  updatedAt: 0,
  ...extra,
});
const sourceLabels: Label[] = [
  { id: 'red', name: 'Urgent', color: 'red' },
  { id: 'green', name: '', color: 'green' },
];

describe('copyPatch', () => {
  it('keeps everything that can travel, with fresh checklist ids and ticks kept', () => {
    const { patch } = copyPatch(card(), KEEP_ALL);
    expect(patch).toMatchObject({
      description: 'White, two coats',
      labelIds: ['red', 'green'],
      assigneeIds: ['ana', 'bea'],
      startAt: 1_000,
      dueAt: 2_000,
      dueDone: true,
    });
    expect(patch.checklists?.[0]).toMatchObject({ title: 'Buy', items: [{ text: 'Paint', done: true }] });
    expect(patch.checklists?.[0]?.id).not.toBe('k');
    expect(patch.checklists?.[0]?.items[0]?.id).not.toBe('i');
  });

  it('leaves out what the person unticked; the description always travels', () => {
    const { patch } = copyPatch(card(), { checklists: false, labels: false, members: false, dates: false });
    expect(patch).toEqual({ description: 'White, two coats' });
    expect(copyPatch(card(), { ...KEEP_ALL, dates: false }).patch).not.toHaveProperty('dueAt');
  });

  it('writes nothing for an empty card', () => {
    const empty = card({
      description: '',
      labelIds: [],
      assigneeIds: [],
      startAt: null,
      dueAt: null,
      checklists: [],
    });
    expect(copyPatch(empty, KEEP_ALL).patch).toEqual({});
  });

  it('on another board keeps labels of the same name and colour and members of that board, counting the rest', () => {
    const target = {
      labels: [{ id: 't-red', name: 'Urgent', color: 'red' }],
      memberIds: ['ana', 'cai'],
      sourceLabels,
    };
    const { patch, dropped } = copyPatch(card(), KEEP_ALL, target);
    expect(patch.labelIds).toEqual(['t-red']);
    expect(patch.assigneeIds).toEqual(['ana']);
    expect(dropped).toEqual({ labels: 1, members: 1 });
  });
});

describe('mapLabels', () => {
  it('matches on name and colour, once each', () => {
    const to: Label[] = [
      { id: 'x', name: '', color: 'green' },
      { id: 'y', name: 'Urgent', color: 'red_dark' },
    ];
    expect(mapLabels(['red', 'green', 'green', 'gone'], sourceLabels, to)).toEqual(['x']);
  });
});

describe('rankInList', () => {
  const cards = [
    card({ id: 'a', rank: 'a0' }),
    card({ id: 'b', rank: 'a2' }),
    card({ id: 'x', listId: 'l2', rank: 'a5' }),
  ];
  const order = (rank: string, listId = 'l1') =>
    [...cards.filter((c) => c.listId === listId), card({ id: 'new', rank, listId })]
      .sort(compareRank)
      .map((c) => c.id);

  it('puts a copy right below its original, in another list at the bottom, in an empty list anywhere', () => {
    expect(order(rankInList(cards, 'l1', cards[0]))).toEqual(['a', 'new', 'b']);
    expect(order(rankInList(cards, 'l1', cards[1]))).toEqual(['a', 'b', 'new']);
    expect(order(rankInList(cards, 'l2', cards[0]), 'l2')).toEqual(['x', 'new']);
    expect(rankInList(cards, 'l3')).toBeTruthy();
  });
});
