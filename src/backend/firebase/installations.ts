/**
 * The device id in Firebase modes (ARCHITECTURE.md §3, §4): the Firebase Installation ID (FID), which keys this
 * device in push (`users/{uid}/devices/{id}`); presence keys each tab by a slot (presence-slots.ts). The
 * Installations SDK loads on first use. Emulator mode (`demo-*` project, no Installations emulator) uses the
 * local random id instead.
 */
import type { FirebaseApp } from 'firebase/app';
import { loadOnce } from '../load-once';
import { storedDeviceId } from '../device-id';
import type { DevicePort } from '../ports';
import { isDemoProject } from './demo-project';

/**
 * The DevicePort of `app`. `installationId()` resolves to the FID (22 characters, stable until the site data is
 * cleared), the same promise for every call; it rejects with `unavailable` when Installations fails (IndexedDB
 * blocked, or the first registration could not reach Google), and the next call tries again.
 */
export function createFirebaseDevice(app: FirebaseApp): DevicePort {
  if (isDemoProject(app)) return storedDeviceId();
  return {
    installationId: loadOnce(
      () =>
        import('firebase/installations').then(({ getId, getInstallations }) => getId(getInstallations(app))),
      'The installation id could not be read.',
    ),
  };
}
