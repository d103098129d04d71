// Copying cards: which fields a copy keeps, and where the new card lands.
import { describe, expect, it } from 'vitest';
import type { Card } from '../../domain/model';
import { compareRank } from '../../domain/ordering';
import { copyPatch, KEEP_ALL, rankInList } from './card-transfer';

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

describe('copyPatch', () => {
  it('keeps everything that can travel, with fresh checklist ids and ticks kept', () => {
    const patch = copyPatch(card(), KEEP_ALL);
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

  it('keeps the custom field values, whatever is unticked', () => {
    const fields = { size: 3, urgent: true, team: 'opt-a' };
    const nothing = { checklists: false, labels: false, members: false, dates: false };
    expect(copyPatch(card({ fields }), nothing).fields).toEqual(fields);
    expect(copyPatch(card({ fields: {} }), KEEP_ALL)).not.toHaveProperty('fields');
  });

  it('keeps the cards the original waits on, each once', () => {
    const nothing = { checklists: false, labels: false, members: false, dates: false };
    expect(copyPatch(card({ blockedBy: ['b1', 'b2', 'b1'] }), nothing).blockedBy).toEqual(['b1', 'b2']);
    expect(copyPatch(card({ blockedBy: [] }), KEEP_ALL)).not.toHaveProperty('blockedBy');
  });

  it('leaves out what the person unticked; the description always travels', () => {
    const patch = copyPatch(card(), { checklists: false, labels: false, members: false, dates: false });
    expect(patch).toEqual({ description: 'White, two coats' });
    expect(copyPatch(card(), { ...KEEP_ALL, dates: false })).not.toHaveProperty('dueAt');
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
    expect(copyPatch(empty, KEEP_ALL)).toEqual({});
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
