/** The local debug panel's list of telemetry records: what would have gone to Analytics and Performance. */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { formatDate } from '../../i18n/format';
import type { TelemetryPort, TelemetryRecord } from '../../backend/ports';

const show = (values: Readonly<Record<string, string | number>> | undefined) =>
  values && Object.keys(values).length ? JSON.stringify(values) : '';

export function TelemetryLog({ log }: { log: NonNullable<TelemetryPort['debugLog']> }) {
  const [records, setRecords] = useState<readonly TelemetryRecord[]>([]);
  const { t } = useTranslation('settings');
  useEffect(() => log.watch(setRecords), [log]);
  if (records.length === 0) return <p className="hint">{t('diagnostics.nothing')}</p>;
  return (
    <table className="telemetry-log" aria-label={t('diagnostics.log')}>
      <thead>
        <tr>
          <th>{t('diagnostics.time')}</th>
          <th>{t('diagnostics.kind')}</th>
          <th>{t('diagnostics.name')}</th>
          <th>{t('diagnostics.params')}</th>
          <th>{t('diagnostics.metrics')}</th>
          <th>{t('diagnostics.status')}</th>
        </tr>
      </thead>
      <tbody>
        {[...records].reverse().map((r, i) => (
          <tr key={`${r.at}-${i}`}>
            <td>{formatDate(r.at, 'time')}</td>
            <td>{r.kind}</td>
            <td>
              <code>{r.name}</code>
            </td>
            <td>
              <code>{show(r.params)}</code>
            </td>
            <td>
              <code>{show(r.metrics)}</code>
            </td>
            <td>
              {r.delivered ? t('diagnostics.recorded') : t('diagnostics.withheld')}
              {r.problems.length > 0 && ` (${r.problems.join('; ')})`}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
