/**
 * "Later, when the page is quiet": what loads Remote Config, Performance Monitoring, Messaging and Analytics after
 * the first render instead of on the path to it (ARCHITECTURE.md §8).
 */

/** Default upper bound on the wait, in milliseconds: work starts by then even on a page that never idles. */
export const IDLE_TIMEOUT_MS = 2_000;

/**
 * Resolves once the browser is idle (`requestIdleCallback`), or after `timeoutMs` at the latest; where there is
 * no `requestIdleCallback` (Safari before 18, Node) after a `setTimeout` of a quarter of that. Never rejects.
 */
export function whenIdle(timeoutMs: number = IDLE_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, Math.min(timeoutMs, 500));
  });
}
