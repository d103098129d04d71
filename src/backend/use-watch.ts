/** Subscribes a component to one port subscription and keeps the latest snapshot in state. */
import { startTransition, useEffect, useState } from 'react';
import type { AppError } from '../domain/errors';
import type { Observer, Unsubscribe } from './ports';

/** What a component sees of a subscription: `data` is undefined until the first snapshot arrives. */
export interface WatchState<T> {
  data: T | undefined;
  pending: boolean;
  fromCache: boolean;
  /** Documents with unconfirmed changes, where the adapter counts them (ports.ts `Snapshot.pendingCount`). */
  pendingCount?: number;
  error: AppError | null;
}

const INITIAL = { data: undefined, pending: false, fromCache: false, error: null } as const;

/**
 * Runs `subscribe` while the component is mounted and `key` stays the same (resubscribing when it changes);
 * `key` null means "nothing to watch yet". Returns the latest snapshot or error.
 *
 * The first snapshot of a key is rendered as a transition: React then renders what it brings (a whole board, a
 * card's dialog) in slices of a few ms, between which the browser can answer input, instead of in one long task
 * (issue 19: those renders were most of a phone's Total Blocking Time at start-up). Later snapshots are urgent, so
 * an edit shows in the next frame.
 */
export function useWatch<T>(
  key: string | null,
  subscribe: (observer: Observer<T>) => Unsubscribe,
): WatchState<T> {
  const [state, setState] = useState<WatchState<T> & { key: string | null }>({ ...INITIAL, key });
  useEffect(() => {
    if (key === null) return;
    let first = true;
    return subscribe({
      next: (s) => {
        const update = () =>
          setState({
            data: s.data,
            pending: s.pending,
            fromCache: s.fromCache,
            pendingCount: s.pendingCount,
            error: null,
            key,
          });
        if (first) startTransition(update);
        else update();
        first = false;
      },
      error: (error) => setState((prev) => ({ ...prev, error, key })),
    });
    // `subscribe` is a new closure each render; `key` names what it subscribes to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  // A snapshot of the previous key must not show while the new one loads.
  return state.key === key ? state : INITIAL;
}
