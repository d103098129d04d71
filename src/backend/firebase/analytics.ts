/**
 * Google Analytics for Firebase as the telemetry event sink. This module — and with it the Analytics SDK — is
 * loaded with `import()` by telemetry-port.ts only after the person accepted the consent banner; consent is set
 * with `setConsent` before `initializeAnalytics`, as the SDK requires. Advertising signals stay denied.
 */
import type { FirebaseApp } from 'firebase/app';
import {
  initializeAnalytics,
  isSupported,
  logEvent,
  setAnalyticsCollectionEnabled,
  setConsent,
  type ConsentSettings,
} from 'firebase/analytics';
import type { EventSink } from '../telemetry/core';

const consentSettings = (analytics: boolean): ConsentSettings => ({
  analytics_storage: analytics ? 'granted' : 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
});

/**
 * Starts Analytics on `app` and returns the sink. Rejects when the app has no `measurementId`
 * (VITE_FIREBASE_MEASUREMENT_ID) or the browser cannot run Analytics (cookies or IndexedDB blocked): the
 * telemetry core then sends no events at all.
 */
export async function createAnalyticsSink(app: FirebaseApp): Promise<EventSink> {
  if (!app.options.measurementId) throw new Error('No VITE_FIREBASE_MEASUREMENT_ID: Analytics is off.');
  if (!(await isSupported())) throw new Error('This browser cannot run Google Analytics.');
  setConsent(consentSettings(true));
  const analytics = initializeAnalytics(app);
  return {
    log: (record) => logEvent(analytics, record.name, record.params),
    setEnabled(enabled) {
      setConsent(consentSettings(enabled));
      setAnalyticsCollectionEnabled(analytics, enabled);
    },
  };
}
