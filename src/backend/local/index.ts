/**
 * The `local` backend (ARCHITECTURE.md §1): everything in this browser, IndexedDB through Dexie, no account
 * anywhere but on this device. Loaded with a dynamic import by ../load.ts, so Firebase sessions never fetch it.
 */
import type { Backend } from '../ports';
import { createLocalAuth } from './auth';
import { createLocalBoards } from './boards';
import { lazyLocalCalls } from './lazy-calls';
import { DEFAULT_DB_NAME, LanesDb } from './db';
import { spoilEarlyReadOnChange } from './watch-cards';
import { createLocalPresence, type PresenceChannel } from './presence';
import { browserStorage, SessionStore, type StorageLike } from './session';
import { deviceStorage } from '../device-storage';
import { storedDeviceId } from '../device-id';
import { lazyFilesPort } from '../lazy-files-port';
import { createLocalFlags } from './flags';
import { replayOnOpen } from './journal';
import { createLocalTelemetry } from './telemetry';
import { lazyLocalInbox } from './lazy-inbox';

export { writeCounter } from './write-counter';
export { memoryStorage, type StorageLike } from './session';

/** Knobs for tests and benchmarks; the app passes none. */
export interface LocalBackendOptions {
  /** IndexedDB database name; default `lanes`. Tests use a unique name each. */
  dbName?: string;
  /** PBKDF2 iterations for new password hashes; default 600,000 (OWASP 2023). Tests pass about 1,000. */
  passwordIterations?: number;
  /** This tab's session store; default `sessionStorage`. Tests pass `memoryStorage()` to play separate tabs. */
  sessionStorage?: StorageLike;
  /**
   * Where a remembered sign-in lives, and this device's consent, flag overrides and installation id; default
   * `localStorage`, shared by the browser's tabs.
   */
  localStorage?: StorageLike;
  /** Opens the presence channel; default a BroadcastChannel. Tests pass one they can cut off. */
  openPresenceChannel?: (name: string) => PresenceChannel | null;
}

/**
 * Builds the local Backend (mode `local`). Opening the database is lazy: the first read or write opens it, and a
 * browser without IndexedDB then fails that call with `unavailable`.
 */
export function createLocalBackend(options: LocalBackendOptions = {}): Backend {
  const dbName = options.dbName ?? DEFAULT_DB_NAME;
  const db = new LanesDb(dbName);
  // From before the database opens and the journal's replay writes (early-cards.ts).
  spoilEarlyReadOnChange(dbName);
  // Moves the last page showed but did not store are applied before anything reads (journal.ts).
  db.on('ready', (vip) => replayOnOpen(vip, () => new LanesDb(dbName)), true);
  const session = new SessionStore(
    options.sessionStorage ?? browserStorage('sessionStorage'),
    options.localStorage ?? browserStorage('localStorage'),
  );
  const auth = createLocalAuth({ db, session, passwordIterations: options.passwordIterations });
  const device = options.localStorage ?? deviceStorage();
  const flags = createLocalFlags(device);
  return {
    mode: 'local',
    auth,
    boards: createLocalBoards(db, auth.currentUser),
    calls: lazyLocalCalls(db, auth.currentUser),
    presence: createLocalPresence({
      currentUser: auth.currentUser,
      openChannel: options.openPresenceChannel,
    }),
    // Loaded at first use: files are not needed for the first page (bench/bundle-size.ts budget).
    files: lazyFilesPort(() =>
      import('./files').then((m) =>
        m.createLocalFiles(db, auth.currentUser, () => flags.get().max_attachment_mb),
      ),
    ),
    flags,
    telemetry: createLocalTelemetry(device),
    device: storedDeviceId(device),
    inbox: lazyLocalInbox(db, auth.currentUser, device),
  };
}
