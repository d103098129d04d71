/**
 * Firebase modes: the replica (IndexedDB database, firebase/sync/session.ts) of the account last signed in on this
 * browser, kept in localStorage so start-up can read a board's cards from it before Firebase Auth has answered
 * (local/early-cards.ts; the adapter takes the rows only if that account is the one signed in). Written when a
 * replica is registered and removed when it is deleted (firebase/sync/leftovers.ts); only the reading is here,
 * in the page's entry.
 */

/** The localStorage key of the last replica's name. */
export const LAST_REPLICA_KEY = 'lanes.lastReplica';

/** The last replica opened on this browser, or null. */
export function lastReplica(): string | null {
  try {
    return localStorage.getItem(LAST_REPLICA_KEY);
  } catch {
    return null;
  }
}
