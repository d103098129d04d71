/**
 * The Firestore adapter offline: Auth from its emulator, but no Firestore server at all — this file points the
 * adapter's Firestore at a closed port — and its network disabled. Every change is shown by the account's replica
 * and queued in its outbox at once (docs/sync.md), so this shows what the UI sees before any server answers:
 * commands not awaited, snapshots `pending` and `fromCache`, ordering, counts and increments applied locally.
 *
 * Why no server, not only disableNetwork: the SDK's getCountFromServer ignores disableNetwork (it is a direct RPC),
 * so with a reachable emulator the limit checks' count would reach it and be refused for a board the server has not
 * seen yet; a device without a network gets `unavailable`, which the adapter treats as "skip the check". What an
 * offline edit does once the device is back online is in reconnect.emulator-test.ts; rules and acknowledgements in
 * boards-contract and rules-*.emulator-test.ts.
 */
import { disableNetwork } from 'firebase/firestore';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorCode, watch } from '../../contract/harness';
import { newId } from '../../../domain/ids';
import { keysBetween } from '../../../domain/ordering';
import type { Observer, Snapshot, Unsubscribe } from '../../ports';
import type { FirebaseBackend } from '../index';
import { emulatorBackend, recordingProfiles, uniqueEmail } from './harness';

// Before config.ts reads the ports (hoisted above the imports): nothing listens on port 1. Put back after the file,
// for a later file run in this same process.
const firestorePort = vi.hoisted(() => {
  const before = process.env.LANES_EMULATOR_FIRESTORE_PORT;
  process.env.LANES_EMULATOR_FIRESTORE_PORT = '1';
  return before;
});
afterAll(() => {
  if (firestorePort === undefined) delete process.env.LANES_EMULATOR_FIRESTORE_PORT;
  else process.env.LANES_EMULATOR_FIRESTORE_PORT = firestorePort;
});

/** The first whole snapshot for which `predicate` holds (data and metadata). */
function snapshotWhen<T>(
  subscribe: (o: Observer<T>) => Unsubscribe,
  predicate: (s: Snapshot<T>) => boolean,
): Promise<Snapshot<T>> {
  return new Promise((resolve, reject) => {
    let stop: Unsubscribe | null = null;
    let done = false;
    const timer = setTimeout(() => reject(new Error('no matching snapshot within 5 s')), 5_000);
    stop = subscribe({
      next: (s) => {
        if (done || !predicate(s)) return;
        done = true;
        clearTimeout(timer);
        queueMicrotask(() => stop?.());
        resolve(s);
      },
      error: reject,
    });
  });
}

/** Starts a command the way the UI does: never awaited (offline it settles only when the server answers). */
function fire(command: Promise<void>): void {
  command.catch(() => undefined);
}

