/**
 * AppErrors across the callable wire. Cloud Functions' `HttpsError` takes only gRPC's canonical codes, and Lanes
 * has codes of its own (`limit-exceeded`, …): the Functions wrapper sends the nearest canonical code plus the exact
 * AppError code in `details.appCode`; the client's calls adapter reads `details.appCode` first. One table, used at
 * both ends, so the code a handler throws is the code the UI gets.
 */
import { AppError, ERROR_CODES, type ErrorCode } from '../errors';

/** gRPC's canonical codes, as firebase-functions' `FunctionsErrorCode` spells them. */
export const CANONICAL_CODES = [
  'ok',
  'cancelled',
  'unknown',
  'invalid-argument',
  'deadline-exceeded',
  'not-found',
  'already-exists',
  'permission-denied',
  'resource-exhausted',
  'failed-precondition',
  'aborted',
  'out-of-range',
  'unimplemented',
  'internal',
  'unavailable',
  'data-loss',
  'unauthenticated',
] as const;
export type CanonicalCode = (typeof CANONICAL_CODES)[number];

/** For each Lanes code, the canonical code an HttpsError carries (the same one where gRPC has it). */
const TO_CANONICAL: Record<ErrorCode, CanonicalCode> = {
  'auth/weak-password': 'invalid-argument',
  'auth/email-already-in-use': 'already-exists',
  'auth/invalid-credential': 'unauthenticated',
  'auth/invalid-email': 'invalid-argument',
  'auth/too-many-requests': 'resource-exhausted',
  'auth/requires-recent-login': 'unauthenticated',
  unauthenticated: 'unauthenticated',
  'permission-denied': 'permission-denied',
  'not-found': 'not-found',
  'invalid-argument': 'invalid-argument',
  'limit-exceeded': 'out-of-range',
  'file-too-large': 'out-of-range',
  'unsupported-file-type': 'invalid-argument',
  'import/invalid-file': 'invalid-argument',
  'import/too-large': 'out-of-range',
  unavailable: 'unavailable',
  internal: 'internal',
};

/** For canonical codes a client may get without an `appCode` (from the platform itself), the Lanes code. */
const FROM_CANONICAL: Partial<Record<string, ErrorCode>> = {
  'deadline-exceeded': 'unavailable',
  aborted: 'unavailable',
  cancelled: 'unavailable',
  'resource-exhausted': 'limit-exceeded',
  'out-of-range': 'limit-exceeded',
  'already-exists': 'invalid-argument',
  'failed-precondition': 'invalid-argument',
};

/** What the Functions wrapper puts in an HttpsError: canonical code, message, and `details.appCode`. */
export interface WireError {
  code: CanonicalCode;
  message: string;
  details: { appCode: ErrorCode };
}

/** The wire form of `error` (an AppError; anything else is sent as `internal` without its text, which may leak). */
export function toWireError(error: unknown): WireError {
  if (error instanceof AppError && error.code !== 'internal') {
    return { code: TO_CANONICAL[error.code], message: error.message, details: { appCode: error.code } };
  }
  return {
    code: 'internal',
    message: 'Something went wrong on the server.',
    details: { appCode: 'internal' },
  };
}

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/**
 * The AppError for an error that came over the wire: `code` is the canonical code (with or without the SDK's
 * `functions/` prefix), `details` what the server attached. Codes the server did not choose (a timeout, a network
 * failure) map to the nearest Lanes code.
 */
export function fromWireError(code: string, message: string, details: unknown, cause?: unknown): AppError {
  const bare = code.replace(/^functions\//, '');
  const appCode =
    typeof details === 'object' && details !== null && 'appCode' in details ? details.appCode : undefined;
  const resolved: ErrorCode = isErrorCode(appCode)
    ? appCode
    : isErrorCode(bare)
      ? bare
      : (FROM_CANONICAL[bare] ?? 'internal');
  return new AppError(resolved, message || 'The server refused the call.', { cause });
}
