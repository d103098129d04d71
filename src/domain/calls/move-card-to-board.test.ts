// moveCardToBoard: the card goes to the other board with its comments (authors kept) and attachments (files named
// for the caller to move), labels and assignees matched, limits and roles checked on both boards, nothing half done.
import { describe, expect, it } from 'vitest';
import { MemoryStore } from './memory-tx';
import { moveCardToBoard } from './move-card-to-board';
import { activityOf, boardDoc, call, ctxOf, DEFAULT_ROLES, dump, NOW, refusal, U } from './test-fixtures';
import type { DocData } from './tx';

const FROM = 'boards/home/cards/c1';
const TO = 'boards/garden/cards/c1';

/** Board "home" (list l1, card c1 with a comment by the admin, a file and a link) and board "garden" (list g1). */
function store(gardenRoles = DEFAULT_ROLES): MemoryStore {
  const home: DocData = {
    ...boardDoc('home'),
    labels: [
      { id: 'h-red', name: 'Urgent', color: 'red' },
      { id: 'h-blue', name: 'Later', color: 'blue' },
    ],
  };
  const garden: DocData = {
    ...boardDoc('garden', gardenRoles),
    labels: [{ id: 'g-red', name: 'Urgent', color: 'red' }],
  };
  return new MemoryStore()
    .seed('boards/home', home)
    .seed('boards/garden', garden)
    .seed('boards/home/lists/l1', { id: 'l1', boardId: 'home', title: 'To do', rank: 'a0', archivedAt: null })
    .seed('boards/garden/lists/g1', {
      id: 'g1',
      boardId: 'garden',
      title: 'Beds',
      rank: 'a0',
      archivedAt: null,
    })
    .seed('boards/garden/lists/g2', {
      id: 'g2',
      boardId: 'garden',
      title: 'Old',
      rank: 'a1',
      archivedAt: NOW,
    })
    .seed('boards/garden/cards/x1', {
      id: 'x1',
      boardId: 'garden',
      listId: 'g1',
      rank: 'a5',
      title: 'Weed',
      labelIds: [],
      assigneeIds: [],
      archivedAt: null,
    })
    .seed(FROM, {
      id: 'c1',
      boardId: 'home',
      listId: 'l1',
      rank: 'a0',
      title: 'Prune the roses',
      description: 'Before March',
      labelIds: ['h-red', 'h-blue'],
      assigneeIds: [U.member, 'u-gone'],
      counts: { comments: 1, attachments: 2, checkItems: 0, checkItemsDone: 0 },
      coverAttachmentId: 'a1',
      blockedBy: ['c9'],
      archivedAt: null,
      createdBy: U.owner,
      createdAt: NOW - 10,
      updatedAt: NOW - 10,
    })
    .seed(`${FROM}/comments/m1`, {
      id: 'm1',
      boardId: 'home',
      cardId: 'c1',
      authorUid: U.admin,
      text: 'Use gloves',
    })
    .seed(`${FROM}/attachments/a1`, {
      id: 'a1',
      boardId: 'home',
      cardId: 'c1',
      name: 'rose.png',
      storagePath: 'boards/home/cards/c1/a1/rose.png',
    })
    .seed(`${FROM}/attachments/a2`, {
      id: 'a2',
      boardId: 'home',
      cardId: 'c1',
      name: 'Guide',
      storagePath: null,
    });
}

const input = (extra: Record<string, unknown> = {}) => ({
  boardId: 'home',
  cardId: 'c1',
  toBoardId: 'garden',
  toListId: 'g1',
  ...extra,
});

