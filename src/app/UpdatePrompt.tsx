/** "Update available — reload": shown when a new version of Lanes has been installed in the background. */
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { registerServiceWorker } from './register-sw';
import './shell.css';

export function UpdatePrompt() {
  const { t } = useTranslation();
  const [reload, setReload] = useState<(() => Promise<void>) | null>(null);
  useEffect(() => registerServiceWorker((next) => setReload(() => next)), []);
  if (!reload) return null;
  return (
    <div className="update-prompt" role="status" aria-label={t('updateAvailable')}>
      <span>{t('updateAvailable')}</span>
      <button type="button" className="primary" onClick={() => void reload()}>
        {t('reload')}
      </button>
      <button type="button" onClick={() => setReload(null)}>
        {t('later')}
      </button>
    </div>
  );
}
