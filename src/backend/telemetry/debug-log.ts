/** What telemetry recorded on this device, for the debug panel (Settings → Diagnostics) in local mode. */
import type { TelemetryRecord, Unsubscribe } from '../ports';

/** The newest records kept; older ones fall off. */
export const DEBUG_LOG_LIMIT = 200;

/** A bounded, observable list of telemetry records. */
export interface DebugLog {
  add(record: TelemetryRecord): void;
  /** Calls `listener` with the records now and after every addition, newest last. */
  watch(listener: (records: readonly TelemetryRecord[]) => void): Unsubscribe;
}

/** An empty log keeping the last `limit` records. */
export function createDebugLog(limit: number = DEBUG_LOG_LIMIT): DebugLog {
  let records: readonly TelemetryRecord[] = [];
  const listeners = new Set<(records: readonly TelemetryRecord[]) => void>();
  return {
    add(record) {
      records = [...records.slice(Math.max(0, records.length - limit + 1)), record];
      for (const listener of [...listeners]) listener(records);
    },
    watch(listener) {
      listeners.add(listener);
      listener(records);
      return () => void listeners.delete(listener);
    },
  };
}
