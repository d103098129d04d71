import { describe, expect, it } from 'vitest';
import {
  addCommentInputSchema,
  boardPatchSchema,
  cardPatchSchema,
  checkItemTextSchema,
  createBoardInputSchema,
  passwordSchema,
  signUpInputSchema,
} from './inputs';
import * as limits from './limits';
import { checklistSchema, titleSchema } from './model';

const MiB = 1024 * 1024;

describe('limits.ts matches the table of ARCHITECTURE.md §6', () => {
  it.each([
    ['PASSWORD_MIN', 6],
    ['PASSWORD_MAX', 4096],
    ['TITLE_MAX', 512],
    ['TEXT_MAX', 16_384],
    ['OPEN_CARDS_PER_BOARD', 5000],
    ['OPEN_CARDS_PER_LIST', 5000],
    ['OPEN_LISTS_PER_BOARD', 500],
    ['CHECK_ITEMS_PER_CHECKLIST', 200],
    ['LABELS_PER_BOARD', 1000],
    ['ATTACHMENT_MB_DEFAULT', 10],
    ['IMPORT_FILE_MAX_BYTES', 100 * MiB],
    ['FIRESTORE_DOCUMENT_MAX_BYTES', 1_048_576],
  ] as const)('%s is %i', (name, value) => {
    expect(limits[name]).toBe(value);
  });
});

describe('titles: 1 to 512 characters', () => {
  it('accepts 512 characters and refuses 513', () => {
    expect(titleSchema.safeParse('t'.repeat(512)).success).toBe(true);
    expect(titleSchema.safeParse('t'.repeat(513)).success).toBe(false);
  });

  it('refuses an empty or whitespace-only title with a message saying so', () => {
    for (const title of ['', '   ', '\n\t']) {
      const result = titleSchema.safeParse(title);
      expect(result.success, JSON.stringify(title)).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/empty/i);
    }
  });

  it('trims before counting: 512 characters with surrounding spaces fit, and are stored trimmed', () => {
    const title = 'x'.repeat(512);
    expect(titleSchema.parse(`  ${title}  `)).toBe(title);
  });

  it('is what a new board is checked against', () => {
    expect(createBoardInputSchema.safeParse({ id: 'b1', title: 'x'.repeat(512) }).success).toBe(true);
    expect(createBoardInputSchema.safeParse({ id: 'b1', title: 'x'.repeat(513) }).success).toBe(false);
  });

  it('also bounds a check item typed in', () => {
    expect(checkItemTextSchema.safeParse('i'.repeat(512)).success).toBe(true);
    expect(checkItemTextSchema.safeParse('i'.repeat(513)).success).toBe(false);
    expect(checkItemTextSchema.safeParse('  ').success).toBe(false);
  });
});

describe('passwords: 6 to 4,096 characters', () => {
  it('refuses 5 characters with a message that mentions 6 characters', () => {
    const result = passwordSchema.safeParse('12345');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/6 characters/);
  });

  it('accepts 6 and 4,096 characters, refuses 4,097', () => {
    expect(passwordSchema.safeParse('123456').success).toBe(true);
    expect(passwordSchema.safeParse('p'.repeat(4096)).success).toBe(true);
    expect(passwordSchema.safeParse('p'.repeat(4097)).success).toBe(false);
  });

  it('applies at sign-up', () => {
    const base = { email: 'Ann@Example.com', displayName: 'Ann' };
    expect(signUpInputSchema.safeParse({ ...base, password: '12345' }).success).toBe(false);
    expect(signUpInputSchema.safeParse({ ...base, password: '123456' }).success).toBe(true);
  });
});

describe('long text: descriptions and comments up to 16,384 characters', () => {
  it('a comment of 16,384 characters is accepted, 16,385 refused', () => {
    expect(addCommentInputSchema.safeParse({ id: 'c1', text: 'w'.repeat(16_384) }).success).toBe(true);
    expect(addCommentInputSchema.safeParse({ id: 'c1', text: 'w'.repeat(16_385) }).success).toBe(false);
  });

  it('an empty comment is refused', () => {
    expect(addCommentInputSchema.safeParse({ id: 'c1', text: '  ' }).success).toBe(false);
  });

  it('a card description of 16,384 characters is accepted, 16,385 refused', () => {
    expect(cardPatchSchema.safeParse({ description: 'd'.repeat(16_384) }).success).toBe(true);
    expect(cardPatchSchema.safeParse({ description: 'd'.repeat(16_385) }).success).toBe(false);
  });
});

describe('counts', () => {
  const items = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ id: `i${i}`, text: `item ${i}`, done: false }));
  const labels = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ id: `l${i}`, name: '', color: 'green' }));

  it('a checklist holds 200 check items, not 201', () => {
    expect(checklistSchema.safeParse({ id: 'k', title: 'To do', items: items(200) }).success).toBe(true);
    expect(checklistSchema.safeParse({ id: 'k', title: 'To do', items: items(201) }).success).toBe(false);
  });

  it('a board holds 1,000 labels, not 1,001', () => {
    expect(boardPatchSchema.safeParse({ labels: labels(1000) }).success).toBe(true);
    expect(boardPatchSchema.safeParse({ labels: labels(1001) }).success).toBe(false);
  });
});
