// Cross-tab latency, measured in two tabs of one browser context (cross-tab.ts, firebase-cross-tab.ts): Enter in
// tab A's "Add a card" → the title in tab B (MutationObserver), on the shared wall clock.
import type { BrowserContext } from '@playwright/test';

/** In tab B: resolves with the wall-clock time at which a card titled `title` appears (rejects after 30 s). */
const WATCH_TITLE = `((title) => new Promise((resolve, reject) => {
  setTimeout(() => reject(new Error('tab B never showed ' + title)), 30000);
  const seen = () => [...document.querySelectorAll('.card-title')].some((a) => a.textContent === title);
  const observer = new MutationObserver(() => {
    if (!seen()) return;
    observer.disconnect();
    resolve(performance.timeOrigin + performance.now());
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
}))`;

/** In tab B: scrolls the first list's cards to their end, where tab A adds, and waits for the frame after. */
const SHOW_LIST_END = `(() => new Promise((resolve) => {
  const body = document.querySelector('.list-cards');
  if (body) body.scrollTop = body.scrollHeight;
  requestAnimationFrame(() => setTimeout(resolve, 0));
}))()`;

/** In tab A: records the wall-clock time of the next Enter keydown, before the app's own handler runs. */
const MARK_ENTER = `(() => {
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') window.__lanesEnterAt = performance.timeOrigin + performance.now();
  }, { capture: true, once: true });
})()`;

/**
 * Opens `url` in two new tabs of `context` and returns `runs` latencies (ms): Enter in tab A's "Add a card" → the
 * new title seen in tab B (a first, uncounted edit warms both tabs up).
 */
export async function latencies(
  context: BrowserContext,
  url: string,
  label: string,
  runs: number,
): Promise<number[]> {
  const a = await context.newPage();
  const b = await context.newPage();
  for (const page of [a, b]) {
    await page.goto(url);
    await page.locator('.list-column').first().waitFor();
  }
  // The person types in tab A, so A is the tab in front (headless Chromium gives a tab behind another far fewer
  // frames, and A was opened first); B's changes are seen by a MutationObserver, which needs no frame.
  await a.bringToFront();
  await a.getByRole('button', { name: '+ Add a card' }).first().click();
  const field = a.getByLabel('Card title');
  const out: number[] = [];
  for (let i = 0; i <= runs; i++) {
    const title = `${label} cross-tab ${i} ${Date.now()}`;
    await b.evaluate(SHOW_LIST_END);
    const seenAt = b.evaluate(`${WATCH_TITLE}(${JSON.stringify(title)})`) as Promise<number>;
    await field.fill(title);
    await a.evaluate(MARK_ENTER);
    await field.press('Enter');
    const t1 = await seenAt;
    const t0 = (await a.evaluate(
      () => (window as unknown as { __lanesEnterAt: number }).__lanesEnterAt,
    )) as number;
    // The first edit warms up both tabs: not counted.
    if (i > 0) out.push(t1 - t0);
    await a.waitForTimeout(100);
  }
  await Promise.all([a.close(), b.close()]);
  return out;
}
