// A pinch zooms a step each time the fingers' spread changes by PINCH_STEP; the browser test pinches for real.
import { describe, expect, it } from 'vitest';
import { PINCH_STEP, pinchStep } from './use-pinch-zoom';

describe('pinchStep', () => {
  it('zooms in once the fingers spread by PINCH_STEP, out once they close by it, not before', () => {
    expect(pinchStep(100, 100 * PINCH_STEP)).toBe(1);
    expect(pinchStep(100, 100 * PINCH_STEP - 1)).toBe(0);
    expect(pinchStep(100, 100 / PINCH_STEP)).toBe(-1);
    expect(pinchStep(100, 100 / PINCH_STEP + 1)).toBe(0);
  });

  it('takes no step without a pinch started', () => {
    expect(pinchStep(0, 500)).toBe(0);
  });
});
