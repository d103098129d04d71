/**
 * A two-finger pinch on a touch screen zooms the timeline (issue 26 item 1: "scroll and zoom by keyboard, mouse
 * wheel and pinch"), a step each time the fingers' spread grows or shrinks by PINCH_STEP. A trackpad's pinch
 * arrives as a Ctrl + wheel instead (TimelineChart). The scroll box's `touch-action: pan-x pan-y` (timeline.css)
 * keeps the browser from zooming the page, and the listeners are passive: a finger's scrolling never waits for
 * them, and a pinch's fingers may move the box as well.
 */
import { useEffect } from 'react';

/** How much the fingers' spread must change (×, or ÷) for one zoom step. */
export const PINCH_STEP = 1.3;

/**
 * The zoom step for fingers `spread` px apart that were `from` px apart: +1 (in) once the spread has grown by
 * PINCH_STEP, −1 (out) once shrunk by it, else 0. `from` 0 (no pinch started) gives 0.
 */
export function pinchStep(from: number, spread: number): 1 | -1 | 0 {
  if (from <= 0) return 0;
  if (spread >= from * PINCH_STEP) return 1;
  if (spread <= from / PINCH_STEP) return -1;
  return 0;
}

const spreadOf = (touches: TouchList): number => {
  const [a, b] = [touches[0], touches[1]];
  return a && b ? Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY) : 0;
};

/** Calls `onZoom` with +1 or −1 for each step of a two-finger pinch on `element`. */
export function usePinchZoom(element: HTMLElement | null, onZoom: (step: 1 | -1) => void): void {
  useEffect(() => {
    if (!element) return;
    // The spread the next step is measured from: where the pinch started, then where the last step was taken.
    let from = 0;
    const onTouches = (e: TouchEvent) => {
      if (e.touches.length !== 2) {
        from = 0;
        return;
      }
      const spread = spreadOf(e.touches);
      if (e.type === 'touchstart' || from === 0) {
        from = spread;
        return;
      }
      const step = pinchStep(from, spread);
      if (step === 0) return;
      from = spread;
      onZoom(step);
    };
    const types = ['touchstart', 'touchmove', 'touchend', 'touchcancel'] as const;
    for (const type of types) element.addEventListener(type, onTouches, { passive: true });
    return () => {
      for (const type of types) element.removeEventListener(type, onTouches);
    };
  }, [element, onZoom]);
}
