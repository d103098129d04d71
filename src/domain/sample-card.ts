/**
 * Test data shared by unit, component and contract tests: one complete card, so a test names only the fields it
 * is about. Not used by the app.
 */
import { blankCardFields } from './cards';
import type { Card } from './model';

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
