/**
 * Counts the rows the local adapter writes, for benchmarks and tests ("a move writes one document"). Activity rows
 * are counted apart: in Firebase modes they are a side effect, not part of the command's own writes.
 */

/** Running totals since the last `reset()`: documents written by commands, and activity rows added. */
export const writeCounter = {
  documentsWritten: 0,
  activityWritten: 0,
  /** Sets both totals back to zero. */
  reset(): void {
    writeCounter.documentsWritten = 0;
    writeCounter.activityWritten = 0;
  },
};

/** Adds `n` written documents; called after the transaction that wrote them has committed. */
export function countWrites(n: number, activity = 0): void {
  writeCounter.documentsWritten += n;
  writeCounter.activityWritten += activity;
}
