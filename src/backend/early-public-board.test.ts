// A public board opened from its link: its read starts with the adapter and the page takes it over — one call to
// the server for the page's board, none kept for a board the page never asks for.
import { afterEach, expect, it, vi } from 'vitest';
import { EARLY_TTL_MS } from './early-board';
import { withEarlyPublicRead } from './early-public-board';
import { createLocalBackend, memoryStorage } from './local/index';
import type { Backend, PublicBoardRead } from './ports';

afterEach(() => {
  vi.useRealTimers();
});

/** A backend whose `readPublicBoard` answers a read per call, each told apart by its board's title. */
function withPublicReads(): { backend: Backend; reads: string[] } {
  const reads: string[] = [];
  const local = createLocalBackend({ sessionStorage: memoryStorage(), localStorage: memoryStorage() });
  const readPublicBoard = (boardId: string) => {
    reads.push(boardId);
    if (boardId === 'gone') return Promise.reject(new Error('not found'));
    return Promise.resolve({ board: { title: `${boardId} #${reads.length}` } } as unknown as PublicBoardRead);
  };
  return { backend: { ...local, boards: { ...local.boards, readPublicBoard } }, reads };
}

it('starts the read of the board in a public link at once and gives it to the page', async () => {
  const { backend, reads } = withPublicReads();
  const started = withEarlyPublicRead(backend, '/p/b1/table/c/c9');
  expect(reads).toEqual(['b1']);
  const read = await started.boards.readPublicBoard?.('b1');
  expect(read?.board.title).toBe('b1 #1');
  expect(reads).toEqual(['b1']);
  // Taken once: a later read (the page opened again) asks the server anew.
  expect((await started.boards.readPublicBoard?.('b1'))?.board.title).toBe('b1 #2');
});

it('starts it for an embedded board too, and reads another board the page asks for itself', async () => {
  const { backend, reads } = withPublicReads();
  const started = withEarlyPublicRead(backend, '/embed/b1');
  expect((await started.boards.readPublicBoard?.('b2'))?.board.title).toBe('b2 #2');
  expect(reads).toEqual(['b1', 'b2']);
});

it('gives the page a failed early read as its own failure, without an unhandled rejection before', async () => {
  const { backend } = withPublicReads();
  const started = withEarlyPublicRead(backend, '/p/gone');
  await new Promise((resolve) => setTimeout(resolve, 0));
  await expect(started.boards.readPublicBoard?.('gone')).rejects.toThrow('not found');
});

it('forgets a read the page has not taken within EARLY_TTL_MS', async () => {
  vi.useFakeTimers();
  const { backend, reads } = withPublicReads();
  const started = withEarlyPublicRead(backend, '/p/b1');
  vi.advanceTimersByTime(EARLY_TTL_MS);
  expect((await started.boards.readPublicBoard?.('b1'))?.board.title).toBe('b1 #2');
  expect(reads).toEqual(['b1', 'b1']);
});

it('reads nothing early on any other page, or where the backend has no public boards', () => {
  const { backend, reads } = withPublicReads();
  for (const path of ['/', '/b/b1', '/p/', '/settings']) expect(withEarlyPublicRead(backend, path)).toBe(backend);
  expect(reads).toEqual([]);
  const local = createLocalBackend({ sessionStorage: memoryStorage(), localStorage: memoryStorage() });
  expect(withEarlyPublicRead(local, '/p/b1')).toBe(local);
});
