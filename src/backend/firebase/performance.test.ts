// Issue 15 item 17: Performance Monitoring stamps records with the page's address, so nothing is recorded on an
// invite link's page (its token is in the path).
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import type * as performance from 'firebase/performance';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPerformanceSink, type PerformanceSdk } from './performance';

const TOKEN = 'Abc_def-0123456789abcdefghijklmn';

function recordingSdk() {
  const settings: unknown[] = [];
  const recorded: string[] = [];
  const perf = {
    dataCollectionEnabled: true,
    instrumentationEnabled: true,
  } as performance.FirebasePerformance;
  const sdk: PerformanceSdk = {
    initializePerformance: (_app, options) => {
      settings.push(options);
      return perf;
    },
    trace: (_perf, name) =>
      ({ record: () => void recorded.push(name) }) as unknown as performance.PerformanceTrace,
  };
  return { sdk, settings, recorded, perf };
}

const finished = {
  name: 'board_open' as const,
  startTime: 0,
  duration: 5,
  metrics: {},
  attributes: {},
  problems: [],
};

let app: FirebaseApp;
beforeEach(() => {
  app = initializeApp({ apiKey: 'k', appId: '1:2:web:3', projectId: 'real-project' }, 'perf-test');
});
afterEach(async () => {
  await deleteApp(app);
  history.replaceState(null, '', '/');
});

describe('createPerformanceSink', () => {
  it('starts without automatic traces on an invite page and drops traces finished there', async () => {
    history.replaceState(null, '', `/invite/${TOKEN}`);
    const { sdk, settings, recorded, perf } = recordingSdk();
    const sink = await createPerformanceSink(app, sdk);
    expect(settings).toEqual([{ dataCollectionEnabled: true, instrumentationEnabled: false }]);
    sink.record(finished);
    expect(recorded).toEqual([]);
    history.replaceState(null, '', '/b/board-1');
    sink.record(finished);
    expect(recorded).toEqual(['board_open']);
    sink.setEnabled(true);
    expect(perf.instrumentationEnabled).toBe(false);
  });

  it('keeps automatic traces on any other page', async () => {
    history.replaceState(null, '', '/b/board-1');
    const { sdk, settings } = recordingSdk();
    await createPerformanceSink(app, sdk);
    expect(settings).toEqual([{ dataCollectionEnabled: true, instrumentationEnabled: true }]);
  });
});
