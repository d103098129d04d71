/**
 * Firebase modes: the replica (IndexedDB database, firebase/sync/session.ts) of the account last signed in on this
 * browser, kept in localStorage so start-up can read a board's cards from it before Firebase Auth has answered
 * (local/early-cards.ts; the adapter takes the rows only if that account is the one signed in). Forgotten when
 * the replica is deleted (sign-out, account deletion).
 */
const KEY = 'lanes.lastReplica';

/** Records `name` as the last replica opened. Never throws (no storage: nothing is read early). */
export function rememberLastReplica(name: string): void {
  try {
    localStorage.setItem(KEY, name);
  } catch {
    // Storage refused: start-up then reads nothing early.
  }
}

/** Forgets `name` if it is the one recorded. */
export function forgetLastReplica(name: string): void {
  try {
    if (localStorage.getItem(KEY) === name) localStorage.removeItem(KEY);
  } catch {
    // As above.
  }
}

/** The last replica opened on this browser, or null. */
export function lastReplica(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}
