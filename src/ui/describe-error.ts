/** What the UI says for each AppError code (ARCHITECTURE.md §7): a message, and what the person can do next. */
import i18next from 'i18next';
import { toAppError, type ErrorCode } from '../domain/errors';
import type { en } from '../i18n/resources';

// The messages live in the `errors` catalogue, keyed by code; this check keeps the two in step.
const CODES: Record<ErrorCode, keyof (typeof en)['errors']> = {
  'auth/weak-password': 'auth/weak-password',
  'auth/email-already-in-use': 'auth/email-already-in-use',
  'auth/invalid-credential': 'auth/invalid-credential',
  'auth/invalid-email': 'auth/invalid-email',
  'auth/too-many-requests': 'auth/too-many-requests',
  'auth/requires-recent-login': 'auth/requires-recent-login',
  unauthenticated: 'unauthenticated',
  'permission-denied': 'permission-denied',
  'not-found': 'not-found',
  'invalid-argument': 'invalid-argument',
  'limit-exceeded': 'limit-exceeded',
  'file-too-large': 'file-too-large',
  'unsupported-file-type': 'unsupported-file-type',
  'import/invalid-file': 'import/invalid-file',
  'import/too-large': 'import/too-large',
  unavailable: 'unavailable',
  internal: 'internal',
};

/** Codes whose own message adds what the summary cannot know (which limit, which field, Firebase's words). */
const DETAILED: ReadonlySet<ErrorCode> = new Set([
  'invalid-argument',
  'limit-exceeded',
  'import/invalid-file',
  'import/too-large',
  'file-too-large',
  'unsupported-file-type',
  'internal',
]);

/** Turns anything thrown into `{ summary, detail }` for display; `detail` is null when it would repeat the summary. */
export function describeError(e: unknown): { code: ErrorCode; summary: string; detail: string | null } {
  const error = toAppError(e);
  const detail = DETAILED.has(error.code) && error.message ? error.message : null;
  return { code: error.code, summary: i18next.t(CODES[error.code], { ns: 'errors' }), detail };
}
