/**
 * Google Analytics for Firebase as the telemetry event sink. This module — and with it the Analytics SDK — is
 * loaded with `import()` by telemetry-port.ts only after the person accepted the consent banner; consent is set
 * with `setConsent` before `initializeAnalytics`, as the SDK requires. Advertising signals stay denied.
 *
 * Page views: Analytics' own (`send_page_view`, taken from the address bar) are off, because an invite link's
 * address holds its secret token (`/invite/{token}`, also inside `?next=` on the sign-in pages). Lanes sends
 * `page_view` itself on every navigation — wouter's `pushState`/`replaceState` events and `popstate` — with the
 * token redacted (domain/secret-urls.ts), and sets the same redacted `page_location` as the default of every other
 * event. The GA4 stream's "Enhanced measurement → Page changes based on browser history events" must be off too
 * (docs/security.md): it reads the address bar itself.
 */
import type { FirebaseApp } from 'firebase/app';
import * as firebaseAnalytics from 'firebase/analytics';
import type { ConsentSettings } from 'firebase/analytics';
import { redactSecrets } from '../../domain/secret-urls';
import type { EventSink } from '../telemetry/core';

/** The firebase/analytics functions the sink calls (a test passes recording ones). */
export type AnalyticsSdk = Pick<
  typeof firebaseAnalytics,
  | 'initializeAnalytics'
  | 'isSupported'
  | 'logEvent'
  | 'setAnalyticsCollectionEnabled'
  | 'setConsent'
  | 'setDefaultEventParameters'
>;

const consentSettings = (analytics: boolean): ConsentSettings => ({
  analytics_storage: analytics ? 'granted' : 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
});

/** Events on which the address bar has changed: wouter's own and the browser's back and forward. */
const NAVIGATIONS = ['pushState', 'replaceState', 'popstate'] as const;

/**
 * Starts Analytics on `app` and returns the sink. Rejects when the app has no `measurementId`
 * (VITE_FIREBASE_MEASUREMENT_ID) or the browser cannot run Analytics (cookies or IndexedDB blocked): the
 * telemetry core then sends no events at all.
 */
export async function createAnalyticsSink(
  app: FirebaseApp,
  sdk: AnalyticsSdk = firebaseAnalytics,
): Promise<EventSink> {
  if (!app.options.measurementId) throw new Error('No VITE_FIREBASE_MEASUREMENT_ID: Analytics is off.');
  if (!(await sdk.isSupported())) throw new Error('This browser cannot run Google Analytics.');
  sdk.setConsent(consentSettings(true));
  const here = () => redactSecrets(window.location.href);
  const analytics = sdk.initializeAnalytics(app, {
    config: {
      send_page_view: false,
      page_location: here(),
      page_referrer: redactSecrets(document.referrer),
    },
  });
  let enabled = true;
  let last = '';
  const pageView = () => {
    const location = here();
    if (!enabled || location === last) return;
    last = location;
    sdk.setDefaultEventParameters({ page_location: location });
    sdk.logEvent(analytics, 'page_view', {
      page_location: location,
      page_path: redactSecrets(window.location.pathname),
    });
  };
  for (const type of NAVIGATIONS) window.addEventListener(type, pageView);
  pageView();
  return {
    log: (record) => sdk.logEvent(analytics, record.name, record.params),
    setEnabled(on) {
      enabled = on;
      sdk.setConsent(consentSettings(on));
      sdk.setAnalyticsCollectionEnabled(analytics, on);
      if (on) pageView();
    },
  };
}
