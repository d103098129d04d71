/**
 * Settings → Storage, in local mode (issue 28 item 2): whether the browser keeps this device's boards for good,
 * how much they use, when they were last exported; when the storage is not kept, a calm word on what that means
 * with "Export all boards" and a way to ask the browser again.
 */
import { useState } from 'react';
import { useBackend } from '../../backend/context';
import { EXPORT_REMINDER_DAYS } from '../../domain/export/export-reminder';
import { formatBytes, formatDate } from '../../i18n/format';
import { useTranslation } from '../../i18n/use-translation';
import { ExportAllButton } from './ExportAllButton';
import { requestPersistence } from './storage-facts';
import { useStorageFacts } from './use-storage-facts';
import './storage.css';

export function StorageSection() {
  const { mode } = useBackend();
  const { t } = useTranslation('boards');
  const { state, lastExportAt, refresh } = useStorageFacts();
  const [asked, setAsked] = useState(false);
  if (mode !== 'local') return null;
  const kept =
    state === null
      ? '…'
      : state.persisted === true
        ? t('storage.keptYes')
        : state.persisted === false
          ? t('storage.keptNo')
          : t('storage.keptUnknown');
  const used =
    state?.usage == null
      ? t('storage.unknown')
      : state.quota
        ? t('storage.usedOf', { used: formatBytes(state.usage), quota: formatBytes(state.quota) })
        : formatBytes(state.usage);
  return (
    <section className="settings-section" aria-labelledby="storage-heading">
      <h2 id="storage-heading">{t('storage.heading')}</h2>
      <dl className="facts">
        <dt>{t('storage.kept')}</dt>
        <dd data-testid="storage-kept">{kept}</dd>
        <dt>{t('storage.used')}</dt>
        <dd data-testid="storage-used">{used}</dd>
        <dt>{t('storage.lastExport')}</dt>
        <dd>{lastExportAt === null ? t('storage.never') : formatDate(lastExportAt)}</dd>
      </dl>
      {state !== null && state.persisted !== true && (
        <div className="storage-notice" role="note" aria-label={t('storage.noticeLabel')}>
          <p>{t('storage.notice', { days: EXPORT_REMINDER_DAYS })}</p>
          <div className="row">
            <ExportAllButton className="primary" />
            <button
              type="button"
              disabled={asked}
              onClick={() => {
                setAsked(true);
                void requestPersistence().then(refresh);
              }}
            >
              {t('storage.askAgain')}
            </button>
          </div>
          {asked && state.persisted === false && <p className="hint">{t('storage.stillNo')}</p>}
        </div>
      )}
      {state?.persisted === true && (
        <div className="row">
          <ExportAllButton />
        </div>
      )}
    </section>
  );
}
