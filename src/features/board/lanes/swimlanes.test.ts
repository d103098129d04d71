import { describe, expect, it } from 'vitest';
import { sampleCard, sampleList } from '../../../domain/samples';
import type { Card, List } from '../../../domain/model';
import { listSlots } from '../use-virtual-cards';
import { slotsInView, swimlanes } from './swimlanes';

const lists: List[] = [sampleList({ id: 'l1', title: 'To do' }), sampleList({ id: 'l2', title: 'Done' })];
const cards: Card[] = [
  sampleCard({ id: 'a', listId: 'l1', labelIds: ['red'] }),
  sampleCard({ id: 'b', listId: 'l1', labelIds: ['red', 'blue'] }),
  sampleCard({ id: 'c', listId: 'l2', labelIds: [] }),
];
const context = {
  lists,
  labels: [
    { id: 'red', name: 'Urgent', color: 'red' },
    { id: 'blue', name: 'Later', color: 'blue' },
    { id: 'green', name: 'Someday', color: 'green' },
  ],
  nameOf: (uid: string) => uid,
  fields: {},
  noneTitle: 'No label',
};
const byList = (listId: string) => cards.filter((card) => card.listId === listId);

describe('swimlanes', () => {
  it('splits each list’s shown cards by lane, in the list’s order; every label has a lane, empty ones too', () => {
    const lanes = swimlanes(lists, byList, 'label', context);
    expect(lanes.map((lane) => [lane.title, lane.count])).toEqual([
      ['Urgent', 2],
      ['Later', 1],
      ['Someday', 0],
      ['No label', 1],
    ]);
    expect(lanes[0]?.byList.get('l1')?.map((card) => card.id)).toEqual(['a', 'b']);
    expect(lanes[1]?.byList.get('l1')?.map((card) => card.id)).toEqual(['b']);
    expect(lanes[3]?.byList.get('l2')?.map((card) => card.id)).toEqual(['c']);
    expect(lanes[2]?.byList.size).toBe(0);
  });

  it('shows only what the filter shows', () => {
    const lanes = swimlanes(lists, (id) => byList(id).filter((card) => card.id !== 'b'), 'label', context);
    expect(lanes.map((lane) => lane.count)).toEqual([1, 0, 0, 1]);
  });
});

describe('slotsInView', () => {
  // 272 px lists 10 px apart from x = 16; the second collapsed (48 px).
  const slots = listSlots([false, true, false, false, false]);

  it('places lists as the board lays them out', () => {
    expect(slots.map((slot) => slot.left)).toEqual([16, 298, 356, 638, 920]);
  });

  it('keeps the lists within the margin of the view, and none when the view is past them all', () => {
    expect(slotsInView(slots, 0, 400, 0)).toEqual([0, 2]);
    expect(slotsInView(slots, 0, 400, 300)).toEqual([0, 3]);
    expect(slotsInView(slots, 700, 100, 0)).toEqual([3, 3]);
    expect(slotsInView(slots, 5_000, 400, 300)).toEqual([0, -1]);
  });
});
