/** The storage state and export times (storage-facts.ts) as React state, read again after an export or a "Later". */
import { useCallback, useEffect, useState } from 'react';
import { lastExportAt, onExportFacts, readStorageState, snoozedAt, type StorageState } from './storage-facts';

/** What the Settings section and the reminder show; `state` is null until the browser has answered. */
export interface StorageFacts {
  state: StorageState | null;
  lastExportAt: number | null;
  snoozedAt: number | null;
  /** Reads everything again (after asking the browser to keep the storage, say). */
  refresh: () => void;
}

export function useStorageFacts(): StorageFacts {
  const [state, setState] = useState<StorageState | null>(null);
  const [times, setTimes] = useState(() => ({ lastExportAt: lastExportAt(), snoozedAt: snoozedAt() }));
  const refresh = useCallback(() => {
    setTimes({ lastExportAt: lastExportAt(), snoozedAt: snoozedAt() });
    void readStorageState().then(setState);
  }, []);
  useEffect(() => {
    // The browser answers asynchronously; the times are read at mount already.
    void readStorageState().then(setState);
    return onExportFacts(refresh);
  }, [refresh]);
  return { state, ...times, refresh };
}
