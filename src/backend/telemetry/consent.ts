/** The answer to the consent banner, kept per device (localStorage), read once and cached for the session. */
import type { ConsentState } from '../ports';
import { DEVICE_KEYS, readKey, writeKey, type KeyValueStore } from '../device-storage';

/** Reads and writes this device's consent. */
export interface ConsentStore {
  get(): ConsentState;
  set(state: Exclude<ConsentState, 'unknown'>): void;
}

/** Consent kept under `lanes.telemetryConsent` in `store`; anything but 'granted'/'denied' reads as 'unknown'. */
export function storedConsent(store: KeyValueStore): ConsentStore {
  const stored = readKey(store, DEVICE_KEYS.consent);
  let state: ConsentState = stored === 'granted' || stored === 'denied' ? stored : 'unknown';
  return {
    get: () => state,
    set(next) {
      state = next;
      writeKey(store, DEVICE_KEYS.consent, next);
    },
  };
}
