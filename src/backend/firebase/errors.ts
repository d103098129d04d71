/**
 * The one translation of Firebase's errors into AppError codes (ARCHITECTURE.md §7), for Authentication
 * (`auth/...` codes) and Firestore (gRPC-style codes). Everything the Firebase adapter throws passes through here.
 */
import { FirebaseError } from 'firebase/app';
import { AppError, type ErrorCode } from '../../domain/errors';

const INVALID_CREDENTIAL = 'The e-mail address or the password is wrong.';

/** Firebase Authentication codes the UI can meet, with our code and the message a person reads. */
const AUTH: Readonly<Record<string, readonly [ErrorCode, string]>> = {
  'auth/weak-password': ['auth/weak-password', "Use at least 6 characters (Firebase Authentication's rule)."],
  'auth/email-already-in-use': [
    'auth/email-already-in-use',
    'An account with this e-mail address already exists.',
  ],
  // Linking a guest to a Google (or other) account that already has its own user.
  'auth/credential-already-in-use': [
    'auth/email-already-in-use',
    'That account already exists: sign in to it instead (the guest boards stay with the guest).',
  ],
  'auth/account-exists-with-different-credential': [
    'auth/email-already-in-use',
    'An account with this e-mail address already exists: sign in with its password first.',
  ],
  'auth/invalid-credential': ['auth/invalid-credential', INVALID_CREDENTIAL],
  'auth/invalid-login-credentials': ['auth/invalid-credential', INVALID_CREDENTIAL],
  'auth/wrong-password': ['auth/invalid-credential', INVALID_CREDENTIAL],
  'auth/user-not-found': ['auth/invalid-credential', INVALID_CREDENTIAL],
  'auth/user-mismatch': ['auth/invalid-credential', 'Sign in again with the account you are using now.'],
  'auth/invalid-email': ['auth/invalid-email', 'Enter a valid e-mail address.'],
  'auth/missing-email': ['auth/invalid-email', 'Enter a valid e-mail address.'],
  'auth/too-many-requests': [
    'auth/too-many-requests',
    'Too many attempts from this device. Wait a few minutes, then try again.',
  ],
  'auth/requires-recent-login': [
    'auth/requires-recent-login',
    'For your safety, sign in again before doing that.',
  ],
  'auth/network-request-failed': [
    'unavailable',
    'No connection to Firebase Authentication. Try again online.',
  ],
  'auth/user-token-expired': ['unauthenticated', 'Your session has ended: sign in again.'],
  'auth/user-disabled': ['permission-denied', 'This account has been disabled.'],
  'auth/operation-not-allowed': [
    'internal',
    'This sign-in method is not enabled in the Firebase project (Authentication > Sign-in method).',
  ],
  'auth/unauthorized-domain': [
    'internal',
    'This domain is not authorised for sign-in (Authentication > Settings > Authorised domains).',
  ],
  'auth/popup-blocked': ['internal', 'The browser blocked the sign-in window: allow pop-ups for this site.'],
};

/** Firestore (and Functions) codes, with our code and a default message. */
const FIRESTORE: Readonly<Record<string, readonly [ErrorCode, string]>> = {
  'permission-denied': ['permission-denied', 'Your role on this board does not allow that.'],
  'not-found': ['not-found', 'This does not exist (any more).'],
  unauthenticated: ['unauthenticated', 'Sign in first.'],
  unavailable: ['unavailable', 'Offline: changes are saved on this device and sent when back online.'],
  'deadline-exceeded': ['unavailable', 'Firebase took too long to answer. Try again.'],
  aborted: ['unavailable', 'Someone else changed this at the same time. Try again.'],
  cancelled: ['unavailable', 'The request was cancelled.'],
  'invalid-argument': ['invalid-argument', 'Firestore refused the data.'],
  'already-exists': ['invalid-argument', 'Something with this id already exists.'],
  'resource-exhausted': ['limit-exceeded', "The Firebase project's quota is used up for now."],
  'out-of-range': ['invalid-argument', 'A value is out of range.'],
};

/** `e`'s Firebase error code, or undefined for anything that is not a FirebaseError. */
export function firebaseCode(e: unknown): string | undefined {
  if (e instanceof FirebaseError) return e.code;
  // Errors from another copy of @firebase/util (tests, rules-unit-testing) are not `instanceof` ours.
  if (typeof e === 'object' && e !== null && 'code' in e && 'name' in e && e.name === 'FirebaseError') {
    return typeof e.code === 'string' ? e.code : undefined;
  }
  return undefined;
}

/**
 * An AppError for anything the Firebase SDK throws: AppErrors pass through; the auth codes above become our
 * `auth/*` codes (`auth/network-request-failed` is `unavailable`); Firestore's codes map by the table; a request
 * over Firestore's 10 MiB limit is `limit-exceeded`; the rest is `internal`, keeping the original as `cause`.
 */
export function toFirebaseAppError(e: unknown): AppError {
  if (e instanceof AppError) return e;
  const code = firebaseCode(e);
  const detail = e instanceof Error ? e.message : String(e);
  if (code === undefined) return new AppError('internal', detail || 'Something went wrong.', { cause: e });
  const known = code.startsWith('auth/')
    ? AUTH[code]
    : FIRESTORE[code.replace(/^(firestore|functions)\//, '')];
  if (code === 'invalid-argument' && /payload size|too large|exceeds/i.test(detail)) {
    return new AppError('limit-exceeded', `Firestore refused a request over its size limit (${detail}).`, {
      cause: e,
    });
  }
  if (!known) return new AppError('internal', `Firebase error ${code}: ${detail}`, { cause: e });
  return new AppError(known[0], known[1], { cause: e });
}

/** True when `e` is Firebase's "the user closed or replaced the sign-in pop-up". */
export function isPopupCancelled(e: unknown): boolean {
  const code = firebaseCode(e);
  return code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request';
}
