/**
 * Whether card tiles show their labels as names (the default) or as thin colour bars, Trello's toggle: chosen by
 * clicking a label on a tile (or from the board menu), the same for every board, remembered on this device.
 */
import { useCallback, useSyncExternalStore } from 'react';

const KEY = 'lanes:label-bars';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** `bars`: labels shown as bars; `toggle()` flips it for every board and saves it. */
export function useLabelBars(): { bars: boolean; toggle: () => void } {
  const bars = useSyncExternalStore(subscribe, read, () => false);
  const toggle = useCallback(() => {
    try {
      localStorage.setItem(KEY, read() ? '0' : '1');
    } catch {
      // Storage blocked: nothing to remember it in, so nothing changes.
    }
    listeners.forEach((listener) => listener());
  }, []);
  return { bars, toggle };
}
