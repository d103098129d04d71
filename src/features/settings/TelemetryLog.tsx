/** The local debug panel's list of telemetry records: what would have gone to Analytics and Performance. */
import { useEffect, useState } from 'react';
import type { TelemetryPort, TelemetryRecord } from '../../backend/ports';

const show = (values: Readonly<Record<string, string | number>> | undefined) =>
  values && Object.keys(values).length ? JSON.stringify(values) : '';

export function TelemetryLog({ log }: { log: NonNullable<TelemetryPort['debugLog']> }) {
  const [records, setRecords] = useState<readonly TelemetryRecord[]>([]);
  useEffect(() => log.watch(setRecords), [log]);
  if (records.length === 0) return <p className="hint">Nothing recorded yet.</p>;
  return (
    <table className="telemetry-log" aria-label="Telemetry log">
      <thead>
        <tr>
          <th>Time</th>
          <th>Kind</th>
          <th>Name</th>
          <th>Parameters / attributes</th>
          <th>Metrics</th>
          <th>Status</th>
        </tr>
      </thead>
      <tbody>
        {[...records].reverse().map((r, i) => (
          <tr key={`${r.at}-${i}`}>
            <td>{new Date(r.at).toLocaleTimeString()}</td>
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
              {r.delivered ? 'recorded' : 'withheld: no consent'}
              {r.problems.length > 0 && ` (${r.problems.join('; ')})`}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
