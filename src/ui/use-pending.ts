import { useState } from 'react';

/**
 * A value just written, shown in place of the delivered one until a newer one is delivered or the write fails.
 * React puts a controlled input back at once, so without it a checkbox would flick back until the write lands.
 * Takes the value as last delivered (compared by identity: each delivery is a new object); returns what to show,
 * `written(value)` to call as a write starts, and `failed()` to call when it fails.
 */
export function usePending<T>(delivered: T): { shown: T; written: (value: T) => void; failed: () => void } {
  const [pending, setPending] = useState<{ over: T; value: T } | null>(null);
  return {
    shown: pending && pending.over === delivered ? pending.value : delivered,
    written: (value) => setPending({ over: delivered, value }),
    failed: () => setPending(null),
  };
}
