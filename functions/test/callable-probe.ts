/**
 * Probes for invalid-payloads.emulator-test.ts: users of the Auth emulator, callables called over their HTTP
 * protocol (any payload, exactly as sent), and every document of the Firestore emulator with its update time.
 */
import type { CollectionReference, Firestore } from 'firebase-admin/firestore';
import { DEMO_PROJECT_ID, EMULATORS } from '../../src/backend/firebase/config';
import { newId } from '../../src/domain/ids';
import type { Caller } from './broken-payloads';

const FUNCTIONS = `http://${EMULATORS.host}:${EMULATORS.functions}`;
const REGION = 'us-central1';

/** A new user of the Auth emulator, signed up by e-mail. */
export async function signUp(name: string): Promise<Caller> {
  const url = `http://${EMULATORS.host}:${EMULATORS.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `${name}-${newId()}@example.test`,
      password: 'secret-password',
      returnSecureToken: true,
    }),
  });
  const body = (await response.json()) as { localId: string; idToken: string };
  return { uid: body.localId, idToken: body.idToken };
}

/** Gives `caller`'s account the display name `displayName` (Auth emulator, as the profile form does). */
export async function nameAccount(caller: Caller, displayName: string): Promise<void> {
  const url = `http://${EMULATORS.host}:${EMULATORS.auth}/identitytoolkit.googleapis.com/v1/accounts:update?key=demo`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ idToken: caller.idToken, displayName }),
  });
  if (!response.ok) throw new Error(`naming the account failed: ${response.status}`);
}

/** A call that has not answered by then counts as not refused (`timeout`). */
const CALL_TIMEOUT_MS = 8_000;

/**
 * The canonical code a call by `caller` (null: signed out) ended with (`ok` when it resolved, `timeout` when it did
 * not answer) and the handler's own `appCode`; the `result` of one that resolved.
 */
export async function call(
  name: string,
  caller: Caller | null,
  data: unknown,
  timeoutMs = CALL_TIMEOUT_MS,
): Promise<{ code: string; appCode?: string; result?: unknown }> {
  const response = await fetch(`${FUNCTIONS}/${DEMO_PROJECT_ID}/${REGION}/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(caller ? { authorization: `Bearer ${caller.idToken}` } : {}),
    },
    body: JSON.stringify({ data }),
    signal: AbortSignal.timeout(timeoutMs),
  }).catch(() => null);
  if (!response) return { code: 'timeout' };
  // A refusal before the function ran (a body too large) is not JSON: its HTTP status names it.
  const body = (await response.json().catch(() => ({ error: { status: `http-${response.status}` } }))) as {
    error?: { status: string; details?: { appCode?: string } };
    result?: unknown;
  };
  if (!body.error) return { code: 'ok', result: body.result };
  const code = body.error.status.toLowerCase().replace(/_/g, '-');
  return body.error.details?.appCode ? { code, appCode: body.error.details.appCode } : { code };
}

/** Every document of the emulator's database, path → update time: equal before and after means nothing written. */
export async function everyDocument(db: Firestore): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const walk = async (collections: CollectionReference[]): Promise<void> => {
    for (const collection of collections) {
      const refs = await collection.listDocuments();
      const docs = refs.length > 0 ? await db.getAll(...refs) : [];
      for (const doc of docs)
        if (doc.exists) found.set(doc.ref.path, doc.updateTime?.toDate().toISOString() ?? '');
      for (const ref of refs) await walk(await ref.listCollections());
    }
  };
  await walk(await db.listCollections());
  return found;
}

/** The documents once the triggers the seed set off (member mirrors, notices) have settled: same twice in a row. */
export async function settled(db: Firestore): Promise<Map<string, string>> {
  let last = await everyDocument(db);
  for (let i = 0; i < 20; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const now = await everyDocument(db);
    if (JSON.stringify([...now]) === JSON.stringify([...last])) return now;
    last = now;
  }
  return last;
}

/** The callables the Functions emulator serves. */
export async function servedCallables(): Promise<string[]> {
  const listed = await fetch(`${FUNCTIONS}/backends`);
  const { backends } = (await listed.json()) as {
    backends: { functionTriggers: { name: string; labels?: Record<string, string> }[] }[];
  };
  return backends
    .flatMap((b) => b.functionTriggers)
    .filter((f) => f.labels?.['deployment-callable'] === 'true')
    .map((f) => f.name)
    .sort();
}

/** How long a worker's first call may take: far above the 3–6 s measured, for a machine shared by other jobs. */
const COLD_START_MS = 60_000;

/**
 * Starts each callable's worker, one at a time, with a signed-out call of no input (refused at once once loaded:
 * `unauthenticated`, or `invalid-argument` from boardSnapshot, which serves public boards signed out): a cold start
 * took 3–6 s here, over 10 s with other sessions' emulators running, and several at once failed to load. An
 * aborted call would leave its start running and a retry start another, so each waits up to COLD_START_MS and is
 * tried twice at most. In `npm run test:firebase` the earlier suites have started most of them already. Not part
 * of the fuzz's 60 s.
 */
export async function warm(names: string[]): Promise<void> {
  const refused = ['unauthenticated', 'invalid-argument'];
  for (const name of names)
    for (let attempt = 0; attempt < 2; attempt += 1)
      if (refused.includes((await call(name, null, null, COLD_START_MS)).code)) break;
}
