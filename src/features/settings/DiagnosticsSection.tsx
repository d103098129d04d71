/**
 * Settings → Diagnostics: what support needs to know about this device — installation id, app version, backend
 * mode, connection and unconfirmed writes — and, in local mode, the telemetry debug log.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useBackend } from '../../backend/context';
import { APP_VERSION } from '../../config/app-info';
import { formatNumber } from '../../i18n/format';
import { TelemetryLog } from './TelemetryLog';
import { useOnline } from '../../ui/use-online';

const MODE = {
  local: 'diagnostics.modeLocal',
  emulator: 'diagnostics.modeEmulator',
  firebase: 'diagnostics.modeFirebase',
} as const;

function useInstallationId(): string {
  const { device } = useBackend();
  const { t } = useTranslation('settings');
  const [id, setId] = useState('…');
  useEffect(() => {
    let live = true;
    device.installationId().then(
      (value) => live && setId(value),
      () => live && setId(t('diagnostics.unavailable')),
    );
    return () => {
      live = false;
    };
  }, [device, t]);
  return id;
}

function usePendingWrites(): number | null {
  const { device } = useBackend();
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => device.watchPendingWrites?.(setCount), [device]);
  return count;
}

/** The Diagnostics section; `advanced` adds the Installation ID (for support). */
export function DiagnosticsSection({ advanced = false }: { advanced?: boolean }) {
  const { mode, telemetry, offlineCache } = useBackend();
  const installationId = useInstallationId();
  const online = useOnline();
  const pending = usePendingWrites();
  const { t } = useTranslation('settings');
  const pendingText =
    pending !== null
      ? formatNumber(pending)
      : mode === 'local'
        ? t('diagnostics.pendingLocal')
        : t('diagnostics.pendingUnknown');
  return (
    <section className="settings-section" aria-labelledby="diagnostics-heading">
      <h2 id="diagnostics-heading">{t('diagnostics.heading')}</h2>
      <dl className="facts">
        {advanced && (
          <>
            <dt>{t('diagnostics.installationId')}</dt>
            <dd className="id" data-testid="installation-id">
              {installationId}
            </dd>
          </>
        )}
        <dt>{t('diagnostics.version')}</dt>
        <dd>{APP_VERSION}</dd>
        <dt>{t('diagnostics.backend')}</dt>
        <dd>{t(MODE[mode])}</dd>
        <dt>{t('diagnostics.connection')}</dt>
        <dd>{online ? t('diagnostics.online') : t('diagnostics.offline')}</dd>
        <dt>{t('diagnostics.pending')}</dt>
        <dd>{pendingText}</dd>
        {offlineCache && (
          <>
            <dt>{t('diagnostics.cache')}</dt>
            <dd>{t(`diagnostics.${offlineCache}`)}</dd>
          </>
        )}
      </dl>
      {telemetry.debugLog && (
        <>
          <h3>{t('diagnostics.telemetry')}</h3>
          <TelemetryLog log={telemetry.debugLog} />
        </>
      )}
    </section>
  );
}
