/**
 * Performance Monitoring as the telemetry trace sink, loaded with `import()` by telemetry-port.ts after consent
 * (and after the first render). Traces are timed by the telemetry core and handed over finished, with
 * `trace.record`, so none is lost while this module loads. Names and values were checked against Firebase's
 * limits by domain/telemetry.ts.
 */
import type { FirebaseApp } from 'firebase/app';
import { initializePerformance, trace } from 'firebase/performance';
import type { TraceSink } from '../telemetry/core';
import { isDemoProject } from './demo-project';

/**
 * Starts Performance Monitoring on `app` (automatic page-load and network traces included) and returns the sink.
 * Rejects for a `demo-*` project, which has nowhere to send data.
 */
export async function createPerformanceSink(app: FirebaseApp): Promise<TraceSink> {
  if (isDemoProject(app)) throw new Error('Performance Monitoring is off in emulator mode.');
  const perf = initializePerformance(app, { dataCollectionEnabled: true, instrumentationEnabled: true });
  return {
    record(finished) {
      trace(perf, finished.name).record(finished.startTime, finished.duration, {
        metrics: { ...finished.metrics },
        attributes: { ...finished.attributes },
      });
    },
    setEnabled(enabled) {
      perf.dataCollectionEnabled = enabled;
      perf.instrumentationEnabled = enabled;
    },
  };
}
