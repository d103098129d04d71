// A first open of a board on a device (docs/sync.md, "cold open"): the board's subscriptions show the copy while
// the replica stores it, then the replica, on fake-indexeddb.
import { describe, expect, it } from 'vitest';
import type { Board, Card, List } from '../../domain/model';
import { sampleBoard, sampleCard, sampleList } from '../../domain/samples';
import { LanesDb } from '../local/db';
import { applyServerChanges } from '../local/replica/apply-server';
import { acknowledge, enqueue, markSent } from '../local/replica/outbox';
import type { Snapshot } from '../ports';
import type { Access } from './access';
import { createBoardWatchers } from './boards-watch';
import { BoardSyncState, type BoardRows } from './sync/board-status';
import type { ReplicaSession } from './sync/session';

const board = (roles: Board['roles']): Board =>
  sampleBoard({
    id: 'b1',
    title: 'Roadmap',
    roles,
    memberIds: Object.keys(roles),
    createdBy: 'ann',
    createdAt: 1,
  });
const list = (id: string, rank: string, archivedAt: number | null = null): List =>
  sampleList({ id, boardId: 'b1', title: `List ${id}`, rank, archivedAt, createdAt: 1, updatedAt: 1 });
const card = (id: string, archivedAt: number | null = null): Card =>
  sampleCard({
    id,
    boardId: 'b1',
    rank: `a${id}`,
    title: `Card ${id}`,
    archivedAt,
    createdBy: 'ann',
    createdAt: 1,
  });

let dbs = 0;

/** The Firebase watchers over a replica of their own, for `uid`, with board b1's sync state under test's control. */
function device(uid: string) {
  const replica = new LanesDb(`boards-watch-test-${Date.now()}-${(dbs += 1)}`);
  const sync = new BoardSyncState();
  const session = { replica, board: () => ({ sync, release: () => undefined }) };
  const access = {
    currentUser: () => ({ uid, email: null, displayName: uid, isAnonymous: false }),
    replicas: { current: () => session },
  };
  return {
    replica,
    sync,
    watchers: createBoardWatchers(
      access as unknown as Access & { replicas: { current: () => ReplicaSession } },
    ),
  };
}

/** Every snapshot `watch` delivers, in order. */
function collect<T>(
  watch: (observer: { next: (s: Snapshot<T>) => void; error: (e: unknown) => void }) => unknown,
) {
  const seen: Snapshot<T>[] = [];
  const errors: unknown[] = [];
  watch({ next: (s) => seen.push(s), error: (e) => errors.push(e) });
  return { seen, errors };
}

const copy = (roles: Board['roles']): BoardRows => ({
  board: board(roles),
  lists: [list('l2', 'a1'), list('l1', 'a0'), list('l3', 'a2', 5)],
  cards: [card('1'), card('2'), card('3', 5)],
});

describe('Firebase mode: a board opened for the first time on this device', () => {
  it('is shown from its copy while the replica stores it, open lists in order and open cards only, then from the replica', async () => {
    const { replica, sync, watchers } = device('ann');
    const cards = collect<Card[]>((o) => watchers.watchCards('b1', o));
    const lists = collect<List[]>((o) => watchers.watchLists('b1', o));
    const shown = collect<Board | null>((o) => watchers.watchBoard('b1', o));

    sync.set({ preview: copy({ ann: 'owner' }) });
    expect(
      cards.seen
        .at(-1)
        ?.data.map((c) => c.title)
        .sort(),
    ).toEqual(['Card 1', 'Card 2']);
    expect(cards.seen.at(-1)?.fromCache).toBe(true);
    expect(lists.seen.at(-1)?.data.map((l) => l.title)).toEqual(['List l1', 'List l2']);
    expect(shown.seen.at(-1)?.data?.title).toBe('Roadmap');

    // The copy stored, with a card added meanwhile: the replica takes over.
    await applyServerChanges(replica, [
      { path: 'boards/b1', row: board({ ann: 'owner' }) },
      { path: 'boards/b1/lists/l1', row: list('l1', 'a0') },
      ...['1', '2', '4'].map((id) => ({ path: `boards/b1/cards/${id}`, row: card(id) })),
    ]);
    sync.set({ ready: true, live: true, preview: null });
    await expect
      .poll(() =>
        cards.seen
          .at(-1)
          ?.data.map((c) => c.title)
          .sort(),
      )
      .toEqual(['Card 1', 'Card 2', 'Card 4']);
    expect(cards.seen.at(-1)?.fromCache).toBe(false);
    await expect.poll(() => lists.seen.at(-1)?.data.map((l) => l.title)).toEqual(['List l1']);
    expect([cards, lists, shown].flatMap((w) => w.errors)).toEqual([]);
  });

  it('shows nothing of a copy its reader may not read', () => {
    const { sync, watchers } = device('bob');
    const cards = collect<Card[]>((o) => watchers.watchCards('b1', o));
    const shown = collect<Board | null>((o) => watchers.watchBoard('b1', o));
    sync.set({ preview: copy({ ann: 'owner' }) });
    expect(cards.seen).toEqual([]);
    expect(shown.seen).toEqual([]);
  });
});

describe('Firebase mode: a card changed on this device', () => {
  it('is never shown as confirmed before the server says so, even while a send holds the queue', async () => {
    const { replica, sync, watchers } = device('ann');
    await applyServerChanges(replica, [
      { path: 'boards/b1', row: board({ ann: 'owner' }) },
      { path: 'boards/b1/lists/l1', row: list('l1', 'a0') },
      { path: 'boards/b1/cards/1', row: card('1') },
    ]);
    sync.set({ ready: true, live: true });
    const cards = collect<Card[]>((o) => watchers.watchCards('b1', o));
    await expect.poll(() => cards.seen.at(-1)?.data.length).toBe(1);
    expect(cards.seen.at(-1)?.pendingCount).toBe(0);

    // A card queued, then its send marked (a read-write transaction over the queue) while the board reads it.
    const { id, boardId, ...fields } = card('2');
    const seq = await enqueue(replica, {
      boardId,
      writes: [{ kind: 'set', path: `boards/${boardId}/cards/${id}`, data: fields }],
      what: { action: 'card.create', title: 'Card 2' },
    });
    const sending = markSent(replica, seq);
    await expect.poll(() => cards.seen.at(-1)?.data.length).toBe(2);
    await sending;
    // Every snapshot that shows the new card counts it as waiting for the server.
    const withCard = cards.seen.filter((s) => s.data.some((c) => c.id === '2'));
    expect(withCard.length).toBeGreaterThan(0);
    for (const snapshot of withCard) {
      expect(snapshot.pendingCount).toBe(1);
      expect(snapshot.pending).toBe(true);
    }

    await acknowledge(replica, seq);
    await expect.poll(() => cards.seen.at(-1)?.pendingCount).toBe(0);
    expect(cards.seen.at(-1)?.pending).toBe(false);
    expect(cards.errors).toEqual([]);
  });
});
