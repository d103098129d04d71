/**
 * The one shape of every callable: an `onCall` (2nd gen) that builds the handler's context from the request's
 * verified ID token, runs the handler of src/domain/calls in one Firestore transaction through the Admin CallTx,
 * runs what must follow outside the transaction (mirror, files), and turns a refusal into an HttpsError carrying
 * the handler's AppError code (src/domain/calls/wire-errors.ts). App Check is enforced except under the emulator,
 * which cannot pass it (ARCHITECTURE.md §8).
 */
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall, type CallableOptions, type CallableRequest } from 'firebase-functions/v2/https';
import type { CallContext, CallHandler } from '../../src/domain/calls';
import { toWireError } from '../../src/domain/calls/wire-errors';
import { AppError } from '../../src/domain/errors';
import { adminCallTx } from './admin-tx';

/** Where the functions run; src/backend/firebase/calls.ts calls the same region. */
export const REGION = 'us-central1';

/**
 * The handler's context: uid, e-mail and whether Firebase Authentication verified it, when the caller last signed
 * in (the verified ID token's `auth_time`, seconds, as epoch ms: issue 15 item 13); the server's clock.
 */
export function contextOf(request: Pick<CallableRequest, 'auth'>, now = Date.now()): CallContext {
  const token = request.auth?.token;
  const authTime = typeof token?.auth_time === 'number' ? token.auth_time * 1000 : undefined;
  return {
    uid: request.auth?.uid ?? null,
    email: typeof token?.email === 'string' ? token.email : null,
    emailVerified: token?.email_verified === true,
    ...(authTime === undefined ? {} : { authTime }),
    now,
  };
}

/** What a handler threw, as the HttpsError the client reads (`details.appCode`); a bug is logged first. */
export function toHttpsError(e: unknown): HttpsError {
  if (!(e instanceof AppError) || e.code === 'internal') logger.error('callable failed', e);
  const wire = toWireError(e);
  return new HttpsError(wire.code, wire.message, wire.details);
}

/**
 * Every callable's options: App Check enforced — a call without a valid App Check token is refused before the
 * handler runs — except under the Functions emulator, which cannot verify App Check (ARCHITECTURE.md §8);
 * 60 s, at most 10 instances.
 */
export function callableOptions(env: NodeJS.ProcessEnv = process.env): CallableOptions {
  return {
    region: REGION,
    enforceAppCheck: env.FUNCTIONS_EMULATOR !== 'true',
    timeoutSeconds: 60,
    maxInstances: 10,
  };
}

/** The options every callable is deployed with (callableOptions of this process's environment). */
export const CALLABLE_OPTIONS = callableOptions();

/**
 * A callable running `handler`; `after` runs once the transaction committed (its failures are logged by it, so
 * the caller still gets the committed result). Throws HttpsError with `details.appCode`.
 */
export function callable<O>(handler: CallHandler<O>, after?: (output: O) => Promise<void>) {
  return onCall(CALLABLE_OPTIONS, async (request): Promise<O> => {
    // One clock per call: a transaction retried after contention must not see an invite expire half-way.
    const ctx = contextOf(request);
    const db = getFirestore();
    let output: O;
    try {
      output = await db.runTransaction((t) => handler(ctx, request.data, adminCallTx(db, t)));
    } catch (e) {
      throw toHttpsError(e);
    }
    await after?.(output);
    return output;
  });
}
