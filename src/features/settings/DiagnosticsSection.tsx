/**
 * Settings → Diagnostics: what support needs to know about this device — installation id, app version, backend
 * mode, connection and unconfirmed writes — and, in local mode, the telemetry debug log.
 */
import { useEffect, useState } from 'react';
import { useBackend } from '../../backend/context';
import { APP_VERSION } from '../../config/app-info';
import { TelemetryLog } from './TelemetryLog';
import { useOnline } from '../../ui/use-online';

const MODE = {
  local: 'local (this browser)',
  emulator: 'emulator (demo-lanes)',
  firebase: 'firebase',
} as const;

function useInstallationId(): string {
  const { device } = useBackend();
  const [id, setId] = useState('…');
  useEffect(() => {
    let live = true;
    device.installationId().then(
      (value) => live && setId(value),
      () => live && setId('unavailable'),
    );
    return () => {
      live = false;
    };
  }, [device]);
  return id;
}

function usePendingWrites(): number | null {
  const { device } = useBackend();
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => device.watchPendingWrites?.(setCount), [device]);
  return count;
}

export function DiagnosticsSection() {
  const { mode, telemetry, offlineCache } = useBackend();
  const installationId = useInstallationId();
  const online = useOnline();
  const pending = usePendingWrites();
  const pendingText =
    pending !== null
      ? String(pending)
      : mode === 'local'
        ? 'none (every change is saved in this browser at once)'
        : 'not reported by this backend';
  return (
    <section className="settings-section" aria-labelledby="diagnostics-heading">
      <h2 id="diagnostics-heading">Diagnostics</h2>
      <dl className="facts">
        <dt>Installation id</dt>
        <dd data-testid="installation-id">{installationId}</dd>
        <dt>App version</dt>
        <dd>{APP_VERSION}</dd>
        <dt>Backend</dt>
        <dd>{MODE[mode]}</dd>
        <dt>Connection</dt>
        <dd>{online ? 'online' : 'offline'}</dd>
        <dt>Pending writes</dt>
        <dd>{pendingText}</dd>
        {offlineCache && (
          <>
            <dt>Offline cache</dt>
            <dd>
              {offlineCache === 'persistent' ? 'IndexedDB (survives reloads)' : 'memory (lost on reload)'}
            </dd>
          </>
        )}
      </dl>
      {telemetry.debugLog && (
        <>
          <h3>Telemetry (local debug log: nothing is sent)</h3>
          <TelemetryLog log={telemetry.debugLog} />
        </>
      )}
    </section>
  );
}
