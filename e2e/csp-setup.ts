// Before every browser test run: an empty Content-Security-Policy report file for this run (see csp-teardown.ts).
import { mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';

export default function clearCspReports(): void {
  const file = process.env.LANES_CSP_REPORT_FILE;
  if (!file) return;
  mkdirSync(dirname(file), { recursive: true });
  rmSync(file, { force: true });
}
