// A board opened from its link: its reads start with the adapter and the page takes them over. The page sees what
// a fresh subscription would (a card added before it subscribed included), and a board it never opens, or one
// opened as someone else, gets nothing from the early reads.
import { afterEach, expect, it, vi } from 'vitest';
import { newId } from '../domain/ids';
import type { Board, Card } from '../domain/model';
import { seedBoard } from './contract/fixtures';
import { startBoardEarly, withEarlyBoard, EARLY_TTL_MS } from './early-board';
import { createLocalBackend, memoryStorage } from './local/index';
import type { Backend, BoardsPort, Observer } from './ports';

let n = 0;
const names: string[] = [];

afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(
    names.splice(0).map(
      (name) =>
        new Promise((resolve) => {
          // The adapter's open connections close themselves when asked to (Dexie does on `versionchange`).
          const request = indexedDB.deleteDatabase(name);
          request.onsuccess = request.onerror = resolve;
        }),
    ),
  );
});

/** A signed-in local backend with a seeded board of 3 + 2 cards. */
async function signedInWithBoard(): Promise<{ backend: Backend; boardId: string; listIds: string[] }> {
  const dbName = `lanes-early-${++n}`;
  names.push(dbName);
  const backend = createLocalBackend({
    dbName,
    passwordIterations: 1_000,
    sessionStorage: memoryStorage(),
    localStorage: memoryStorage(),
  });
  await backend.auth.signUp({ email: `e${n}@x.test`, password: '123456', displayName: 'E', remember: true });
  const { boardId, listIds } = await seedBoard(backend, 'Early', [3, 2]);
  return { backend, boardId, listIds };
}

/** The first snapshot `watch` delivers that `wanted` accepts (any, by default). */
function snapshot<T>(watch: (observer: Observer<T>) => () => void, wanted = (_: T) => true): Promise<T> {
  return new Promise((resolve, reject) => {
    const stop = watch({
      next: (s) => {
        if (!wanted(s.data)) return;
        resolve(s.data);
        queueMicrotask(stop);
      },
      error: reject,
    });
  });
}

it('hands the early reads of a linked board to the page, with a card added before the page subscribed', async () => {
  const { backend, boardId, listIds } = await signedInWithBoard();
  const watchCards = vi.spyOn(backend.boards, 'watchCards');
  const early = startBoardEarly(backend, `/b/${boardId}/c/someCard`);
  expect(watchCards).toHaveBeenCalledTimes(1);
  await new Promise((r) => setTimeout(r, 50));
  await backend.boards.createCard(boardId, {
    id: newId(),
    listId: listIds[0] ?? '',
    title: 'Added meanwhile',
    rank: 'zz',
  });

  const cards = await snapshot<Card[]>(
    (o) => early.boards.watchCards(boardId, o),
    (data) => data.some((c) => c.title === 'Added meanwhile'),
  );
  expect(cards).toHaveLength(6);
  const board = await snapshot<Board | null>((o) => early.boards.watchBoard(boardId, o));
  expect(board?.title).toBe('Early');
  // Taken over, not read again; a second page subscribes on its own.
  expect(watchCards).toHaveBeenCalledTimes(1);
  expect(await snapshot<Card[]>((o) => early.boards.watchCards(boardId, o))).toHaveLength(6);
  expect(watchCards).toHaveBeenCalledTimes(2);
});

it('starts nothing for a page that is not a board, and closes early reads nobody takes', async () => {
  vi.useFakeTimers();
  const stops: string[] = [];
  const started: string[] = [];
  const watch =
    (kind: string) =>
    (boardId: string): (() => void) => {
      started.push(`${kind} ${boardId}`);
      return () => stops.push(`${kind} ${boardId}`);
    };
  const boards = {
    watchBoard: watch('board'),
    watchLists: watch('lists'),
    watchCards: watch('cards'),
  } as unknown as BoardsPort;
  const early = withEarlyBoard(boards);
  early.startEarly('b1');
  expect(started).toEqual(['board b1', 'lists b1', 'cards b1']);
  vi.advanceTimersByTime(EARLY_TTL_MS);
  expect(stops).toEqual(['board b1', 'lists b1', 'cards b1']);

  const auth = { onUserChanged: vi.fn(() => () => undefined) };
  startBoardEarly({ boards, auth } as unknown as Backend, '/settings');
  expect(auth.onUserChanged).not.toHaveBeenCalled();
});

it('drops the early reads when someone else signs in before the page opens', async () => {
  const { backend, boardId } = await signedInWithBoard();
  const early = startBoardEarly(backend, `/b/${boardId}`);
  await backend.auth.signOut();
  const watchCards = vi.spyOn(backend.boards, 'watchCards');
  const seen: string[] = [];
  const stop = early.boards.watchCards(boardId, {
    next: () => seen.push('next'),
    error: (e) => seen.push(e.code),
  });
  // Not the early read (made as the previous user): a read of its own, refused as nobody is signed in.
  expect(watchCards).toHaveBeenCalledTimes(1);
  await vi.waitFor(() => expect(seen).toEqual(['unauthenticated']));
  stop();
});
