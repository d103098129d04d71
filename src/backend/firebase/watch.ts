/**
 * Firestore listeners as port subscriptions: `includeMetadataChanges` so every snapshot says whether it holds
 * unconfirmed local changes (`pending`, `pendingCount`) and whether it came from the cache (`fromCache`). Query
 * results are converted incrementally: only the documents a snapshot changed are parsed again, so a 5,000-card
 * board costs one parse per changed card, not 5,000 per keystroke.
 */
import {
  onSnapshot,
  type DocumentReference,
  type DocumentSnapshot,
  type Query,
  type QuerySnapshot,
} from 'firebase/firestore';
import type { Observer, Unsubscribe } from '../ports';
import { firebaseCode, toFirebaseAppError } from './errors';

/**
 * Listens to `query`, delivering its documents converted by `convert` (null skips one) in the query's order,
 * then passed through `finish` (filter or sort). A listener error is delivered once, as an AppError, and closes it.
 */
export function watchQuery<T>(
  query: Query,
  convert: (snapshot: DocumentSnapshot) => T | null,
  observer: Observer<T[]>,
  finish: (items: T[]) => T[] = (items) => items,
): Unsubscribe {
  const converted = new Map<string, T | null>();
  const next = (snapshot: QuerySnapshot) => {
    for (const change of snapshot.docChanges()) {
      if (change.type === 'removed') converted.delete(change.doc.id);
      else converted.set(change.doc.id, convert(change.doc));
    }
    const items: T[] = [];
    let pendingCount = 0;
    for (const doc of snapshot.docs) {
      const item = converted.get(doc.id);
      if (item !== undefined && item !== null) items.push(item);
      if (doc.metadata.hasPendingWrites) pendingCount += 1;
    }
    const { hasPendingWrites: pending, fromCache } = snapshot.metadata;
    observer.next({ data: finish(items), pending, fromCache, pendingCount });
  };
  return onSnapshot(
    query,
    { includeMetadataChanges: true },
    {
      next,
      error: (e) => observer.error(toFirebaseAppError(e)),
    },
  );
}

/**
 * Listens to one document, delivering it converted (null when missing). When the rules refuse to read it, the
 * subscription delivers null once and closes (the port's "does not exist or may not be read").
 */
export function watchDoc<T>(
  ref: DocumentReference,
  convert: (snapshot: DocumentSnapshot) => T | null,
  observer: Observer<T | null>,
): Unsubscribe {
  return onSnapshot(
    ref,
    { includeMetadataChanges: true },
    {
      next: (snapshot) => {
        const { hasPendingWrites: pending, fromCache } = snapshot.metadata;
        observer.next({ data: convert(snapshot), pending, fromCache, pendingCount: pending ? 1 : 0 });
      },
      error: (e) => {
        if (firebaseCode(e) === 'permission-denied') {
          observer.next({ data: null, pending: false, fromCache: false, pendingCount: 0 });
        } else observer.error(toFirebaseAppError(e));
      },
    },
  );
}

/** A subscription that delivers `data` once, asynchronously (for queries that cannot match anything). */
export function watchConstant<T>(data: T, observer: Observer<T>): Unsubscribe {
  let open = true;
  queueMicrotask(() => {
    if (open) observer.next({ data, pending: false, fromCache: true, pendingCount: 0 });
  });
  return () => {
    open = false;
  };
}
