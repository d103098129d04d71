/**
 * "After the page has shown what the device holds": the moment Firestore's SDK may load and start without holding
 * up the first paint of a board or the boards list from the replica (its load and start take ~100–300 ms of the
 * main thread). The subscriptions say when they have delivered what the replica holds; without that, 3 s.
 */
import { whenIdle } from '../../idle';

/** The latest wait (ms) for the first paint before the network part starts anyway. */
export const FIRST_PAINT_WAIT_MS = 3_000;

/**
 * How long after the data is delivered the page is left to render it (ms): React renders a first snapshot in slices
 * (use-watch.ts), between which the browser is idle, and the SDK's start would fall into them.
 */
export const RENDER_ALLOWANCE_MS = 500;

let painted: () => void = () => undefined;
const firstPaint = new Promise<void>((resolve) => (painted = resolve));

/** Called by a subscription once it has delivered what the replica holds. */
export function markPainted(): void {
  painted();
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves once the page is idle after its first paint from the replica (or FIRST_PAINT_WAIT_MS). */
export function afterFirstPaint(): Promise<void> {
  const waited = delay(FIRST_PAINT_WAIT_MS);
  return Promise.race([firstPaint.then(() => delay(RENDER_ALLOWANCE_MS)), waited]).then(() => whenIdle());
}
