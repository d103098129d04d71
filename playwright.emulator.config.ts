// Browser tests of `emulator` mode: the production build made with `vite build --mode emulator` against the Auth,
// Functions and Cloud Firestore emulators, which `npm run test:e2e-emulator` starts around this run
// (scripts/emulators/run.ts, on the LANES_EMULATOR_* ports the build was made with). No Realtime Database or
// Storage emulator here (Java 21): presence, the members list and file uploads cannot work in these tests.
import { defineConfig } from '@playwright/test';
import base, { collectCspReports } from './playwright.config';

const PORT = Number(process.env.LANES_E2E_EMULATOR_PORT ?? 4176);
collectCspReports(PORT);

export default defineConfig({
  ...base,
  testDir: 'e2e-emulator',
  // With the service worker (blocked in playwright.config.ts): these tests reload offline, and the app shell then
  // comes from its cache.
  use: { ...base.use, serviceWorkers: 'allow', baseURL: `http://127.0.0.1:${PORT}` },
  // The fault tests pause the one Firestore emulator: they run alone, after every other test.
  projects: [
    { name: 'main', testIgnore: /\/faults\.spec\.ts$/ },
    { name: 'faults', testMatch: /\/faults\.spec\.ts$/, dependencies: ['main'] },
  ],
  webServer: {
    command: `npx vite preview --mode emulator --outDir dist-emulator --port ${PORT} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
