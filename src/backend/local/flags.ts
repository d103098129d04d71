/**
 * Flags in local mode: the template's defaults (domain/flags.ts), overridable per device from Settings →
 * Developer. Overrides are Remote Config strings kept in localStorage, so they parse — and are refused — exactly
 * like values from the console; other tabs pick them up through the `storage` event.
 */
import * as z from 'zod/mini';
import type { RawFlags } from '../../domain/flags';
import { createFlagsStore } from '../flags-store';
import { DEVICE_KEYS, deviceStorage, readKey, writeKey, type KeyValueStore } from '../device-storage';
import type { FlagsPort } from '../ports';

const overridesSchema = z.record(z.string(), z.string());

function readOverrides(store: KeyValueStore): RawFlags {
  const text = readKey(store, DEVICE_KEYS.flagOverrides);
  if (!text) return {};
  try {
    const parsed = overridesSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** Local mode's FlagsPort with `overrides`; `store` defaults to localStorage. */
export function createLocalFlags(store: KeyValueStore = deviceStorage()): FlagsPort {
  let overrides = readOverrides(store);
  const flags = createFlagsStore(overrides);
  if (typeof window !== 'undefined')
    window.addEventListener('storage', (e) => {
      if (e.key !== DEVICE_KEYS.flagOverrides) return;
      overrides = readOverrides(store);
      flags.deliver(overrides);
    });
  return {
    ...flags.port,
    overrides: {
      get: () => overrides,
      set(values) {
        overrides = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
        writeKey(
          store,
          DEVICE_KEYS.flagOverrides,
          Object.keys(overrides).length ? JSON.stringify(overrides) : null,
        );
        flags.deliver(overrides);
      },
    },
  };
}
