/**
 * Picks the adapter for a run mode (ARCHITECTURE.md §1) with a dynamic import, so a local session downloads no
 * Firebase code and a Firebase session no Dexie adapter.
 */
import type { Backend, BackendMode } from './ports';

/**
 * The Backend for `mode`, loaded on demand. In `firebase` mode it throws `unavailable` when a `VITE_FIREBASE_*`
 * value is missing (the message names it).
 */
export async function loadBackend(mode: BackendMode): Promise<Backend> {
  if (mode === 'local') {
    const { createLocalBackend } = await import('./local/index');
    return createLocalBackend();
  }
  const { createFirebaseBackend } = await import('./firebase/index');
  return createFirebaseBackend(mode);
}
