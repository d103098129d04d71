// Server documents that do not match Lanes' schemas (issue 28, no silent drops): what a replica shows of them and
// what it reports, so one bad document never hides a card, a list or a board.
import { describe, expect, it } from 'vitest';
import { charCount } from '../../../domain/chars';
import { TITLE_MAX } from '../../../domain/limits';
import { changeOf } from './rows';
import { UNREADABLE_TITLE } from './salvage';

const T = 1_700_000_000_000;
const card = {
  listId: 'l1',
  rank: 'a1',
  title: 'Paint the fence',
  description: '',
  labelIds: ['lab1'],
  assigneeIds: [],
  dueDone: false,
  checklists: [],
  counts: { comments: 2, attachments: 0, checkItems: 0, checkItemsDone: 0 },
  createdBy: 'u1',
  createdAt: T,
  updatedAt: T,
};
const list = { title: 'Doing', rank: 'a1', createdAt: T, updatedAt: T };
const board = {
  title: 'Team',
  background: 'blue',
  labels: [{ id: 'lab1', name: 'Bug', color: 'red' }],
  roles: { u1: 'owner', u2: 'member' },
  memberIds: ['u1', 'u2'],
  createdBy: 'u1',
  createdAt: T,
  updatedAt: T,
};

describe('a server document as a replica row', () => {
  it('takes a valid card as it is, with nothing to report', () => {
    const change = changeOf('boards/b1/cards/c1', card);
    expect(change?.unreadable).toBeUndefined();
    expect(change?.row).toMatchObject({ id: 'c1', boardId: 'b1', title: 'Paint the fence' });
  });

  it('shows a card whose title is over the limit (non-ASCII, past a rules gap) cut to it, and reports the title', () => {
    const change = changeOf('boards/b1/cards/c1', { ...card, title: 'é'.repeat(TITLE_MAX * 8) });
    expect(change?.keep).toBeUndefined();
    expect(change?.unreadable).toEqual({ kind: 'card', fields: ['title'] });
    const title = String(change?.row?.title);
    expect(charCount(title)).toBe(TITLE_MAX);
    // Everything else of the card is as the server has it.
    expect(change?.row).toMatchObject({
      listId: 'l1',
      rank: 'a1',
      labelIds: ['lab1'],
      counts: { comments: 2 },
    });
  });

  it('keeps the readable checklists and label ids of a card whose others are broken', () => {
    const good = { id: 'k1', title: 'Steps', items: [{ id: 'i1', text: 'Sand', done: false }] };
    const change = changeOf('boards/b1/cards/c1', {
      ...card,
      checklists: [good, { id: 'k2', title: 'Huge', items: 'abc' }],
      labelIds: ['lab1', ''],
    });
    expect(change?.unreadable).toEqual({ kind: 'card', fields: ['labelIds', 'checklists'] });
    expect(change?.row).toMatchObject({ labelIds: ['lab1'], checklists: [good], title: 'Paint the fence' });
  });

  it('reports a card with no readable list, leaving the replica’s row as it was', () => {
    const change = changeOf('boards/b1/cards/c1', { ...card, listId: 42, title: 7 });
    expect(change).toMatchObject({ path: 'boards/b1/cards/c1', row: null, keep: true });
    expect(change?.unreadable?.kind).toBe('card');
    expect(change?.unreadable?.fields).toContain('listId');
  });

  it('shows a list with an unreadable title, so its cards stay on the board', () => {
    const change = changeOf('boards/b1/lists/l1', { ...list, title: 5 });
    expect(change?.row).toMatchObject({ id: 'l1', boardId: 'b1', title: UNREADABLE_TITLE, rank: 'a1' });
    expect(change?.unreadable).toEqual({ kind: 'list', fields: ['title'] });
  });

  it('shows a board whose labels cannot be read, with its members and their roles', () => {
    const change = changeOf('boards/b1', {
      ...board,
      labels: [...board.labels, { id: 'x', name: 3 }],
      customFields: 'nonsense',
    });
    expect(change?.unreadable).toEqual({ kind: 'board', fields: ['labels', 'customFields'] });
    expect(change?.row).toMatchObject({
      id: 'b1',
      title: 'Team',
      labels: board.labels,
      roles: board.roles,
      memberIds: ['u1', 'u2'],
    });
    expect(change?.row?.customFields).toBeUndefined();
  });

  it('reports a comment that cannot be read, leaving the replica’s row as it was', () => {
    const change = changeOf('boards/b1/cards/c1/comments/m1', { authorUid: 'u1', text: '', createdAt: T });
    expect(change).toMatchObject({
      row: null,
      keep: true,
      unreadable: { kind: 'comment', fields: ['text'] },
    });
  });

  it('ignores paths a replica does not keep', () => {
    expect(changeOf('users/u1', { displayName: 'A' })).toBeNull();
  });
});
