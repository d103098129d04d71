/**
 * Checks run together that fail as they would one after another: `allInOrder` waits for every promise of `checks`
 * and returns their values in order; when some reject, it throws the rejection of the first in order (not the
 * first in time). A command's reads then cost one wait instead of one per check.
 */
export async function allInOrder<T extends readonly unknown[] | []>(
  checks: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const settled = await Promise.allSettled(checks);
  const values: unknown[] = [];
  for (const result of settled) {
    if (result.status === 'rejected') throw result.reason;
    values.push(result.value);
  }
  return values as { -readonly [K in keyof T]: Awaited<T[K]> };
}
