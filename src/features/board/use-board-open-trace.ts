/**
 * The `board_open` trace: from the board route's first render until the board, its lists and its cards have all
 * arrived, with the card count as metric `cards` and a size bucket as attribute `board_size` (so the console can
 * compare like with like). A board left before it loaded sends nothing.
 */
import { useEffect, useRef } from 'react';
import { useBackend } from '../../backend/context';
import type { TraceHandle } from '../../backend/ports';

/** Coarse board sizes: few enough values to filter on in the Performance console. */
export function boardSizeBucket(cards: number): string {
  if (cards < 100) return 'under_100';
  if (cards < 1_000) return 'under_1000';
  if (cards < 5_000) return 'under_5000';
  return '5000_or_more';
}

/** Times opening `boardId`; `loading` false means everything has arrived, with `cardCount` open cards. */
export function useBoardOpenTrace(boardId: string, loading: boolean, cardCount: number): void {
  const { telemetry } = useBackend();
  const running = useRef<{ boardId: string; trace: TraceHandle } | null>(null);

  useEffect(() => {
    running.current = { boardId, trace: telemetry.trace('board_open') };
    return () => {
      running.current = null;
    };
  }, [telemetry, boardId]);

  useEffect(() => {
    const current = running.current;
    if (loading || !current || current.boardId !== boardId) return;
    current.trace.putMetric('cards', cardCount);
    current.trace.putAttribute('board_size', boardSizeBucket(cardCount));
    current.trace.stop();
    running.current = null;
  }, [loading, boardId, cardCount]);
}
