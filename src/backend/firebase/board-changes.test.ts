import { describe, expect, it } from 'vitest';
import { sampleBoard } from '../../domain/samples';
import type { Board } from '../../domain/model';
import type { Snapshot } from '../ports';
import { boardOwnChanges } from './board-changes';

/** The snapshots the wrapped observer passes on. */
function wrapped() {
  const seen: Snapshot<Board | null>[] = [];
  const observer = boardOwnChanges({ next: (s) => seen.push(s), error: () => undefined });
  return { seen, observer };
}

const snap = (data: Board | null, pending: boolean): Snapshot<Board | null> => ({
  data,
  pending,
  fromCache: pending,
  pendingCount: pending ? 1 : 0,
});

describe('boardOwnChanges', () => {
  it('does not count a pending tally (the same board as confirmed) as an unsynced change of the board', () => {
    const { seen, observer } = wrapped();
    const board = sampleBoard({ title: 'Team plans' });
    observer.next(snap(board, false));
    // A card added offline: the board document has a pending tally write, the board as shown is unchanged.
    observer.next(snap({ ...board }, true));
    expect(seen.at(-1)).toMatchObject({ pending: false, pendingCount: 0 });
  });

  it('counts a pending edit of the board itself', () => {
    const { seen, observer } = wrapped();
    const board = sampleBoard({ title: 'Team plans' });
    observer.next(snap(board, false));
    observer.next(snap({ ...board, title: 'Team plans 2' }, true));
    expect(seen.at(-1)).toMatchObject({ pending: true, pendingCount: 1 });
    observer.next(snap({ ...board, title: 'Team plans 2' }, false));
    expect(seen.at(-1)).toMatchObject({ pending: false, pendingCount: 0 });
  });

  it('counts a board never confirmed by the server (created offline) as pending', () => {
    const { seen, observer } = wrapped();
    observer.next(snap(sampleBoard(), true));
    expect(seen.at(-1)).toMatchObject({ pending: true, pendingCount: 1 });
  });
});
