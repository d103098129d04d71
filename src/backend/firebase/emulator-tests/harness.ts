/**
 * Test harnesses for the emulator suites: a fresh Firebase app per test (own cache, own signed-in user) on the
 * demo project, and the emulators' REST endpoints (firebase.json ports) for reading back what the SDK cannot show.
 */
import { contractSignUp, type ContractHarness } from '../../contract/harness';
import { DEMO_PROJECT_ID, EMULATORS } from '../config';
import { createFirebaseBackend, writeCounter, type FirebaseBackend } from '../index';
import type { ProfileFields, ProfileStore } from '../profile';
import { LanesDb } from '../../local/db';
import { replicaName } from '../sync/session';

let apps = 0;

/**
 * How long a wait on the server may take. The Cloud Firestore emulator now and then breaks a Listen stream with a
 * bogus RESOURCE_EXHAUSTED ("Received message larger than max (2550346252 vs 17825792)", firebase-tools#8654, open)
 * and the SDK then waits its longest backoff, 60 s, before listening again: seen in 5 logged runs of these suites on
 * this project's machines, once failing the reconnect test at 10 s, and on 2026-11-28 sync.emulator-test's wait
 * for an edit to reach the server.
 */
export const FROM_SERVER_MS = 75_000;

/** A ProfileStore that records calls instead of writing Firestore (the Auth-only suite has no Firestore). */
export interface RecordingProfiles extends ProfileStore {
  calls: { op: 'create' | 'update' | 'remove'; uid: string; fields?: Partial<ProfileFields> }[];
}

/** A new recording ProfileStore. */
export function recordingProfiles(): RecordingProfiles {
  const calls: RecordingProfiles['calls'] = [];
  return {
    calls,
    create: async (uid, fields) => void calls.push({ op: 'create', uid, fields }),
    update: async (uid, fields) => void calls.push({ op: 'update', uid, fields }),
    remove: async (uid) => void calls.push({ op: 'remove', uid }),
  };
}

/**
 * A backend in `emulator` mode on its own app. With `profiles`, profile writes go there (Auth emulator only);
 * without, to Firestore's `users/{uid}` (needs the Firestore emulator). `device` names the device it plays: a
 * backend signed in as an account another backend of this process uses gets a replica of its own only with one.
 */
export function emulatorBackend(profiles?: ProfileStore, device?: string): Promise<FirebaseBackend> {
  apps += 1;
  return createFirebaseBackend('emulator', {
    appName: `lanes-test-${apps}`,
    keepFirestoreOnSignOut: true,
    profiles: profiles ? () => profiles : undefined,
    device,
  });
}

/**
 * The replica database of `backend`'s signed-in account on its device (`deviceName`: the one given to
 * `emulatorBackend`, if any), opened beside it; the caller closes it.
 */
export function replicaOf(backend: FirebaseBackend, deviceName?: string): LanesDb {
  return new LanesDb(replicaName(DEMO_PROJECT_ID, backend.auth.currentUser()?.uid ?? '', deviceName));
}

/** A contract harness (src/backend/contract/) around `emulatorBackend`. */
export async function emulatorHarness(profiles?: ProfileStore): Promise<ContractHarness> {
  const backend = await emulatorBackend(profiles);
  return {
    backend,
    signUpAs: (name) => contractSignUp(backend, name),
    documentsWritten: () => writeCounter.documentsWritten,
    cleanup: async () => {
      await backend.auth.signOut().catch(() => undefined);
      await backend.dispose();
    },
  };
}

const authBase = `http://${EMULATORS.host}:${EMULATORS.auth}/emulator/v1/projects/${DEMO_PROJECT_ID}`;

/** One out-of-band code the Auth emulator "sent" (a reset or verification e-mail). */
export interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

/** The e-mails the Auth emulator has queued: GET /emulator/v1/projects/{id}/oobCodes. */
export async function queuedEmails(): Promise<OobCode[]> {
  const response = await fetch(`${authBase}/oobCodes`);
  if (!response.ok) throw new Error(`Auth emulator answered ${response.status}`);
  const body = (await response.json()) as { oobCodes?: OobCode[] };
  return body.oobCodes ?? [];
}

/** A unique address on the reserved `.test` domain. */
export function uniqueEmail(name: string): string {
  apps += 1;
  return `${name}-${Date.now()}-${apps}@example.test`;
}
