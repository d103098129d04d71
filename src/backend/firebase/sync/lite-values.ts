/** Lite SDK documents in the model's units: its top-level Timestamps (a class of its own) as epoch ms. */
import { Timestamp } from 'firebase/firestore/lite';

/** `data` with each top-level Timestamp replaced by its epoch ms. */
export function millisOfLite(data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data))
    out[key] = value instanceof Timestamp ? value.toMillis() : value;
  return out;
}