describe('Firestore adapter offline (network disabled, no Firestore emulator)', () => {
  let backend: FirebaseBackend;

  beforeEach(async () => {
    backend = await emulatorBackend(recordingProfiles());
    await backend.auth.signUp({ email: uniqueEmail('offline'), password: '123456', displayName: 'Off' });
    await disableNetwork(await backend.services.firestore());
  });
  afterEach(async () => {
    await backend.dispose();
  });

  it('reports what it keeps of the account on this device: this session only, or until sign-out when kept', async () => {
    // Not kept signed in (Node has no localStorage): the replica lasts for this session (docs/sync.md).
    expect(backend.offlineCache).toBe('session');
    vi.stubGlobal('localStorage', { getItem: (key: string) => (key === 'lanes.keptSignedIn' ? '1' : null) });
    const kept = await emulatorBackend(recordingProfiles());
    try {
      expect(kept.offlineCache).toBe('persistent');
    } finally {
      vi.unstubAllGlobals();
      await kept.dispose();
    }
  });

  it('shows a board, lists and cards at once, pending and from the cache', async () => {
    const { boards } = backend;
    const w = watch(backend);
    const me = backend.auth.currentUser();
    const boardId = newId();
    fire(boards.createBoard({ id: boardId, title: ' Trip ' }));
    const listed = await snapshotWhen(w.boards, (s) => s.data.length === 1);
    expect(listed).toMatchObject({ pending: true, fromCache: true, pendingCount: 1 });
    const board = listed.data[0];
    expect(board).toMatchObject({
      id: boardId,
      title: 'Trip',
      roles: { [me?.uid ?? '']: 'owner' },
      archivedAt: null,
    });
    expect(board?.labels).toHaveLength(6);
    expect(Math.abs((board?.createdAt ?? 0) - Date.now())).toBeLessThan(60_000);

    const [r1, r2] = keysBetween(null, null, 2);
    const [later, first] = [newId(), newId()];
    fire(boards.createList(boardId, { id: later, title: 'Later', rank: r2 ?? '' }));
    fire(boards.createList(boardId, { id: first, title: 'First', rank: r1 ?? '' }));
    const lists = await snapshotWhen(w.lists(boardId), (s) => s.data.length === 2);
    expect(lists.data.map((l) => l.id)).toEqual([first, later]);
    expect(lists.pending).toBe(true);

    const cardId = newId();
    fire(boards.createCard(boardId, { id: cardId, listId: first, title: 'Pack', rank: 'a0' }));
    await snapshotWhen(w.cards(boardId), (s) => s.data.length === 1);
    fire(boards.moveCard(boardId, cardId, { listId: later, rank: 'a1' }));
    const items = [
      { id: 'i1', text: 'socks', done: true },
      { id: 'i2', text: 'map', done: false },
    ];
    fire(
      boards.updateCard(boardId, cardId, {
        checklists: [{ id: 'k', title: 'Bag', items }],
        dueAt: 86_400_000,
      }),
    );
    fire(boards.addComment(boardId, cardId, { id: newId(), text: 'Hello' }));
    const cards = await snapshotWhen(
      w.cards(boardId),
      (s) => s.data[0]?.counts.comments === 1 && s.data[0]?.listId === later,
    );
    expect(cards.data[0]).toMatchObject({
      listId: later,
      rank: 'a1',
      dueAt: 86_400_000,
      counts: { comments: 1, attachments: 0, checkItems: 2, checkItemsDone: 1 },
    });
    expect(cards).toMatchObject({ pending: true, fromCache: true, pendingCount: 1 });
    const comments = await snapshotWhen(w.comments(boardId, cardId), (s) => s.data.length === 1);
    // No name stored (issue 28 item 4.4): the UI names the author from the member mirror.
    expect(comments.data[0]).toMatchObject({ text: 'Hello', authorUid: me?.uid, authorName: null });
    const activity = await snapshotWhen(w.activity(boardId, 10), (s) => s.data.length === 6);
    expect(activity.data.map((a) => a.type).sort()).toEqual(
      ['board.create', 'card.create', 'card.move', 'comment.create', 'list.create', 'list.create'].sort(),
    );

    fire(boards.updateBoard(boardId, { archivedAt: Date.now() }));
    const archived = await snapshotWhen(w.archivedBoards, (s) => s.data.length === 1);
    expect(archived.data[0]?.archivedAt).toBeGreaterThan(0);
    await snapshotWhen(w.boards, (s) => s.data.length === 0);
  });

  it('builds quick function patches of one card on each other, offline', async () => {
    const { boards } = backend;
    const w = watch(backend);
    const boardId = newId();
    const listId = newId();
    const cardId = newId();
    fire(boards.createBoard({ id: boardId, title: 'Quick' }));
    await snapshotWhen(w.boards, (s) => s.data.length === 1);
    fire(boards.createList(boardId, { id: listId, title: 'L', rank: 'a0' }));
    await snapshotWhen(w.lists(boardId), (s) => s.data.length === 1);
    fire(boards.createCard(boardId, { id: cardId, listId, title: 'C', rank: 'a0' }));
    await snapshotWhen(w.cards(boardId), (s) => s.data.length === 1);
    fire(boards.updateCard(boardId, cardId, { checklists: [{ id: 'k', title: 'K', items: [] }] }));
    await snapshotWhen(w.cards(boardId), (s) => s.data[0]?.checklists.length === 1);
    const add = (id: string) =>
      log(
        boards.updateCard(boardId, cardId, (card) => ({
          checklists: card.checklists.map((c) => ({
            ...c,
            items: [...c.items, { id, text: id, done: false }],
          })),
        })),
      );
    const errors: unknown[] = [];
    const log = (p: Promise<void>) => void p.catch((e: unknown) => errors.push(e));
    add('a');
    add('b');
    add('c');
    const cards = await snapshotWhen(w.cards(boardId), (s) => s.data[0]?.counts.checkItems === 3);
    expect(errors).toEqual([]);
    expect(cards.data[0]?.checklists[0]?.items.map((i) => i.id)).toEqual(['a', 'b', 'c']);
  });

  it('checks input and roles before writing, offline too', async () => {
    const { boards } = backend;
    const w = watch(backend);
    const boardId = newId();
    fire(boards.createBoard({ id: boardId, title: 'Mine' }));
    await snapshotWhen(w.board(boardId), (s) => s.data !== null);
    expect(await errorCode(boards.createBoard({ id: newId(), title: '' }))).toBe('invalid-argument');
    expect(
      await errorCode(boards.createList(boardId, { id: newId(), title: 'x'.repeat(513), rank: 'a0' })),
    ).toBe('limit-exceeded');
    // No lists listener: the open-list count falls back to the server, which is unreachable, so it is skipped.
    const listId = newId();
    fire(boards.createList(boardId, { id: listId, title: 'Unwatched', rank: 'a0' }));
    await snapshotWhen(w.lists(boardId), (s) => s.data.some((l) => l.id === listId));
    // A card on a list this device has never seen: offline, nobody can tell whether it exists.
    const lost = boards.createCard(boardId, { id: newId(), listId: newId(), title: 'x', rank: 'a0' });
    expect(await errorCode(lost)).toBe('unavailable');
    await backend.auth.signOut();
    expect(await errorCode(boards.createList(boardId, { id: newId(), title: 'x', rank: 'a0' }))).toBe(
      'unauthenticated',
    );
  });
});
