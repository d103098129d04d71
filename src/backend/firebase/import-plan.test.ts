import { describe, expect, it } from 'vitest';
import type { BoardPlan } from '../../domain/import/plan';
import { checkImportable, checkPlan } from '../../domain/import/check-plan';
import { chunk, contentDocs, type PlannedDoc } from './import-plan';
import { FULL_SDK } from './import-sdk';

function plan(cards: number, description = ''): BoardPlan {
  return {
    board: { title: 'B', description: '', background: 'blue', labels: [] },
    lists: [{ id: 'L', title: 'L', rank: 'a0', archived: false }],
    cards: Array.from({ length: cards }, (_, i) => ({
      id: `c${i}`,
      listId: 'L',
      rank: `a${i}`,
      title: 't',
      description,
      labelIds: [],
      memberNames: [],
      startAt: null,
      dueAt: 1_000,
      dueDone: false,
      checklists: [{ id: 'k', title: 'k', items: [{ id: 'i', text: 'x', done: true }] }],
      archived: false,
    })),
    comments: [{ id: 'm', cardId: 'c0', authorName: 'Bob', text: 'hi', createdAt: 5 }],
    attachments: [],
  };
}

describe('import documents', () => {
  it('lays out lists, cards and comments with counts, paths and Timestamps', () => {
    const docs = contentDocs(plan(2), 'me', FULL_SDK);
    expect(docs.map((d) => d.path.join('/'))).toEqual([
      'lists/L',
      'cards/c0',
      'cards/c1',
      'cards/c0/comments/m',
    ]);
    expect(docs[1]?.data).toMatchObject({
      createdBy: 'me',
      counts: { comments: 1, attachments: 0, checkItems: 1, checkItemsDone: 1 },
    });
    expect(docs[1]?.data.dueAt?.toMillis()).toBe(1_000);
    expect(docs[3]?.data).toMatchObject({ authorUid: 'me', authorName: 'Bob', editedAt: null });
  });

  it("stores a card's custom field values as stored-values.ts encodes them, sized as stored", () => {
    const p = plan(1);
    p.board.customFields = {
      est: { name: 'Estimate', type: 'number', rank: 'a0', options: [], showOnCard: false },
      ok: { name: 'Approved', type: 'checkbox', rank: 'a1', options: [], showOnCard: false },
    };
    p.cards[0]!.fields = { est: 1.5e21, ok: true };
    checkImportable(p);
    const card = contentDocs(p, 'me', FULL_SDK)[1];
    expect(card?.data.fields).toEqual({ est: 'n1.5e+21', ok: 'b1' });
    const unencoded = contentDocs(
      { ...p, cards: [{ ...p.cards[0]!, fields: undefined }] },
      'me',
      FULL_SDK,
    )[1];
    // Keys and tagged strings: "est" + "n1.5e+21", "ok" + "b1", each string + 1 byte, and the map's name.
    expect((card?.bytes ?? 0) - (unencoded?.bytes ?? 0)).toBe(4 + 9 + 3 + 3 + 'fields'.length + 1);
  });

  it('refuses a card over 1 MiB before anything is written, naming it by title and list', () => {
    const big = plan(1, 'x'.repeat(16_384));
    big.cards[0]!.checklists = Array.from({ length: 500 }, (_, i) => ({
      id: `k${i}`,
      title: 'x'.repeat(500),
      items: Array.from({ length: 5 }, (_, j) => ({ id: `i${j}`, text: 'y'.repeat(400), done: false })),
    }));
    // importBoard runs this check (the same as local mode's and import:check's) before its first write.
    expect(() => checkImportable(big)).toThrow(
      expect.objectContaining({
        code: 'limit-exceeded',
        message: expect.stringMatching(/^Card "t" in list "L"/),
      }),
    );
    // The sizes the batches are cut by are Firestore's own count of the same documents.
    expect(contentDocs(big, 'me', FULL_SDK)[1]!.bytes).toBeGreaterThan(1024 * 1024);
  });

  it('batches at most 400 writes and 9 MiB', () => {
    const doc = (bytes: number): PlannedDoc => ({ path: ['x'], data: {}, bytes });
    expect(
      chunk(
        Array.from({ length: 1_001 }, () => doc(10)),
        400,
        9_000,
      ).map((b) => b.length),
    ).toEqual([400, 400, 201]);
    expect(chunk([doc(5_000), doc(5_000), doc(5_000)], 400, 9_000).map((b) => b.length)).toEqual([1, 1, 1]);
  });

  it('checks references and limits like the local adapter', () => {
    const dangling = plan(1);
    dangling.cards[0]!.listId = 'nope';
    expect(() => checkPlan(dangling)).toThrow(expect.objectContaining({ code: 'invalid-argument' }));
    expect(() => checkPlan(plan(5_001))).toThrow(expect.objectContaining({ code: 'limit-exceeded' }));
  });
});
