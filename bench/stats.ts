// Small statistics for benchmarks: medians and spreads of repeated runs (these machines are shared and noisy).

/** The median of `values` (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
}

/** "median (min–max)" of `values`, with `digits` decimals. */
export function summary(values: readonly number[], digits = 0): string {
  const f = (n: number) => n.toFixed(digits);
  return `${f(median(values))} (${f(Math.min(...values))}–${f(Math.max(...values))})`;
}
