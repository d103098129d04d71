/**
 * Who was signed in on this tab (or, with "Keep me signed in", on this browser), remembered so a reload can show
 * that account's boards from its replica at once (docs/sync.md): Firebase Authentication tells who is signed in only
 * after reading its persistence and asking its server about the account (`accounts:lookup`, one round trip), which
 * would come before every first paint. The hint is told first; what Authentication says next replaces it (another
 * account, or none: the page then shows the sign-in instead). Sign-out forgets it.
 */
import type { User } from '../ports';
import { KEPT_KEY } from './cache-choice';

const KEY = 'lanes.lastUser';

/** Whether `value` has a User's shape (what an older version or a hand wrote is ignored). */
function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const u = value as Record<string, unknown>;
  return (
    typeof u.uid === 'string' &&
    (u.email === null || typeof u.email === 'string') &&
    typeof u.displayName === 'string' &&
    typeof u.isAnonymous === 'boolean'
  );
}

function storage(kind: 'sessionStorage' | 'localStorage'): Storage | null {
  try {
    return globalThis[kind] ?? null;
  } catch {
    return null;
  }
}

/** The user last signed in on this tab, else (a kept sign-in) on this browser; null when none or unreadable. */
export function readUserHint(): User | null {
  for (const kind of ['sessionStorage', 'localStorage'] as const) {
    try {
      const raw = storage(kind)?.getItem(KEY);
      const parsed: unknown = raw ? JSON.parse(raw) : null;
      if (isUser(parsed)) return parsed;
    } catch {
      // Blocked or malformed: no hint.
    }
  }
  return null;
}

/** Remembers `user` for the next page load (this tab; the browser too when the sign-in is kept); null forgets. */
export function writeUserHint(user: User | null): void {
  try {
    const session = storage('sessionStorage');
    const local = storage('localStorage');
    if (!user) {
      session?.removeItem(KEY);
      local?.removeItem(KEY);
      return;
    }
    const json = JSON.stringify(user);
    session?.setItem(KEY, json);
    if (local?.getItem(KEPT_KEY) === '1') local.setItem(KEY, json);
    else local?.removeItem(KEY);
  } catch {
    // No storage, or full: the next load waits for Authentication, as it would without.
  }
}
