/**
 * Said on every page when Firestore runs on its memory cache because this browser refuses IndexedDB (some private
 * windows): changes still reach the server when online, but nothing is kept on the device across a reload.
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useBackend } from '../../backend/context';
import './notices.css';

export function MemoryCacheNotice() {
  const { offlineCache } = useBackend();
  const [dismissed, setDismissed] = useState(false);
  const { t } = useTranslation('notices');
  if (offlineCache !== 'memory' || dismissed) return null;
  return (
    <div className="notice notice-maintenance" role="status" aria-label={t('memory.region')}>
      <p>{t('memory.text')}</p>
      <button type="button" onClick={() => setDismissed(true)}>
        {t('memory.ok')}
      </button>
    </div>
  );
}
