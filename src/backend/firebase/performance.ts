/**
 * Performance Monitoring as the telemetry trace sink, loaded with `import()` by telemetry-port.ts after consent
 * (and after the first render). Traces are timed by the telemetry core and handed over finished, with
 * `trace.record`, so none is lost while this module loads. Names and values were checked against Firebase's
 * limits by domain/telemetry.ts.
 *
 * Performance Monitoring stamps every record with the page's address (`page_url`, the query cut off) and names
 * its automatic page-load trace after it: on an invite link's page that address is the invite's secret token
 * (domain/secret-urls.ts). So a page that started on such an address gets no automatic traces, and custom traces
 * finished while on one are dropped.
 */
import type { FirebaseApp } from 'firebase/app';
import * as firebasePerformance from 'firebase/performance';
import { hasSecret } from '../../domain/secret-urls';
import type { TraceSink } from '../telemetry/core';
import { isDemoProject } from './demo-project';

/** The firebase/performance functions the sink calls (a test passes recording ones). */
export type PerformanceSdk = Pick<typeof firebasePerformance, 'initializePerformance' | 'trace'>;

/**
 * Starts Performance Monitoring on `app` (automatic page-load and network traces included, unless the page
 * started on a secret address) and returns the sink. Rejects for a `demo-*` project, which has nowhere to send
 * data.
 */
export async function createPerformanceSink(
  app: FirebaseApp,
  sdk: PerformanceSdk = firebasePerformance,
): Promise<TraceSink> {
  if (isDemoProject(app)) throw new Error('Performance Monitoring is off in emulator mode.');
  const onSecret = () => hasSecret(window.location.pathname);
  const automatic = !onSecret();
  const perf = sdk.initializePerformance(app, {
    dataCollectionEnabled: true,
    instrumentationEnabled: automatic,
  });
  return {
    record(finished) {
      if (onSecret()) return;
      sdk.trace(perf, finished.name).record(finished.startTime, finished.duration, {
        metrics: { ...finished.metrics },
        attributes: { ...finished.attributes },
      });
    },
    setEnabled(enabled) {
      perf.dataCollectionEnabled = enabled;
      perf.instrumentationEnabled = enabled && automatic;
    },
  };
}
