/**
 * Local mode's "Analytics module": events go to the debug log (Settings → Diagnostics), never to the network.
 * Loaded with a dynamic import only after consent — like Firebase Analytics in Firebase modes — so the browser
 * tests can watch that this chunk (`analytics-sink-*.js`) is not requested before consent and is after it.
 */
import type { DebugLog } from '../telemetry/debug-log';
import type { EventSink } from '../telemetry/core';

/** An EventSink writing each event to `log`; while disabled (consent withdrawn) it drops them. */
export function debugEventSink(log: DebugLog): EventSink {
  let enabled = true;
  return {
    log: (record) => {
      if (enabled) log.add(record);
    },
    setEnabled: (value) => {
      enabled = value;
    },
  };
}
