/**
 * The board header's sync state in Firebase modes (issue 3 item 4): "Offline — changes are saved on this device"
 * and "N unsynced changes", from the browser's connection and the snapshots' metadata. In local mode every
 * change is stored on the device at once and nothing is ever pending, so it shows nothing there.
 */
import { useEffect, useState } from 'react';
import i18next from 'i18next';
import { useTranslation } from '../../i18n/use-translation';
import { useBackend } from '../../backend/context';
import { useOnline } from '../../ui/use-online';

/**
 * How long (ms) snapshots may keep coming from the cache while the browser says it is online before the board
 * says it is offline: Firestore marks every snapshot `fromCache` while it cannot reach the server, but also the
 * first one of each listener, answered from the cache before the server's; 10 s lets that first answer pass.
 */
export const CACHE_ONLY_OFFLINE_MS = 10_000;

export interface SyncStatusProps {
  /** Some subscription of the board reports unconfirmed changes. */
  pending: boolean;
  /** How many documents carry them (0 when the adapter does not count). */
  pendingCount: number;
  /** Some subscription's latest snapshot came from the cache rather than the server. */
  fromCache: boolean;
}

/** The sentence shown for a state; empty when all is confirmed and online. */
export function syncStatusText(state: { offline: boolean; pending: boolean; pendingCount: number }): string {
  const parts: string[] = [];
  const t = i18next.getFixedT(null, 'board');
  if (state.offline) parts.push(t('sync.offline'));
  if (state.pendingCount > 0) parts.push(t('sync.pending', { count: state.pendingCount }));
  else if (state.pending) parts.push(t('sync.pendingUncounted'));
  return parts.join(' · ');
}

/** True once `value` has stayed true for `ms`; false again as soon as it turns false. */
function useTrueFor(value: boolean, ms: number): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!value) return;
    const timer = setTimeout(() => setHeld(true), ms);
    return () => {
      clearTimeout(timer);
      setHeld(false);
    };
  }, [value, ms]);
  return value && held;
}

/** A polite live region (always present in Firebase modes, so changes are announced) holding the sync state. */
export function SyncStatus({ pending, pendingCount, fromCache }: SyncStatusProps) {
  const { mode } = useBackend();
  // Re-renders on a language change (syncStatusText reads the language itself).
  useTranslation('board');
  const online = useOnline();
  const cacheOnly = useTrueFor(fromCache, CACHE_ONLY_OFFLINE_MS);
  if (mode === 'local') return null;
  const text = syncStatusText({ offline: !online || cacheOnly, pending, pendingCount });
  return (
    <span className="sync-state sync-status" role="status" aria-live="polite" data-testid="sync-status">
      {text}
    </span>
  );
}
