// The checks every import makes before writing (issue 17 item 13): the same in local mode, the Firebase adapter and
// import:check; sizes as Firestore counts them; the card named by title and list.
import { describe, expect, it } from 'vitest';
import { checkImportable } from './check-plan';
import type { BoardPlan } from './plan';
import fc from 'fast-check';
import { generateTrelloExport } from '../../../scripts/generate-trello-export';
import { contentDocs, DOC_EXTRA_BYTES, documentBytes, PlanTime, roughBytes, valueBytes } from './plan-docs';
import { mapTrelloExport } from './trello';

function plan(): BoardPlan {
  return {
    board: { title: 'B', description: '', background: 'blue', labels: [] },
    lists: [{ id: 'L', title: 'Backlog', rank: 'a0', archived: false }],
    cards: [
      {
        id: 'c',
        listId: 'L',
        rank: 'a0',
        title: 'Heavy card',
        description: '',
        labelIds: [],
        memberNames: [],
        startAt: null,
        dueAt: null,
        dueDone: false,
        checklists: [],
        archived: false,
      },
    ],
    comments: [],
    attachments: [
      {
        id: 'a',
        cardId: 'c',
        name: 'Link',
        url: 'https://example.com',
        contentType: '',
        size: 0,
        createdAt: 0,
      },
    ],
  };
}

describe('document sizes', () => {
  it("count as Firestore's storage-size page does (its worked example: 147 bytes)", () => {
    const fields = { type: 'Personal', done: false, priority: 1, description: 'Learn Cloud Firestore' };
    expect(valueBytes(fields)).toBe(14 + 6 + 17 + 34);
    expect(valueBytes({ at: new PlanTime(5), none: null, list: ['ab', 1] })).toBe(3 + 8 + 5 + 1 + 5 + 3 + 8);
    // The example's name users/jeff/tasks/my_task_id is 44 bytes; ours sits under boards/{128-character id}.
    expect(documentBytes(['tasks', 'my_task_id'], fields)).toBe(147 - 6 - 5 + 7 + 129);
  });
});

describe('the quick bound that skips the exact count', () => {
  it('is never below the exact count, whatever the text', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 3 }), (value) => {
        expect(roughBytes(value)).toBeGreaterThanOrEqual(valueBytes(value));
      }),
      { seed: 17, numRuns: 500 },
    );
  });

  it("bounds every planned row's document, the fields the document adds included", () => {
    const { plan } = mapTrelloExport(generateTrelloExport({ cards: 300, lists: 5, seed: 3, comments: 100 }));
    const rows = new Map<string, object>(
      [...plan.lists, ...plan.cards, ...plan.comments, ...plan.attachments].map((row) => [row.id, row]),
    );
    for (const { path, data } of contentDocs(plan, 'u'.repeat(128))) {
      const row = rows.get(path.at(-1) ?? '');
      expect(documentBytes(path, data)).toBeLessThanOrEqual(roughBytes(row) + DOC_EXTRA_BYTES);
    }
  });
});

describe('checkImportable', () => {
  it('refuses a card over 1 MiB (25 checklists of 200 items of 300 characters), naming it by title and list', () => {
    const heavy = plan();
    const items = Array.from({ length: 200 }, (_, i) => ({
      id: `i${i}`,
      text: 'x'.repeat(300),
      done: false,
    }));
    heavy.cards[0]!.checklists = Array.from({ length: 25 }, (_, i) => ({ id: `k${i}`, title: 'K', items }));
    expect(() => checkImportable(heavy)).toThrow(
      expect.objectContaining({
        code: 'limit-exceeded',
        message: expect.stringMatching(/^Card "Heavy card" in list "Backlog" would take 1\.5\d MiB/),
      }),
    );
    heavy.cards[0]!.checklists = heavy.cards[0]!.checklists.slice(0, 15);
    expect(checkImportable(heavy).cards[0]?.checklists).toHaveLength(15);
  });

  it('allows for custom field values stored as tagged strings (a number up to 18 bytes more than counted)', () => {
    const MAX = 1_048_576;
    const near = plan();
    near.board.customFields = {
      est: { name: 'Estimate', type: 'number', rank: 'a0', options: [], showOnCard: false },
    };
    const card = near.cards[0]!;
    card.fields = { est: 1 };
    const item = (i: number) => ({ id: `i${i}`, text: 'x'.repeat(320), done: false });
    card.checklists = Array.from({ length: 15 }, (_, k) => ({
      id: `k${k}`,
      title: 'K',
      items: Array.from({ length: 200 }, (_, i) => item(i)),
    }));
    const counted = () =>
      documentBytes(['cards', 'c'], contentDocs(near, 'u'.repeat(128)).find((d) => d.path[1] === 'c')!.data);
    const last = { id: 'k15', title: 'K', items: [] as ReturnType<typeof item>[] };
    card.checklists.push(last);
    while (counted() < MAX - 16_384) last.items.push(item(last.items.length));
    /** Fills the description so that the card counts `bytes` (its value counted as a number: 8 bytes). */
    const countAs = (bytes: number) => {
      card.description = '';
      card.description = 'd'.repeat(bytes - counted());
      expect(counted()).toBe(bytes);
    };
    // The longest a number is written: 24 characters, so "n…" is 26 bytes, 18 more than the 8 counted; 10 bytes
    // under 1 MiB as counted is 8 bytes over as stored.
    const longest = (-1 / 3) * 1e-300;
    expect(String(longest)).toHaveLength(24);
    card.fields = { est: longest };
    countAs(MAX - 10);
    expect(() => checkImportable(near)).toThrow(expect.objectContaining({ code: 'limit-exceeded' }));
    card.fields = { est: 1 };
    countAs(MAX - 18);
    expect(checkImportable(near).cards[0]?.fields).toEqual({ est: 1 });
  });

  it('names the card of a field the schema refuses, and refuses links that are not http or https', () => {
    const bad = plan();
    bad.attachments[0]!.url = 'javascript:alert(1)';
    expect(() => checkImportable(bad)).toThrow(
      expect.objectContaining({
        code: 'invalid-argument',
        message: expect.stringMatching(
          /^Attachment "Link" on card "Heavy card" in list "Backlog", field url/,
        ),
      }),
    );
    const long = plan();
    long.attachments[0]!.url = `https://example.com/${'x'.repeat(2_100)}`;
    expect(() => checkImportable(long)).toThrow(expect.objectContaining({ code: 'limit-exceeded' }));
  });

  it("refuses a cover that is not one of the card's attachments", () => {
    const wrong = plan();
    wrong.cards[0]!.coverAttachmentId = 'elsewhere';
    expect(() => checkImportable(wrong)).toThrow(
      expect.objectContaining({
        code: 'invalid-argument',
        message: 'The cover of card "Heavy card" in list "Backlog" is not one of its attachments.',
      }),
    );
    wrong.cards[0]!.coverAttachmentId = 'a';
    expect(checkImportable(wrong).cards[0]?.coverAttachmentId).toBe('a');
  });
});
