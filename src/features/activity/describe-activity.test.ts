import { describe, expect, it } from 'vitest';
import { ACTIVITY_TYPES, type Activity } from '../../domain/model';
import { describeActivity } from './describe-activity';

const names = {
  nameOf: (uid: string) => ({ u1: 'Ana', u2: 'Bob' })[uid] ?? 'A member',
  cardTitle: (id: string) => (id === 'c1' ? 'Paint' : undefined),
  listTitle: (id: string) => (id === 'l2' ? 'Done' : undefined),
};
const entry = (type: Activity['type'], extra: Partial<Activity> = {}): Activity => ({
  id: 'a',
  boardId: 'b',
  type,
  actorUid: 'u1',
  cardId: null,
  listId: null,
  data: {},
  createdAt: 0,
  ...extra,
});

describe('describeActivity', () => {
  it('has a sentence for every activity type', () => {
    for (const type of ACTIVITY_TYPES) expect(describeActivity(entry(type), names)).toMatch(/\w/);
  });

  it('names cards, lists and people', () => {
    expect(describeActivity(entry('card.move', { cardId: 'c1', data: { toListId: 'l2' } }), names)).toBe(
      'moved card “Paint” to “Done”',
    );
    expect(describeActivity(entry('card.create', { cardId: 'gone', data: { title: 'Old' } }), names)).toBe(
      'added card “Old”',
    );
    expect(
      describeActivity(entry('member.role', { data: { uid: 'u2', from: 'member', to: 'observer' } }), names),
    ).toBe('made Bob observer (was member)');
    expect(describeActivity(entry('member.join', { data: { role: 'member' } }), names)).toBe(
      'joined the board as member',
    );
  });

  it('names an archived card or list by the title it had, and cuts a long one', () => {
    const long = 'A'.repeat(500);
    expect(describeActivity(entry('card.archive', { cardId: 'gone', data: { title: long } }), names)).toBe(
      `archived card “${'A'.repeat(79)}…”`,
    );
    expect(describeActivity(entry('card.restore', { cardId: 'c1', data: { title: 'Paint' } }), names)).toBe(
      'restored card “Paint”',
    );
    expect(describeActivity(entry('list.archive', { listId: 'gone', data: { title: 'Doing' } }), names)).toBe(
      'archived list “Doing”',
    );
    expect(describeActivity(entry('list.restore', { listId: 'l2', data: { title: 'Done' } }), names)).toBe(
      'restored list “Done”',
    );
  });
});
