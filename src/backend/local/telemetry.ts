/**
 * Telemetry in local mode: the consent gate of ../telemetry/core.ts in front of the debug log instead of the
 * network. Events load their sink lazily (./analytics-sink.ts) like Firebase Analytics does; traces go straight
 * to the log. Withheld records (no consent) are logged too, marked as not delivered.
 */
import type { TelemetryPort } from '../ports';
import { deviceStorage, type KeyValueStore } from '../device-storage';
import { storedConsent } from '../telemetry/consent';
import { createTelemetry, traceRecord, type TraceSink } from '../telemetry/core';
import { createDebugLog, type DebugLog } from '../telemetry/debug-log';

function debugTraceSink(log: DebugLog): TraceSink {
  let enabled = true;
  return {
    record: (trace) => {
      if (enabled) log.add(traceRecord(trace, true));
    },
    setEnabled: (value) => {
      enabled = value;
    },
  };
}

/** Local mode's TelemetryPort, with `debugLog`; consent is kept in `store` (default localStorage). */
export function createLocalTelemetry(store: KeyValueStore = deviceStorage()): TelemetryPort {
  const log = createDebugLog();
  const port = createTelemetry({
    consent: storedConsent(store),
    loadEventSink: () => import('./analytics-sink').then((m) => m.debugEventSink(log)),
    loadTraceSink: async () => debugTraceSink(log),
    onWithheld: (record) => log.add(record),
  });
  return { ...port, debugLog: { watch: log.watch } };
}
