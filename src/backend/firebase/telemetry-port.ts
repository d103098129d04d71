/**
 * Telemetry in Firebase modes: the consent gate of ../telemetry/core.ts in front of Google Analytics
 * (./analytics.ts) and Performance Monitoring (./performance.ts). Both SDKs load with `import()` only after
 * consent — never on the path to the first render.
 */
import type { FirebaseApp } from 'firebase/app';
import { deviceStorage, type KeyValueStore } from '../device-storage';
import type { TelemetryPort } from '../ports';
import { storedConsent } from '../telemetry/consent';
import { createTelemetry } from '../telemetry/core';

/** The TelemetryPort of `app`; consent is kept per device in `store` (default localStorage). */
export function createFirebaseTelemetry(
  app: FirebaseApp,
  store: KeyValueStore = deviceStorage(),
): TelemetryPort {
  return createTelemetry({
    consent: storedConsent(store),
    loadEventSink: () => import('./analytics').then((m) => m.createAnalyticsSink(app)),
    loadTraceSink: () => import('./performance').then((m) => m.createPerformanceSink(app)),
  });
}
