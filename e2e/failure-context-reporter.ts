// Prints what the page showed when a browser test failed (Playwright's `error-context.md`: the page's ARIA
// snapshot at the failure) into the run's output. CI keeps only that output: without it, a failure that does not
// come back on a rerun leaves nothing to read but the locator that timed out.
import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** At most this many characters of a snapshot are printed: a 5,000-card board's would drown the log. */
const MAX_CHARS = 12_000;

export default class FailureContextReporter implements Reporter {
  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    for (const attachment of result.attachments) {
      if (attachment.name !== 'error-context' || !attachment.path) continue;
      let text: string;
      try {
        text = readFileSync(attachment.path, 'utf8');
      } catch {
        continue;
      }
      const cut =
        text.length > MAX_CHARS ? `${text.slice(0, MAX_CHARS)}\n… (${text.length} characters)` : text;
      console.log(`\n── What the page showed when "${test.title}" failed ──\n${cut}\n── end ──\n`);
    }
  }

  printsToStdio(): boolean {
    return false;
  }
}
