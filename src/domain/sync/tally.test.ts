import { describe, expect, it } from 'vitest';
import { isTallyOnly } from './tally';
import { increment, serverTime } from './writes';

describe('isTallyOnly', () => {
  const tally = { openCards: increment(1), counted: { kind: 'card', id: 'c1' } };

  it('is a board update of its open counts alone', () => {
    expect(isTallyOnly({ kind: 'update', path: 'boards/b1', data: tally })).toBe(true);
    expect(isTallyOnly({ kind: 'update', path: 'boards/b1', data: { openLists: increment(-1) } })).toBe(true);
  });

  it('is not a board change beside it, a creation, another document or an empty update', () => {
    expect(isTallyOnly({ kind: 'update', path: 'boards/b1', data: { ...tally, title: 'Plans' } })).toBe(
      false,
    );
    expect(isTallyOnly({ kind: 'set', path: 'boards/b1', data: tally })).toBe(false);
    expect(
      isTallyOnly({
        kind: 'update',
        path: 'boards/b1/cards/c1',
        data: { counted: { kind: 'comment', id: 'm1' } },
      }),
    ).toBe(false);
    expect(isTallyOnly({ kind: 'update', path: 'boards/b1', data: {} })).toBe(false);
    expect(isTallyOnly({ kind: 'update', path: 'boards/b1', data: { updatedAt: serverTime() } })).toBe(false);
  });
});
