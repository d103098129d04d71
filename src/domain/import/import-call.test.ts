import { describe, expect, it } from 'vitest';
import { importBoardInputSchema, PROPOSED_AT_WINDOW_MS, writtenAtFor } from './import-call';

describe('importBoard: the time a device proposes for its writes', () => {
  const now = Date.UTC(2026, 10, 28, 12);

  it('is taken when it is not after the server clock and at most 10 minutes before it', () => {
    expect(writtenAtFor(now, now)).toBe(now);
    expect(writtenAtFor(now - 5_000, now)).toBe(now - 5_000);
    expect(writtenAtFor(now - PROPOSED_AT_WINDOW_MS, now)).toBe(now - PROPOSED_AT_WINDOW_MS);
  });

  it('gives way to the server clock when it is later, too early, or absent', () => {
    expect(writtenAtFor(now + 1, now)).toBe(now);
    expect(writtenAtFor(now - PROPOSED_AT_WINDOW_MS - 1, now)).toBe(now);
    expect(writtenAtFor(undefined, now)).toBe(now);
  });

  it('is a whole positive number of ms, and the board id one that stays inside its path', () => {
    const gzip = 'H4sI';
    expect(importBoardInputSchema.safeParse({ gzip, boardId: 'b1', proposedAt: now }).success).toBe(true);
    expect(importBoardInputSchema.safeParse({ gzip, proposedAt: 1.5 }).success).toBe(false);
    expect(importBoardInputSchema.safeParse({ gzip, proposedAt: -1 }).success).toBe(false);
    expect(importBoardInputSchema.safeParse({ gzip, boardId: 'x/cards/y' }).success).toBe(false);
    expect(importBoardInputSchema.safeParse({ gzip, boardId: '..' }).success).toBe(false);
  });
});
