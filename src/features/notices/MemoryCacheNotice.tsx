/**
 * Said on every page when Firestore runs on its memory cache because this browser refuses IndexedDB (some private
 * windows): changes still reach the server when online, but nothing is kept on the device across a reload.
 */
import { useState } from 'react';
import { useBackend } from '../../backend/context';
import './notices.css';

export function MemoryCacheNotice() {
  const { offlineCache } = useBackend();
  const [dismissed, setDismissed] = useState(false);
  if (offlineCache !== 'memory' || dismissed) return null;
  return (
    <div className="notice notice-maintenance" role="status" aria-label="Offline storage notice">
      <p>
        This browser does not let Lanes store data on this device, so boards are not available offline and
        changes made while offline are lost if you close or reload this tab.
      </p>
      <button type="button" onClick={() => setDismissed(true)}>
        Got it
      </button>
    </div>
  );
}
