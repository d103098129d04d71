// A card move shows on the board the moment it is dropped, before the backend's snapshot has it; a failed write
// puts the card back where it was and the error still reaches the caller.
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, it } from 'vitest';
import { BackendProvider } from '../../backend/context';
import type { Backend, Observer } from '../../backend/ports';
import type { Board, Card, List } from '../../domain/model';
import { sampleCard } from '../../domain/samples';
import { useBoardData } from './use-board-data';

afterEach(cleanup);

const card = (id: string, listId: string, rank: string): Card => sampleCard({ id, listId, rank, title: id });

/** A backend whose cards subscription the test drives by hand. */
function setUp(initial: Card[]) {
  let cardsObserver: Observer<Card[]> | null = null;
  const backend = {
    mode: 'local',
    telemetry: { trace: () => ({ stop: () => {}, putMetric: () => {}, putAttribute: () => {} }) },
    boards: {
      watchBoard: (_id: string, o: Observer<Board | null>) => {
        o.next({ data: { id: 'b' } as Board, pending: false, fromCache: false });
        return () => {};
      },
      watchLists: (_id: string, o: Observer<List[]>) => {
        o.next({ data: [], pending: false, fromCache: false });
        return () => {};
      },
      watchCards: (_id: string, o: Observer<Card[]>) => {
        cardsObserver = o;
        o.next({ data: initial, pending: false, fromCache: false });
        return () => {};
      },
    },
  } as unknown as Backend;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BackendProvider backend={backend}>{children}</BackendProvider>
  );
  const hook = renderHook(() => useBoardData('b'), { wrapper });
  const deliver = (cards: Card[]) =>
    act(() => cardsObserver?.next({ data: cards, pending: false, fromCache: false }));
  return { hook, deliver };
}

const titles = (cards: readonly Card[] | undefined) => cards?.map((c) => c.id) ?? [];

it('shows a moved card in its new list at once, and keeps it there when the snapshot arrives', async () => {
  const x = card('x', 'A', 'a0');
  const y = card('y', 'B', 'a0');
  const { hook, deliver } = setUp([x, y]);
  const untouched = card('z', 'C', 'a0');
  await deliver([x, y, untouched]);
  const listC = hook.result.current.cardsByList.get('C');

  let finish: () => void = () => {};
  let moved: Promise<void> = Promise.resolve();
  act(() => {
    moved = hook.result.current.showMove(
      'x',
      { listId: 'B', rank: 'a1' },
      () => new Promise((r) => (finish = r)),
    );
  });
  expect(titles(hook.result.current.cardsByList.get('A'))).toEqual([]);
  expect(titles(hook.result.current.cardsByList.get('B'))).toEqual(['y', 'x']);
  // The list the move did not touch keeps its array, so its column does not re-render.
  expect(hook.result.current.cardsByList.get('C')).toBe(listC);

  await act(async () => {
    finish();
    await moved;
  });
  await deliver([{ ...x, listId: 'B', rank: 'a1' }, y, untouched]);
  expect(titles(hook.result.current.cardsByList.get('B'))).toEqual(['y', 'x']);

  // Once the write is done, a later snapshot wins: another tab moving the card on is shown.
  await deliver([{ ...x, listId: 'C', rank: 'a5' }, y, untouched]);
  expect(titles(hook.result.current.cardsByList.get('C'))).toEqual(['z', 'x']);
});

it('puts the card back and passes the error on when the write fails', async () => {
  const x = card('x', 'A', 'a0');
  const { hook } = setUp([x, card('y', 'B', 'a0')]);
  let fail: (e: Error) => void = () => {};
  let moved: Promise<void> = Promise.resolve();
  act(() => {
    moved = hook.result.current.showMove(
      'x',
      { listId: 'B', rank: 'a1' },
      () => new Promise((_, reject) => (fail = reject)),
    );
  });
  expect(titles(hook.result.current.cardsByList.get('B'))).toEqual(['y', 'x']);
  let error: unknown = null;
  await act(async () => {
    fail(new Error('disk full'));
    await moved.catch((e: unknown) => (error = e));
  });
  expect((error as Error).message).toBe('disk full');
  expect(titles(hook.result.current.cardsByList.get('A'))).toEqual(['x']);
  expect(titles(hook.result.current.cardsByList.get('B'))).toEqual(['y']);
});
