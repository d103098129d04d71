import { describe, expect, it } from 'vitest';
import { sampleCard, sampleList } from './samples';
import type { Label } from './model';
import type { CustomFields } from './custom-fields/schema';
import { groupCards, groupingField, keptFor, regroup, type GroupingContext } from './grouping';

const labels: Label[] = [
  { id: 'red', name: 'Urgent', color: 'red' },
  { id: 'blue', name: 'Later', color: 'blue' },
];
const fields: CustomFields = {
  prio: {
    name: 'Priority',
    type: 'dropdown',
    rank: 'a',
    showOnCard: false,
    options: [
      { id: 'hi', name: 'High', color: 'red' },
      { id: 'lo', name: 'Low', color: 'green' },
    ],
  },
  note: { name: 'Note', type: 'text', rank: 'b', showOnCard: false, options: [] },
};
const names: Record<string, string> = { u1: 'Zoe', u2: 'Ana', u3: 'Bo' };
const context: GroupingContext = {
  lists: [sampleList({ id: 'l1', title: 'To do' }), sampleList({ id: 'l2', title: 'Doing' })],
  labels,
  nameOf: (uid) => names[uid] ?? uid,
  fields,
  noneTitle: 'None',
  memberIds: ['u1', 'u2', 'u3'],
};
const cards = [
  sampleCard({ id: 'a', listId: 'l2', labelIds: ['red', 'gone'], assigneeIds: ['u1'] }),
  sampleCard({ id: 'b', labelIds: ['blue', 'red'], assigneeIds: ['u2', 'u1', 'u1'], fields: { prio: 'lo' } }),
  sampleCard({ id: 'c', labelIds: [], assigneeIds: [], fields: { prio: 'gone' } }),
];
const shape = (grouping: Parameters<typeof groupCards>[1], withEmpty = false) =>
  groupCards(cards, grouping, context, (card) => card.id, withEmpty).map((g) => [g.title, g.items]);

describe('groupCards', () => {
  it('puts a card under each of its labels and members, once each, and the others under "none" last', () => {
    expect(shape('label')).toEqual([
      ['Urgent', ['a', 'b']],
      ['Later', ['b']],
      ['None', ['c']],
    ]);
    expect(shape('member')).toEqual([
      ['Ana', ['b']],
      ['Zoe', ['a', 'b']],
      ['None', ['c']],
    ]);
  });

  it('orders lists and a dropdown’s options as the board does; an unknown option counts as none', () => {
    expect(shape('list')).toEqual([
      ['To do', ['b', 'c']],
      ['Doing', ['a']],
    ]);
    expect(shape('field:prio')).toEqual([
      ['Low', ['b']],
      ['None', ['a', 'c']],
    ]);
  });

  it('with empty groups, has one for every label, option and member, so a card can be taken there', () => {
    expect(shape('field:prio', true)).toEqual([
      ['High', []],
      ['Low', ['b']],
      ['None', ['a', 'c']],
    ]);
    expect(shape('member', true).map(([title]) => title)).toEqual(['Ana', 'Bo', 'Zoe', 'None']);
    expect(groupCards([], 'label', context, (card) => card, true).map((g) => g.key)).toEqual([
      'label:red',
      'label:blue',
      'none',
    ]);
  });

  it('groups only by a dropdown field', () => {
    expect(groupingField('field:note', fields)).toBeUndefined();
    expect(groupingField('field:prio', fields)?.name).toBe('Priority');
    expect(groupingField('field:toString', fields)).toBeUndefined();
  });
});

describe('regroup', () => {
  const card = sampleCard({
    listId: 'l1',
    labelIds: ['red', 'blue'],
    assigneeIds: ['u1'],
    fields: { prio: 'hi' },
  });

  it('moves a card to the list it was taken to', () => {
    expect(regroup(card, 'list', 'list:l1', 'list:l2', fields)).toEqual({ kind: 'list', listId: 'l2' });
    expect(regroup(card, 'list', 'list:l1', 'list:l1', fields)).toBeNull();
  });

  it('swaps the label or member it was taken from for the target’s', () => {
    expect(regroup(card, 'label', 'label:red', 'label:green', fields)).toEqual({
      kind: 'patch',
      patch: { labelIds: ['blue', 'green'] },
    });
    expect(regroup(card, 'label', 'label:red', 'label:blue', fields)).toEqual({
      kind: 'patch',
      patch: { labelIds: ['blue'] },
    });
    expect(regroup(card, 'member', 'member:u1', 'member:u2', fields)).toEqual({
      kind: 'patch',
      patch: { assigneeIds: ['u2'] },
    });
  });

  it('sets the dropdown to the target’s option, or clears it on "No value"', () => {
    expect(regroup(card, 'field:prio', 'option:hi', 'option:lo', fields)).toEqual({
      kind: 'patch',
      patch: { fields: { prio: 'lo' } },
    });
    expect(regroup(card, 'field:prio', 'option:hi', 'none', fields)).toEqual({
      kind: 'patch',
      patch: { fields: {} },
    });
    expect(regroup(card, 'field:gone', 'none', 'option:hi', fields)).toBeNull();
  });

  it('only takes the label or member away on "No label" or "No member", and only adds from there', () => {
    expect(regroup(card, 'label', 'label:blue', 'none', fields)).toEqual({
      kind: 'patch',
      patch: { labelIds: ['red'] },
    });
    const bare = sampleCard({ labelIds: [], assigneeIds: [] });
    expect(regroup(bare, 'member', 'none', 'member:u2', fields)).toEqual({
      kind: 'patch',
      patch: { assigneeIds: ['u2'] },
    });
  });

  it('keeps what a change overwrites, for Undo', () => {
    expect(keptFor(card, { labelIds: [] })).toEqual({ labelIds: ['red', 'blue'] });
    expect(keptFor(card, { fields: {} })).toEqual({ fields: { prio: 'hi' } });
    expect(keptFor(card, { assigneeIds: ['u9'] })).toEqual({ assigneeIds: ['u1'] });
  });
});
