/** Turns a Dexie live query into a port subscription: snapshots on every change, one mapped error, then closed. */
import { liveQuery } from 'dexie';
import type { Observer, Unsubscribe } from '../ports';
import { toLocalAppError } from './errors';

/**
 * Runs `query` now and again whenever a table range it read changes, in this tab or another tab of the browser
 * (Dexie 4 broadcasts changes between tabs itself). Delivers `{ data, pending: false, fromCache: false }`: a local
 * write is stored, not waiting for a server. The first snapshot arrives asynchronously. An error (thrown AppErrors
 * included) is sent once to `observer.error` as an AppError and closes the subscription.
 */
export function watchQuery<T>(query: () => Promise<T>, observer: Observer<T>): Unsubscribe {
  let closed = false;
  const subscription = liveQuery(query).subscribe({
    next: (data) => {
      if (!closed) observer.next({ data, pending: false, fromCache: false });
    },
    error: (e: unknown) => {
      if (closed) return;
      closed = true;
      // Dexie keeps listening for changes after an error; the port promises a closed subscription.
      queueMicrotask(() => subscription.unsubscribe());
      observer.error(toLocalAppError(e));
    },
  });
  return () => {
    closed = true;
    subscription.unsubscribe();
  };
}
