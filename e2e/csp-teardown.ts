// After every browser test run: the Content-Security-Policy violations the preview server collected
// (scripts/vite-security-headers.ts, LANES_CSP_REPORT_FILE, set by playwright.config.ts). Any at all fails the run,
// naming them: Lanes must run under its policy without one (issue 15, item 12), including what no test looks at.
import { existsSync, readFileSync } from 'node:fs';

/** A page address marking violations a test causes on purpose (security-headers.spec.ts): not counted. */
export const EXPECTED_VIOLATIONS = 'csp-test=expected-violations';

export default function checkCspReports(): void {
  const file = process.env.LANES_CSP_REPORT_FILE ?? '';
  const reports = file && existsSync(file) ? readFileSync(file, 'utf8').split('\n') : [];
  const unexpected = reports.filter((line) => line.trim() && !line.includes(EXPECTED_VIOLATIONS));
  if (unexpected.length > 0) {
    throw new Error(
      `${unexpected.length} Content-Security-Policy violation(s) during the browser tests (${file}):\n` +
        unexpected.join('\n'),
    );
  }
}
