/** What the UI says for each AppError code (ARCHITECTURE.md §7): a message, and what the person can do next. */
import { toAppError, type ErrorCode } from '../domain/errors';

const TEXT: Record<ErrorCode, string> = {
  'auth/weak-password':
    "That password is too short: use at least 6 characters (Firebase Authentication's rule).",
  'auth/email-already-in-use': 'An account with this e-mail already exists. Sign in instead?',
  'auth/invalid-credential': 'That e-mail and password do not match an account.',
  'auth/invalid-email': 'That e-mail address does not look right.',
  'auth/too-many-requests': 'Too many attempts. Wait a minute, then try again.',
  'auth/requires-recent-login': 'For your safety, sign in again before doing this.',
  unauthenticated: 'You are signed out. Sign in to continue.',
  'permission-denied': 'Your role on this board does not allow that.',
  'not-found': 'That no longer exists: it may have been deleted.',
  'invalid-argument': 'Something in what you entered is not valid.',
  'limit-exceeded': 'That goes over a limit.',
  'file-too-large': 'That file is too large.',
  'unsupported-file-type': 'That kind of file is not supported.',
  'import/invalid-file': 'That file is not a Trello or Lanes board export.',
  'import/too-large': 'That file is too large to import (the limit is 100 MB).',
  unavailable: 'You are offline: the change is saved on this device and will be sent later.',
  internal: 'Something went wrong on our side.',
};

/** Codes whose own message adds what the summary cannot know (which limit, which field, Firebase's words). */
const DETAILED: ReadonlySet<ErrorCode> = new Set([
  'invalid-argument',
  'limit-exceeded',
  'import/invalid-file',
  'file-too-large',
  'unsupported-file-type',
  'internal',
]);

/** Turns anything thrown into `{ summary, detail }` for display; `detail` is null when it would repeat the summary. */
export function describeError(e: unknown): { code: ErrorCode; summary: string; detail: string | null } {
  const error = toAppError(e);
  const detail = DETAILED.has(error.code) && error.message ? error.message : null;
  return { code: error.code, summary: TEXT[error.code], detail };
}
