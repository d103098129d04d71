/**
 * Whether Settings shows its advanced parts — the Developer section (feature flags), the account's user id and the
 * device's Installation ID — which are for developers and support, not for everyone. Off by
 * default in a production build, on in a development or emulator one; switched in Settings, remembered on this
 * device.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { useBackend } from '../../backend/context';

const KEY = 'lanes:settings-advanced';
const listeners = new Set<() => void>();

function stored(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** `advanced`: the advanced parts show; `setAdvanced(on)` switches them for this device. */
export function useAdvanced(): { advanced: boolean; setAdvanced: (on: boolean) => void } {
  const { mode } = useBackend();
  const byDefault = import.meta.env.DEV || mode === 'emulator';
  const value = useSyncExternalStore(subscribe, stored, () => null);
  const setAdvanced = useCallback((on: boolean) => {
    try {
      localStorage.setItem(KEY, on ? '1' : '0');
    } catch {
      // Storage blocked: nothing to remember it in.
    }
    listeners.forEach((listener) => listener());
  }, []);
  return { advanced: value === null ? byDefault : value === '1', setAdvanced };
}
