// The replica's outbox and server versions on IndexedDB (fake-indexeddb): what a Firebase-mode device shows while
// its changes travel, and what a refusal or a deletion elsewhere does to it (docs/sync.md).
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../domain/errors';
import { increment, serverTime } from '../../../domain/sync/writes';
import { LanesDb } from '../db';
import { applyServerChanges } from './apply-server';
import { applyWhileSynced, forgetBoard, recordSync, syncStateOf } from './board-state';
import {
  acknowledge,
  unsureAfterSend,
  enqueue,
  markSent,
  markUnsent,
  nextEntry,
  queuedCount,
  refuse,
  takeRefused,
} from './outbox';
import { pendingDocs } from './pending';
import { onTableChange } from './changes';

let dbs = 0;
const fresh = () => new LanesDb(`replica-test-${Date.now()}-${(dbs += 1)}`);
const cardPath = 'boards/b1/cards/c1';
const card = {
  id: 'c1',
  boardId: 'b1',
  listId: 'l1',
  rank: 'a0',
  title: 'Paint',
  counts: { comments: 0 },
  updatedAt: 10,
};

describe('a Firebase-mode replica', () => {
  it('shows a change and queues it in one step, and keeps it across a reopen (a reload) until acknowledged', async () => {
    const db = fresh();
    await applyServerChanges(db, [{ path: cardPath, row: card }]);
    const seq = await enqueue(db, {
      boardId: 'b1',
      writes: [{ kind: 'update', path: cardPath, data: { listId: 'l2', updatedAt: serverTime() } }],
      what: { action: 'card.move', title: 'Paint' },
    });
    expect(await db.cards.get('c1')).toMatchObject({ listId: 'l2' });
    db.close();
    const again = new LanesDb(db.name);
    expect(await queuedCount(again)).toBe(1);
    expect(await pendingDocs(again, 'b1')).toEqual({ board: 0, lists: 0, cards: 1 });
    expect((await nextEntry(again))?.seq).toBe(seq);
    await markSent(again, seq);
    await acknowledge(again, seq);
    expect(await queuedCount(again)).toBe(0);
    expect(await again.cards.get('c1')).toMatchObject({ listId: 'l2' });
    expect(await again.held.count()).toBe(0);
  });

  it('shows a new card without touching its board’s row: the tally goes to the server alone', async () => {
    const db = fresh();
    const board = {
      id: 'b1',
      title: 'Plan',
      openCards: 1,
      counted: { kind: 'card', id: 'c0' },
      updatedAt: 10,
    };
    await applyServerChanges(db, [{ path: 'boards/b1', row: board }]);
    let boardChanges = 0;
    const stop = onTableChange(db, 'boards', () => (boardChanges += 1));
    const newCard = {
      kind: 'set' as const,
      path: 'boards/b1/cards/c2',
      data: { ...card, id: 'c2', title: 'New' },
    };
    const tally = {
      kind: 'update' as const,
      path: 'boards/b1',
      data: { openCards: increment(1), counted: { kind: 'card', id: 'c2' } },
    };
    const seq = await enqueue(db, {
      boardId: 'b1',
      writes: [newCard, tally],
      what: { action: 'card.create', title: 'New' },
    });
    expect(await db.cards.get('c2')).toMatchObject({ title: 'New' });
    expect(await db.boards.get('b1')).toEqual(board);
    expect(await db.held.toCollection().primaryKeys()).toEqual(['boards/b1/cards/c2']);
    expect(await pendingDocs(db, 'b1')).toEqual({ board: 0, lists: 0, cards: 1 });
    // Refused: the card goes, the board is as it was.
    await markSent(db, seq);
    await refuse(
      db,
      seq,
      new AppError('permission-denied', 'No.'),
      new Map([
        [newCard.path, null],
        [tally.path, board],
      ]),
    );
    expect(await db.cards.get('c2')).toBeUndefined();
    expect(await db.boards.get('b1')).toEqual(board);
    await new Promise((resolve) => setTimeout(resolve, 20));
    stop();
    expect(boardChanges).toBe(0);
    // A rename and the tally queued together: the board shows the rename, and counts as changed.
    await enqueue(db, {
      boardId: 'b1',
      writes: [newCard, tally, { kind: 'update', path: 'boards/b1', data: { title: 'Plans' } }],
      what: { action: 'card.create', title: 'New' },
    });
    expect(await db.boards.get('b1')).toMatchObject({ title: 'Plans', openCards: 2 });
    expect(await pendingDocs(db, 'b1')).toEqual({ board: 1, lists: 0, cards: 1 });
  });

  it('undoes a refused change from the server’s version and keeps the refusal to tell', async () => {
    const db = fresh();
    await applyServerChanges(db, [{ path: cardPath, row: card }]);
    const seq = await enqueue(db, {
      boardId: 'b1',
      writes: [{ kind: 'update', path: cardPath, data: { title: 'Mine' } }],
      what: { action: 'card.update', title: 'Paint' },
    });
    await markSent(db, seq);
    // Someone else renamed it meanwhile; that is what the server holds now.
    await refuse(
      db,
      seq,
      new AppError('permission-denied', 'Your role on this board does not allow that.'),
      new Map([[cardPath, { ...card, title: 'Theirs' }]]),
    );
    expect(await db.cards.get('c1')).toMatchObject({ title: 'Theirs' });
    const [told] = await takeRefused(db);
    expect(told?.what).toEqual({ action: 'card.update', title: 'Paint' });
    expect(told?.error.code).toBe('permission-denied');
    expect(await takeRefused(db)).toEqual([]);
  });

  it('takes no refusals without changing the table: the pages take them on every change of it', async () => {
    const db = fresh();
    await db.open();
    let changes = 0;
    const stop = onTableChange(db, 'refused', () => (changes += 1));
    expect(await takeRefused(db)).toEqual([]);
    expect(await takeRefused(db)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    stop();
    expect(changes).toBe(0);
  });

  it('counts a comment once when the server’s version with it arrives before the acknowledgement', async () => {
    const db = fresh();
    await applyServerChanges(db, [{ path: cardPath, row: card }]);
    const seq = await enqueue(db, {
      boardId: 'b1',
      writes: [{ kind: 'update', path: cardPath, data: { 'counts.comments': increment(1) } }],
      what: { action: 'comment.create', title: 'Paint' },
    });
    await markSent(db, seq);
    await applyServerChanges(db, [
      { path: cardPath, row: { ...card, counts: { comments: 1 }, updatedAt: 20 } },
    ]);
    await acknowledge(db, seq);
    expect((await db.cards.get('c1'))?.counts.comments).toBe(1);
  });

  /** Moves card c1 to `listId` through the outbox and marks the write sent; returns its sequence number. */
  async function sendMove(db: ReturnType<typeof fresh>, listId: string): Promise<number> {
    const seq = await enqueue(db, {
      boardId: 'b1',
      writes: [{ kind: 'update', path: cardPath, data: { listId, updatedAt: serverTime() } }],
      what: { action: 'card.move', title: 'Paint' },
    });
    await markSent(db, seq);
    return seq;
  }

  it('reads again, and shows, a moved card whose older version came while the move was out', async () => {
    const db = fresh();
    await applyServerChanges(db, [{ path: cardPath, row: card }]);
    const seq = await sendMove(db, 'l2');
    expect(await unsureAfterSend(db, seq)).toEqual([]);
    // The listener brings the card as it was before the move (its own snapshot lagging the write stream).
    await applyServerChanges(db, [{ path: cardPath, row: { ...card, updatedAt: 15 } }]);
    expect(await unsureAfterSend(db, seq)).toEqual([cardPath]);
    const moved = { ...card, listId: 'l2', updatedAt: 30 };
    await acknowledge(db, seq, 40, new Map([[cardPath, moved]]));
    expect(await db.cards.get('c1')).toMatchObject({ listId: 'l2' });
    // A version that holds the move needs no second read.
    const next = await sendMove(db, 'l3');
    await applyServerChanges(db, [{ path: cardPath, row: { ...card, listId: 'l3', updatedAt: 50 } }]);
    expect(await unsureAfterSend(db, next)).toEqual([]);
  });

  it('keeps a card this device is changing when it leaves the listener’s query, through the acknowledgement', async () => {
    const db = fresh();
    await applyServerChanges(db, [{ path: cardPath, row: card }]);
    const seq = await enqueue(db, {
      boardId: 'b1',
      writes: [{ kind: 'update', path: cardPath, data: { title: 'Mine', updatedAt: serverTime() } }],
      what: { action: 'card.update' },
    });
    await markSent(db, seq);
    // Firestore's SDK: the pending `updatedAt` no longer matches `updatedAt >`, and the card leaves the query.
    await applyServerChanges(db, [{ path: cardPath, row: null, left: true }]);
    expect(await db.cards.get('c1')).toMatchObject({ title: 'Mine' });
    // Acknowledged before the listener's next snapshot (with the card again) is stored: still shown.
    await acknowledge(db, seq);
    expect(await db.cards.get('c1')).toMatchObject({ title: 'Mine' });
    await applyServerChanges(db, [{ path: cardPath, row: null, left: true }]);
    expect(await db.cards.get('c1')).toBeUndefined();
  });

  it('shows server versions again once a send that failed for a passing reason is no longer in flight', async () => {
    const db = fresh();
    await applyServerChanges(db, [{ path: cardPath, row: card }]);
    const seq = await enqueue(db, {
      boardId: 'b1',
      writes: [{ kind: 'update', path: cardPath, data: { title: 'Mine' } }],
      what: { action: 'card.update' },
    });
    await markSent(db, seq);
    await markUnsent(db, seq);
    await applyServerChanges(db, [{ path: cardPath, row: { ...card, listId: 'l7', updatedAt: 40 } }]);
    expect(await db.cards.get('c1')).toMatchObject({ title: 'Mine', listId: 'l7' });
  });

  it('puts a server version under changes still waiting while offline (nothing in flight)', async () => {
    const db = fresh();
    await applyServerChanges(db, [{ path: cardPath, row: card }]);
    await enqueue(db, {
      boardId: 'b1',
      writes: [{ kind: 'update', path: cardPath, data: { title: 'Mine' } }],
      what: { action: 'card.update' },
    });
    await applyServerChanges(db, [{ path: cardPath, row: { ...card, listId: 'l9', updatedAt: 30 } }]);
    expect(await db.cards.get('c1')).toMatchObject({ title: 'Mine', listId: 'l9' });
  });

  it('deletes what a tombstone names, unless the row is newer (a card moved away and back), or another board’s', async () => {
    const db = fresh();
    await applyServerChanges(db, [
      { path: cardPath, row: card },
      { path: 'boards/b1/cards/c2', row: { ...card, id: 'c2', updatedAt: 50 } },
      { path: 'boards/b2/cards/c3', row: { ...card, id: 'c3', boardId: 'b2' } },
    ]);
    await applyServerChanges(db, [
      { path: cardPath, row: null, deletedAt: 20 },
      { path: 'boards/b1/cards/c2', row: null, deletedAt: 40 },
      { path: 'boards/b1/cards/c3', row: null, deletedAt: 40 },
    ]);
    expect((await db.cards.toArray()).map((c) => c.id).sort()).toEqual(['c2', 'c3']);
  });

  it('replaces a board’s lists and cards with a whole copy, and forgets a board with all under it', async () => {
    const db = fresh();
    await applyServerChanges(db, [
      { path: 'boards/b1', row: { id: 'b1', title: 'B', memberIds: ['u'] } },
      { path: cardPath, row: card },
      { path: 'boards/b1/lists/l1', row: { id: 'l1', boardId: 'b1' } },
    ]);
    await applyServerChanges(db, [{ path: 'boards/b1/cards/c9', row: { ...card, id: 'c9' } }], {
      boardId: 'b1',
      tables: ['lists', 'cards'],
    });
    expect((await db.cards.toArray()).map((c) => c.id)).toEqual(['c9']);
    expect(await db.lists.count()).toBe(0);
    await recordSync(db, 'b1', 100, 1);
    await recordSync(db, 'b1', 50, 2);
    expect(await syncStateOf(db, 'b1')).toEqual({ boardId: 'b1', watermark: 100, syncedAt: 2 });
    await forgetBoard(db, 'b1');
    expect([await db.boards.count(), await db.cards.count(), await syncStateOf(db, 'b1')]).toEqual([
      0,
      0,
      undefined,
    ]);
  });

  it('keeps nothing of a listener’s snapshot that arrives after the board was forgotten (a member removed)', async () => {
    const db = fresh();
    await recordSync(db, 'b1', 100, 1);
    expect(
      await applyWhileSynced(db, 'b1', [{ path: cardPath, row: card }], { watermark: 200, syncedAt: 2 }),
    ).toBe(true);
    expect(await db.cards.get('c1')).toMatchObject({ title: 'Paint' });
    expect(await syncStateOf(db, 'b1')).toEqual({ boardId: 'b1', watermark: 200, syncedAt: 2 });

    await forgetBoard(db, 'b1');
    const late = { ...card, title: 'Paint again', updatedAt: 20 };
    expect(
      await applyWhileSynced(db, 'b1', [{ path: cardPath, row: late }], { watermark: 300, syncedAt: 3 }),
    ).toBe(false);
    expect([await db.cards.count(), await syncStateOf(db, 'b1')]).toEqual([0, undefined]);
  });
});

describe('a replica’s unreadable documents (issue 28: no silent drops)', () => {
  const unreadable = { kind: 'card' as const, fields: ['title'] };

  it('records a document that could not be read whole, and forgets it when a readable version comes', async () => {
    const db = fresh();
    await applyServerChanges(db, [{ path: cardPath, row: { ...card, title: 'Pai' }, unreadable }]);
    expect(await db.unreadable.toArray()).toEqual([
      { path: cardPath, boardId: 'b1', kind: 'card', fields: ['title'], shown: true },
    ]);
    expect(await db.cards.get('c1')).toMatchObject({ title: 'Pai' });
    await applyServerChanges(db, [{ path: cardPath, row: card }]);
    expect(await db.unreadable.count()).toBe(0);
  });

  it('keeps the row it had when nothing of the new version can be shown', async () => {
    const db = fresh();
    await applyServerChanges(db, [{ path: cardPath, row: card }]);
    await applyServerChanges(db, [{ path: cardPath, row: null, keep: true, unreadable }]);
    expect(await db.cards.get('c1')).toMatchObject({ title: 'Paint' });
    expect(await db.unreadable.get(cardPath)).toMatchObject({ shown: false });
  });

  it('forgets the records of a board copied again without them, or forgotten', async () => {
    const db = fresh();
    await applyServerChanges(db, [{ path: cardPath, row: null, keep: true, unreadable }]);
    await applyServerChanges(db, [{ path: 'boards/b1/cards/c2', row: { ...card, id: 'c2' } }], {
      boardId: 'b1',
      tables: ['cards'],
    });
    expect(await db.unreadable.count()).toBe(0);
    await applyServerChanges(db, [{ path: cardPath, row: null, keep: true, unreadable }]);
    await forgetBoard(db, 'b1');
    expect(await db.unreadable.count()).toBe(0);
  });
});
