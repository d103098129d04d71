/**
 * The installation id where Firebase Installations is not used (local mode, and the fallback): a random id made
 * once and kept in localStorage, so it is stable per browser profile and gone with its site data.
 */
import { newId } from '../domain/ids';
import type { DevicePort } from './ports';
import { DEVICE_KEYS, deviceStorage, readKey, writeKey, type KeyValueStore } from './device-storage';

/** The DevicePort of a browser profile: `installationId()` reads or makes the stored id; no pending writes. */
export function storedDeviceId(store: KeyValueStore = deviceStorage()): DevicePort {
  let id: string | null = null;
  return {
    installationId: async () => {
      id ??= readKey(store, DEVICE_KEYS.installationId);
      if (!id) {
        id = newId();
        writeKey(store, DEVICE_KEYS.installationId, id);
      }
      return id;
    },
  };
}
