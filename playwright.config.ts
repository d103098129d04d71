// Browser tests: Debian's Chromium (never a downloaded browser) against `vite preview` of the production build.
import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// Another port lets two runs share a machine (LANES_E2E_PORT=4180 npx playwright test).
const PORT = Number(process.env.LANES_E2E_PORT ?? 4173);
// A build of one's own, so a concurrent rebuild of dist/ cannot change it mid-run (LANES_E2E_DIST=.tmp/dist-x).
const DIST = process.env.LANES_E2E_DIST ? ` --outDir ${process.env.LANES_E2E_DIST}` : '';

/**
 * Where the preview server records Content-Security-Policy violations (scripts/vite-security-headers.ts), one file
 * per port; e2e/csp-setup.ts empties it, e2e/csp-teardown.ts fails the run if anything arrived.
 */
export function collectCspReports(port: number): void {
  process.env.LANES_CSP_REPORT_FILE = resolve('.tmp', `csp-violations-${port}.jsonl`);
}
collectCspReports(PORT);

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
  retries: 0,
  // The second prints a failed test's page snapshot into the output, which is all CI keeps.
  reporter: [['list'], ['./e2e/failure-context-reporter.ts']],
  globalSetup: './e2e/csp-setup.ts',
  globalTeardown: './e2e/csp-teardown.ts',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1400, height: 900 },
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS },
    trace: 'off',
    // Each test's new context would register the service worker, which precaches every asset (~3 MB): ~8–15% of
    // these tests' time on 8–10 files, alternated runs (2026-11-28; the whole suite's run to run spread is larger).
    // The tests of the service worker itself (pwa.spec.ts, wcag.spec.ts item 7) allow it.
    serviceWorkers: 'block',
  },
  // Tests tagged @alone measure or load the CPU on purpose (6× throttling, a 10 MB textarea): beside another
  // worker's test they ran past their timeouts or lost a dialog in CI (2026-11-28, two runs of two), so they run
  // after the rest, one at a time.
  projects: [
    { name: 'main', grepInvert: /@alone/ },
    { name: 'alone', grep: /@alone/, dependencies: ['main'], workers: 1 },
  ],
  webServer: {
    command: `npx vite preview --port ${PORT} --strictPort --host 127.0.0.1${DIST}`,
    url: `http://127.0.0.1:${PORT}`,
    // Never a server already on the port (another worktree's build, say) unless asked: LANES_E2E_REUSE=1.
    reuseExistingServer: process.env.LANES_E2E_REUSE === '1',
    timeout: 60_000,
  },
});
