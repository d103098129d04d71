/**
 * The Firebase CallsPort: each method calls the Cloud Function of the same name (functions/src/index.ts) with
 * `httpsCallable`, which sends the user's ID token (and App Check token, once App Check is started) itself. The
 * function runs the handler of src/domain/calls in a Firestore transaction; its refusal comes back as an HttpsError
 * whose `details.appCode` is the handler's own AppError code (src/domain/calls/wire-errors.ts).
 *
 * Wiring (src/backend/firebase/index.ts): `calls: createFirebaseCalls(services.app, services.emulated)`.
 */
import type { FirebaseApp } from 'firebase/app';
import { connectFunctionsEmulator, getFunctions, httpsCallable, type Functions } from 'firebase/functions';
import type { CallName } from '../../domain/calls';
import type { CreateCalendarFeedOutput } from '../../domain/calls/calendar-feed';
import { fromWireError } from '../../domain/calls/wire-errors';
import { AppError } from '../../domain/errors';
import type { CallsPort } from '../ports';
import { EMULATORS } from './config';
import { firebaseCode } from './errors';

/** Where the functions run; functions/src/index.ts deploys them to the same region. */
export const FUNCTIONS_REGION = 'us-central1';

/**
 * How long a call may take, in ms: 70 s, above the functions' own 60 s timeout, so the server's answer (even
 * `deadline-exceeded`) arrives before the client gives up.
 */
export const CALL_TIMEOUT_MS = 70_000;

const connected = new WeakSet<Functions>();

/** The Functions instance of `app`, pointed at the emulator once in `emulator` mode. */
function functionsOf(app: FirebaseApp, emulated: boolean): Functions {
  const functions = getFunctions(app, FUNCTIONS_REGION);
  // connectFunctionsEmulator may run only once per instance; getFunctions returns the same one for the app.
  if (emulated && !connected.has(functions)) {
    connectFunctionsEmulator(functions, EMULATORS.host, EMULATORS.functions);
    connected.add(functions);
  }
  return functions;
}

/** An AppError for what a callable threw: the server's own code and message, or `unavailable` when offline. */
export function toCallAppError(e: unknown): AppError {
  if (e instanceof AppError) return e;
  const code = firebaseCode(e);
  const message = e instanceof Error ? e.message : String(e);
  if (code === undefined) return new AppError('internal', message || 'The call failed.', { cause: e });
  // A fetch that never reached the server surfaces as `internal` with no details: say "offline" when we are.
  if (code === 'functions/internal' && typeof navigator !== 'undefined' && navigator.onLine === false) {
    return new AppError('unavailable', 'You are offline: try again when connected.', { cause: e });
  }
  const details = typeof e === 'object' && e !== null && 'details' in e ? e.details : undefined;
  return fromWireError(code, message, details, e);
}

/**
 * Calls the Cloud Function `name` of `app` with `input` and resolves with its answer (for the sync's and the import's
 * own functions, which are not CallsPort methods); gives up after `timeoutMs` (ms, `CALL_TIMEOUT_MS` unless the
 * function runs longer). Rejects as `toCallAppError` says.
 */
export async function callFunction<I, O>(
  app: FirebaseApp,
  emulated: boolean,
  name: string,
  input: I,
  timeoutMs = CALL_TIMEOUT_MS,
): Promise<O> {
  try {
    const result = await httpsCallable<I, O>(functionsOf(app, emulated), name, { timeout: timeoutMs })(input);
    return result.data;
  } catch (e) {
    throw toCallAppError(e);
  }
}

/** The CallsPort on `app`'s Cloud Functions (`emulated`: the Functions emulator of firebase.json). */
export function createFirebaseCalls(app: FirebaseApp, emulated: boolean): CallsPort {
  const call =
    <I, O>(name: CallName | 'createCalendarFeed' | 'revokeCalendarFeed') =>
    (input: I): Promise<O> =>
      callFunction<I, O>(app, emulated, name, input);
  return {
    inviteMember: call('inviteMember'),
    acceptInvite: call('acceptInvite'),
    listInvites: call('listInvites'),
    revokeInvite: call('revokeInvite'),
    setMemberRole: call('setMemberRole'),
    removeMember: call('removeMember'),
    deleteBoard: call('deleteBoard'),
    deleteAccountData: call('deleteAccountData'),
    moveCardToBoard: call('moveCardToBoard'),
    copyMembers: call('copyMembers'),
    createCalendarFeed: async (input) => {
      const { token } = await call<typeof input, CreateCalendarFeedOutput>('createCalendarFeed')(input);
      return { url: calendarFeedUrl(app.options.projectId ?? '', token, emulated) };
    },
    revokeCalendarFeed: call('revokeCalendarFeed'),
  };
}

/**
 * The URL the `calendarFeed` function serves link `token` at: the Functions emulator's in `emulator` mode, else the
 * deployed function's (`https://<region>-<project>.cloudfunctions.net/calendarFeed/<token>.ics`).
 */
export function calendarFeedUrl(projectId: string, token: string, emulated: boolean): string {
  const base = emulated
    ? `http://${EMULATORS.host}:${EMULATORS.functions}/${projectId}/${FUNCTIONS_REGION}`
    : `https://${FUNCTIONS_REGION}-${projectId}.cloudfunctions.net`;
  return `${base}/calendarFeed/${token}.ics`;
}
