/**
 * Local writes started and not yet committed. While any is, leaving the page asks first (`beforeunload`): the
 * browser aborts an IndexedDB transaction that has not committed when its page goes, so the write would be lost.
 * The listener is there only while a write is (a `beforeunload` listener keeps a page out of the back-forward cache).
 */

let inFlight = 0;

function askBeforeLeaving(event: BeforeUnloadEvent): void {
  event.preventDefault();
  // Chromium before 119 and Safari prompt only when `returnValue` is set too (MDN, "beforeunload event").
  event.returnValue = '';
}

/** How many tracked writes have started and not yet settled. */
export function pendingWrites(): number {
  return inFlight;
}

/**
 * Resolves or rejects as `write` does; while it runs, the page asks before it is left. No listener where there is no
 * `window` (Node tests).
 */
export async function trackWrite<T>(write: Promise<T>): Promise<T> {
  const target = typeof window === 'undefined' ? null : window;
  if (++inFlight === 1) target?.addEventListener('beforeunload', askBeforeLeaving);
  try {
    return await write;
  } finally {
    if (--inFlight === 0) target?.removeEventListener('beforeunload', askBeforeLeaving);
  }
}
