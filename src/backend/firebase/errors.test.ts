import { FirebaseError } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../domain/errors';
import { isPopupCancelled, toFirebaseAppError } from './errors';

const fb = (code: string, message = code) => new FirebaseError(code, message);

describe('toFirebaseAppError', () => {
  it.each([
    ['auth/weak-password', 'auth/weak-password'],
    ['auth/email-already-in-use', 'auth/email-already-in-use'],
    ['auth/credential-already-in-use', 'auth/email-already-in-use'],
    ['auth/invalid-credential', 'auth/invalid-credential'],
    ['auth/wrong-password', 'auth/invalid-credential'],
    ['auth/user-not-found', 'auth/invalid-credential'],
    ['auth/invalid-email', 'auth/invalid-email'],
    ['auth/too-many-requests', 'auth/too-many-requests'],
    ['auth/requires-recent-login', 'auth/requires-recent-login'],
    ['auth/network-request-failed', 'unavailable'],
    ['auth/internal-error', 'internal'],
    ['permission-denied', 'permission-denied'],
    ['not-found', 'not-found'],
    ['unavailable', 'unavailable'],
    ['deadline-exceeded', 'unavailable'],
    ['resource-exhausted', 'limit-exceeded'],
    ['already-exists', 'invalid-argument'],
    ['failed-precondition', 'internal'],
    ['functions/permission-denied', 'permission-denied'],
  ])('maps %s to %s', (code, expected) => {
    const error = toFirebaseAppError(fb(code));
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe(expected);
    expect(error.cause).toBeInstanceOf(FirebaseError);
  });

  it('gives wrong password and unknown e-mail the same message, so the form tells nobody who has an account', () => {
    expect(toFirebaseAppError(fb('auth/wrong-password')).message).toBe(
      toFirebaseAppError(fb('auth/user-not-found')).message,
    );
  });

  it('names a request over the size limit as limit-exceeded', () => {
    const error = toFirebaseAppError(fb('invalid-argument', 'Request payload size exceeds the limit'));
    expect(error.code).toBe('limit-exceeded');
  });

  it('keeps AppErrors and wraps anything else as internal', () => {
    const mine = new AppError('not-found', 'gone');
    expect(toFirebaseAppError(mine)).toBe(mine);
    expect(toFirebaseAppError(new Error('boom'))).toMatchObject({ code: 'internal', message: 'boom' });
    expect(toFirebaseAppError({ name: 'FirebaseError', code: 'permission-denied' }).code).toBe(
      'permission-denied',
    );
  });

  it('recognises a closed sign-in pop-up', () => {
    expect(isPopupCancelled(fb('auth/popup-closed-by-user'))).toBe(true);
    expect(isPopupCancelled(fb('auth/cancelled-popup-request'))).toBe(true);
    expect(isPopupCancelled(fb('auth/popup-blocked'))).toBe(false);
  });
});
