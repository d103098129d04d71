/**
 * Per-device settings kept in `localStorage` (consent, developer flag overrides, the local installation id), read
 * through a small interface so tests pass a memory store and a browser that blocks storage still runs.
 */

/** The part of the Web Storage API these settings need. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage keys, one place so they never collide. */
export const DEVICE_KEYS = {
  consent: 'lanes.telemetryConsent',
  flagOverrides: 'lanes.flagOverrides',
  installationId: 'lanes.installationId',
} as const;

/** A store kept in memory: tests, and browsers where Web Storage throws. */
export function memoryStore(): KeyValueStore {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

/** The browser's `localStorage`, or a memory store when it is missing or throws (blocked storage, Node). */
export function deviceStorage(): KeyValueStore {
  try {
    const storage = globalThis.localStorage;
    storage.getItem(DEVICE_KEYS.consent);
    return storage;
  } catch {
    return memoryStore();
  }
}

/** `store.getItem`, or null when reading throws. */
export function readKey(store: KeyValueStore, key: string): string | null {
  try {
    return store.getItem(key);
  } catch {
    return null;
  }
}

/** `store.setItem`; a refusal (quota, blocked storage) only means the value lasts this session. */
export function writeKey(store: KeyValueStore, key: string, value: string | null): void {
  try {
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch {
    // Kept in memory by the caller for this session.
  }
}
