// Issue 15 item 17: Analytics never records an invite link's token — not in its own page views (turned off), not
// in the page views Lanes sends on every navigation, not in the page_location every other event carries.
import { initializeApp, deleteApp, type FirebaseApp } from 'firebase/app';
import type * as analytics from 'firebase/analytics';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAnalyticsSink, type AnalyticsSdk } from './analytics';

const TOKEN = 'Abc_def-0123456789abcdefghijklmn';

/** A recording stand-in for the five firebase/analytics functions the sink calls (typed from the real module). */
function recordingSdk() {
  const calls: { fn: string; args: unknown[] }[] = [];
  const fake = { app: {} } as analytics.Analytics;
  const sdk: AnalyticsSdk = {
    isSupported: () => Promise.resolve(true),
    initializeAnalytics: (...args) => {
      calls.push({ fn: 'initializeAnalytics', args });
      return fake;
    },
    logEvent: (...args: unknown[]) => void calls.push({ fn: 'logEvent', args }),
    setConsent: (...args) => void calls.push({ fn: 'setConsent', args }),
    setAnalyticsCollectionEnabled: (...args) =>
      void calls.push({ fn: 'setAnalyticsCollectionEnabled', args }),
    setDefaultEventParameters: (...args) => void calls.push({ fn: 'setDefaultEventParameters', args }),
  };
  return { sdk, calls };
}

let app: FirebaseApp;
beforeEach(() => {
  app = initializeApp(
    { apiKey: 'k', appId: '1:2:web:3', projectId: 'p', measurementId: 'G-TEST' },
    'analytics-test',
  );
  history.replaceState(null, '', `/invite/${TOKEN}`);
});
afterEach(async () => {
  await deleteApp(app);
  history.replaceState(null, '', '/');
});

describe('createAnalyticsSink', () => {
  it('turns off automatic page views and starts with the invite token redacted', async () => {
    const { sdk, calls } = recordingSdk();
    await createAnalyticsSink(app, sdk);
    const init = calls.find((c) => c.fn === 'initializeAnalytics');
    expect(init?.args[1]).toMatchObject({
      config: { send_page_view: false, page_location: `${location.origin}/invite/:token` },
    });
    expect(JSON.stringify(calls)).not.toContain(TOKEN);
  });

  it('sends a redacted page view on every navigation, and never the token', async () => {
    const { sdk, calls } = recordingSdk();
    const sink = await createAnalyticsSink(app, sdk);
    // As wouter navigates: history.pushState, then its own "pushState" event.
    history.pushState(null, '', `/signin?next=%2Finvite%2F${TOKEN}`);
    window.dispatchEvent(new Event('pushState'));
    history.pushState(null, '', '/b/board-1');
    window.dispatchEvent(new Event('pushState'));
    history.back();
    window.dispatchEvent(new PopStateEvent('popstate'));
    const views = calls.filter((c) => c.fn === 'logEvent' && c.args[1] === 'page_view');
    expect(views.map((c) => (c.args[2] as { page_location: string }).page_location)).toEqual([
      `${location.origin}/invite/:token`,
      `${location.origin}/signin?next=%2Finvite%2F:token`,
      `${location.origin}/b/board-1`,
      expect.stringMatching(/\/(signin\?next=%2Finvite%2F:token|b\/board-1)$/),
    ]);
    sink.log({ at: 0, kind: 'event', name: 'card_move', params: {}, problems: [], delivered: true });
    expect(JSON.stringify(calls)).not.toContain(TOKEN);
    // Consent withdrawn: no more page views.
    sink.setEnabled(false);
    const before = calls.length;
    history.pushState(null, '', '/settings');
    window.dispatchEvent(new Event('pushState'));
    expect(calls.slice(before).filter((c) => c.fn === 'logEvent')).toEqual([]);
  });
});
