/**
 * The Firebase InboxPort whose implementation (inbox.ts, with the notification schemas) loads at the first call:
 * the inbox is not on the path to the first board render, and the Firebase start-up chunk is at its budget
 * (issue J: 330 KB gzip). Behaviour, errors and reads are inbox.ts's; a failed download reaches the observer or
 * the caller as `unavailable` and the next call tries again.
 */
import type { Firestore } from 'firebase/firestore';
import { lazyInboxPort } from '../lazy-inbox';
import { loadOnce } from '../load-once';
import type { InboxPort, PushPort, User } from '../ports';

const UNAVAILABLE = 'Lanes could not load the inbox: check the connection.';

/** `createFirebaseInbox(db, currentUser, push)`, loaded on first use; `push` is returned as given. */
export function lazyFirebaseInbox(
  firestore: () => Promise<Firestore>,
  currentUser: () => User | null,
  push?: PushPort,
): InboxPort {
  const load = loadOnce(
    // Firestore first: inbox.ts brings Firestore's SDK, which `firestore` may hold back (until the first paint).
    async () => {
      const db = await firestore();
      return (await import('./inbox')).createFirebaseInbox(db, currentUser, push);
    },
    UNAVAILABLE,
  );
  const { inbox } = lazyInboxPort(load, UNAVAILABLE);
  return push ? { ...inbox, push } : inbox;
}
