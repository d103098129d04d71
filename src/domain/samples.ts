/**
 * Test data shared by unit, component and contract tests: one complete card, list and board, so a test names only
 * the fields it is about. Not used by the app.
 */
import { blankCardFields } from './cards';
import type { Board, Card, List } from './model';

/** A blank open card `c1` titled "Card" on board `b`, list `l1`, rank `a0`, by `u` at time 0, with `fields` over it. */
export function sampleCard(fields: Partial<Card> = {}): Card {
  return {
    id: 'c1',
    boardId: 'b',
    listId: 'l1',
    rank: 'a0',
    title: 'Card',
    ...blankCardFields(),
    createdBy: 'u',
    createdAt: 0,
    updatedAt: 0,
    ...fields,
  };
}

/** An open list `l1` titled "List" on board `b`, rank `a0`, no WIP limit, at time 0, with `fields` over it. */
export function sampleList(fields: Partial<List> = {}): List {
  return {
    id: 'l1',
    boardId: 'b',
    title: 'List',
    rank: 'a0',
    wipLimit: null,
    archivedAt: null,
    createdAt: 0,
    updatedAt: 0,
    ...fields,
  };
}

/**
 * An open board `b` titled "Board", blue, no labels, owned by `u` (its one member), at time 0, not being imported,
 * with `fields` over it.
 */
export function sampleBoard(fields: Partial<Board> = {}): Board {
  return {
    id: 'b',
    title: 'Board',
    description: '',
    background: 'blue',
    labels: [],
    roles: { u: 'owner' },
    memberIds: ['u'],
    createdBy: 'u',
    createdAt: 0,
    updatedAt: 0,
    archivedAt: null,
    importState: null,
    ...fields,
  };
}
