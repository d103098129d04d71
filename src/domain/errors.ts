/**
 * The one error type every port throws (ARCHITECTURE.md §7). The UI maps each code to a message and an action;
 * Firebase's and Dexie's own errors are translated to these codes at the adapter edge.
 */

/** Every error code Lanes knows, from ARCHITECTURE.md §7. */
export const ERROR_CODES = [
  'auth/weak-password',
  'auth/email-already-in-use',
  'auth/invalid-credential',
  'auth/invalid-email',
  'auth/too-many-requests',
  'auth/requires-recent-login',
  'unauthenticated',
  'permission-denied',
  'not-found',
  'invalid-argument',
  'limit-exceeded',
  'file-too-large',
  'unsupported-file-type',
  'import/invalid-file',
  'import/too-large',
  'unavailable',
  'internal',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * An error a user can be told about: `code` picks the UI's message and action, `message` says what exactly went
 * wrong (in English, for logs and as the detail line), `cause` keeps the original error.
 */
export class AppError extends Error {
  readonly code: ErrorCode;

  constructor(code: ErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AppError';
    this.code = code;
  }
}

/** True when `e` is an AppError, optionally with the given code. */
export function isAppError(e: unknown, code?: ErrorCode): e is AppError {
  return e instanceof AppError && (code === undefined || e.code === code);
}

/** Wraps anything thrown into an AppError, keeping an AppError as it is; unknown errors become `internal`. */
export function toAppError(e: unknown): AppError {
  if (e instanceof AppError) return e;
  const message = e instanceof Error ? e.message : String(e);
  return new AppError('internal', message || 'Something went wrong.', { cause: e });
}
