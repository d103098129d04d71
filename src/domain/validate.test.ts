import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { AppError, isAppError } from './errors';
import { boardPatchSchema, createBoardInputSchema, listPatchSchema, passwordSchema } from './inputs';
import { titleSchema } from './model';
import { parseOrThrow } from './validate';

/** Runs `fn`, returns what it threw (failing the test if it threw nothing). */
function thrown(fn: () => unknown): AppError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    return e as AppError;
  }
  throw new Error('expected a throw');
}

describe('parseOrThrow', () => {
  it('returns the parsed value, with trimming and defaults applied', () => {
    expect(parseOrThrow(createBoardInputSchema, { id: 'b1', title: '  Roadmap ' }, 'board')).toEqual({
      id: 'b1',
      title: 'Roadmap',
      background: 'blue',
    });
  });

  it('turns a too-long title into limit-exceeded naming the field and the limit', () => {
    const error = thrown(() =>
      parseOrThrow(createBoardInputSchema, { id: 'b1', title: 'x'.repeat(513) }, 'board'),
    );
    expect(error.code).toBe('limit-exceeded');
    expect(error.message).toContain('board title');
    expect(error.message).toContain('512 characters');
  });

  it('names the limit of a list in items', () => {
    const labels = Array.from({ length: 1001 }, (_, i) => ({ id: `l${i}`, name: '', color: 'red' }));
    const error = thrown(() => parseOrThrow(boardPatchSchema, { labels }, 'board'));
    expect(error.code).toBe('limit-exceeded');
    expect(error.message).toContain('labels');
    expect(error.message).toContain('1000 items');
  });

  it('names a numeric limit too', () => {
    const error = thrown(() => parseOrThrow(listPatchSchema, { wipLimit: 5001 }, 'list'));
    expect(error.code).toBe('limit-exceeded');
    expect(error.message).toContain('5000');
  });

  it('uses `what` alone when the value itself is too long', () => {
    const error = thrown(() => parseOrThrow(titleSchema, 'x'.repeat(600), 'Card title'));
    expect(error.code).toBe('limit-exceeded');
    expect(error.message).toMatch(/^Card title is over the limit of 512 characters/);
  });

  it('turns an empty title into invalid-argument carrying the schema message', () => {
    const error = thrown(() => parseOrThrow(createBoardInputSchema, { id: 'b1', title: '   ' }, 'board'));
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toContain('board title');
    expect(error.message).toContain('A title cannot be empty.');
  });

  it('turns a short password into invalid-argument, not limit-exceeded, and says 6 characters', () => {
    const error = thrown(() => parseOrThrow(passwordSchema, '12345', 'password'));
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toContain('6 characters');
  });

  it('turns wrong types and unknown fields into invalid-argument', () => {
    expect(thrown(() => parseOrThrow(createBoardInputSchema, { id: 'b1', title: 42 }, 'board')).code).toBe(
      'invalid-argument',
    );
    expect(thrown(() => parseOrThrow(boardPatchSchema, { roles: { me: 'owner' } }, 'board')).code).toBe(
      'invalid-argument',
    );
  });

  it('keeps the zod error as the cause', () => {
    const error = thrown(() => parseOrThrow(z.string(), 1, 'value'));
    expect(error.cause).toBeInstanceOf(z.core.$ZodError);
    expect(isAppError(error, 'invalid-argument')).toBe(true);
  });
});