describe('moveCardToBoard', () => {
  it('moves the card with its comments and attachments, matching labels and members', async () => {
    const s = store();
    const out = await call(s, moveCardToBoard, ctxOf('member'), input());
    expect(s.read(FROM)).toBeNull();
    expect(s.read(`${FROM}/comments/m1`)).toBeNull();
    expect(s.read(`${FROM}/attachments/a1`)).toBeNull();
    expect(s.read(TO)).toMatchObject({
      boardId: 'garden',
      listId: 'g1',
      title: 'Prune the roses',
      description: 'Before March',
      labelIds: ['g-red'],
      assigneeIds: [U.member],
      coverAttachmentId: 'a1',
      counts: { comments: 1, attachments: 2 },
      createdBy: U.owner,
      updatedAt: NOW,
    });
    // Its blockers are cards of the board it left: they stay behind.
    expect(s.read(TO)).not.toHaveProperty('blockedBy');
    // At the bottom of the list, below the card already there.
    expect(String(s.read(TO)?.rank) > 'a5').toBe(true);
    expect(s.read(`${TO}/comments/m1`)).toMatchObject({
      authorUid: U.admin,
      text: 'Use gloves',
      boardId: 'garden',
    });
    expect(s.read(`${TO}/attachments/a1`)).toMatchObject({
      storagePath: 'boards/garden/cards/c1/a1/rose.png',
    });
    expect(s.read(`${TO}/attachments/a2`)).toMatchObject({ name: 'Guide', storagePath: null });
    expect(out).toMatchObject({
      boardId: 'garden',
      listId: 'g1',
      cardId: 'c1',
      dropped: { labels: 1, members: 1 },
      before: { boardId: 'home', listId: 'l1', rank: 'a0', labelIds: ['h-red', 'h-blue'] },
      files: [{ from: 'boards/home/cards/c1/a1/rose.png', to: 'boards/garden/cards/c1/a1/rose.png' }],
    });
    expect(activityOf(s, 'home').map((a) => [a.type, a.data])).toEqual([
      ['card.moveToBoard', { title: 'Prune the roses' }],
    ]);
    expect(activityOf(s, 'garden').map((a) => a.type)).toEqual(['card.moveFromBoard']);
  });

  it('moves it back exactly with the labels and assignees the move reported (the Undo)', async () => {
    const s = store();
    const out = await call(s, moveCardToBoard, ctxOf('member'), input());
    await call(s, moveCardToBoard, ctxOf('member'), {
      boardId: 'garden',
      cardId: 'c1',
      toBoardId: out.before.boardId,
      toListId: out.before.listId,
      rank: out.before.rank,
      labelIds: out.before.labelIds.filter((id) => id !== 'u-gone'),
      assigneeIds: [U.member],
    });
    expect(s.read(TO)).toBeNull();
    expect(s.read(FROM)).toMatchObject({ listId: 'l1', rank: 'a0', labelIds: ['h-red', 'h-blue'] });
    expect(s.read(`${FROM}/attachments/a1`)).toMatchObject({
      storagePath: 'boards/home/cards/c1/a1/rose.png',
    });
    expect(s.read(`${FROM}/comments/m1`)).toMatchObject({ authorUid: U.admin });
  });

  it('refuses, writing nothing, what the roles, the lists or the limits do not allow', async () => {
    const cases: [string, MemoryStore, ReturnType<typeof ctxOf>, unknown][] = [
      ['unauthenticated', store(), ctxOf(null), input()],
      ['permission-denied', store(), ctxOf('observer'), input()],
      ['permission-denied', store({ [U.owner]: 'owner' }), ctxOf('member'), input()],
      ['invalid-argument', store(), ctxOf('member'), input({ toListId: 'g2' })],
      ['invalid-argument', store(), ctxOf('member'), input({ toBoardId: 'home', toListId: 'l1' })],
      ['invalid-argument', store(), ctxOf('member'), input({ labelIds: ['h-red'] })],
      ['invalid-argument', store(), ctxOf('member'), input({ assigneeIds: [U.outsider] })],
      ['invalid-argument', store(), ctxOf('member'), input({ extra: 1 })],
      ['not-found', store(), ctxOf('member'), input({ toListId: 'nope' })],
      ['not-found', store(), ctxOf('member'), input({ cardId: 'nope' })],
      ['not-found', store(), ctxOf('member'), input({ toBoardId: 'nope' })],
    ];
    for (const [code, s, ctx, given] of cases) {
      const before = dump(s);
      expect((await refusal(call(s, moveCardToBoard, ctx, given))).code, JSON.stringify(given)).toBe(code);
      expect(dump(s)).toBe(before);
    }
  });

  it('refuses a list that holds its 5,000 open cards', async () => {
    const s = store();
    for (let i = 0; i < 4_999; i++)
      s.seed(`boards/garden/cards/f${i}`, { id: `f${i}`, listId: 'g1', rank: `b${i}`, archivedAt: null });
    expect((await refusal(call(s, moveCardToBoard, ctxOf('member'), input()))).code).toBe('limit-exceeded');
  });

  it('moves no file from outside the card’s own folder', async () => {
    const s = store().seed(`${FROM}/attachments/a3`, {
      id: 'a3',
      boardId: 'home',
      cardId: 'c1',
      name: 'me.png',
      storagePath: 'users/victim/avatar/me.png',
    });
    const out = await call(s, moveCardToBoard, ctxOf('member'), input());
    expect(out.files.map((f) => f.from)).toEqual(['boards/home/cards/c1/a1/rose.png']);
    expect(s.read(`${TO}/attachments/a3`)).toMatchObject({ storagePath: 'users/victim/avatar/me.png' });
  });
});
