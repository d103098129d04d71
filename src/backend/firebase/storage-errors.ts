/**
 * Cloud Storage's error codes (`storage/...`) as AppError codes (ARCHITECTURE.md §7). Kept apart from errors.ts so
 * only the lazily loaded files module carries them.
 */
import { FirebaseError } from 'firebase/app';
import { AppError, type ErrorCode } from '../../domain/errors';
import { toFirebaseAppError } from './errors';

const STORAGE: Readonly<Record<string, readonly [ErrorCode, string]>> = {
  'storage/unauthenticated': ['unauthenticated', 'Sign in first.'],
  // The rules refuse a wrong role, a file over the size ceiling and a type off the allow-list alike.
  'storage/unauthorized': [
    'permission-denied',
    'Cloud Storage refused this file (your role, its size or its type).',
  ],
  'storage/object-not-found': ['not-found', 'This file is not in Cloud Storage (any more).'],
  'storage/quota-exceeded': ['limit-exceeded', "The Firebase project's storage quota is used up."],
  'storage/retry-limit-exceeded': ['unavailable', 'The upload kept failing: check the connection and retry.'],
  'storage/server-file-wrong-size': ['unavailable', 'The upload was damaged on the way: retry.'],
  'storage/bucket-not-found': ['internal', 'The Firebase project has no Cloud Storage bucket set up.'],
  'storage/project-not-found': ['internal', 'The Firebase project was not found.'],
};

/** True for the error `uploadBytesResumable` rejects with after `cancel()`. */
export function isStorageCancel(e: unknown): boolean {
  return e instanceof FirebaseError && e.code === 'storage/canceled';
}

/** An AppError for anything Storage (or the Firestore write after it) throws. */
export function toStorageAppError(e: unknown): AppError {
  if (e instanceof FirebaseError && e.code.startsWith('storage/')) {
    const [code, message] = STORAGE[e.code] ?? ['internal', e.message];
    return new AppError(code, message, { cause: e });
  }
  return toFirebaseAppError(e);
}
