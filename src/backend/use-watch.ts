/** Subscribes a component to one port subscription and keeps the latest snapshot in state. */
import { useEffect, useState } from 'react';
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
 */
export function useWatch<T>(
  key: string | null,
  subscribe: (observer: Observer<T>) => Unsubscribe,
): WatchState<T> {
  const [state, setState] = useState<WatchState<T> & { key: string | null }>({ ...INITIAL, key });
  useEffect(() => {
    if (key === null) return;
    return subscribe({
      next: (s) =>
        setState({
          data: s.data,
          pending: s.pending,
          fromCache: s.fromCache,
          pendingCount: s.pendingCount,
          error: null,
          key,
        }),
      error: (error) => setState((prev) => ({ ...prev, error, key })),
    });
    // `subscribe` is a new closure each render; `key` names what it subscribes to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  // A snapshot of the previous key must not show while the new one loads.
  return state.key === key ? state : INITIAL;
}
