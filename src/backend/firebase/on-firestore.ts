/**
 * A listener that needs the Firestore SDK, which loads on first use (app.ts `firestore()`): started once it has
 * loaded, never if the caller unsubscribed meanwhile.
 */
import type { Firestore, Unsubscribe } from 'firebase/firestore';
import type { AppError } from '../../domain/errors';
import { toFirebaseAppError } from './errors';

/**
 * Runs `listen` on the instance `firestore` resolves with, unless the returned function was called before; a
 * failure to load goes to `failed` as an AppError (`unavailable`, …). The returned function stops it all.
 */
export function onFirestore(
  firestore: () => Promise<Firestore>,
  listen: (db: Firestore) => Unsubscribe,
  failed: (error: AppError) => void,
): Unsubscribe {
  let stop: Unsubscribe | null = null;
  let closed = false;
  firestore().then(
    (db) => {
      if (!closed) stop = listen(db);
    },
    (error: unknown) => {
      if (!closed) failed(toFirebaseAppError(error));
    },
  );
  return () => {
    closed = true;
    stop?.();
  };
}
