/**
 * Who is signed in, per tab: the user lives in `sessionStorage` (each tab has its own, so two tabs can be two
 * people) and, when they asked to be remembered, also in `localStorage`, where a freshly opened tab finds it.
 */
import * as z from 'zod/mini';
import type { User } from '../ports';

/** sessionStorage key of this tab's user. */
export const SESSION_KEY = 'lanes.session';
/** localStorage key of the remembered user, picked up by tabs opened later. */
export const REMEMBERED_KEY = 'lanes.rememberedSession';

/** The part of the Web Storage API the session needs; tests pass `memoryStorage()` to play separate tabs. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A Storage kept in memory: for tests, and where the browser refuses Web Storage. */
export function memoryStorage(): StorageLike {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

/**
 * The browser's `sessionStorage` or `localStorage`, or a memory one when reading it throws (Safari with storage
 * blocked, sandboxed iframes): the user then stays signed in until the tab closes.
 */
export function browserStorage(kind: 'sessionStorage' | 'localStorage'): StorageLike {
  try {
    const storage = globalThis[kind];
    storage.getItem(SESSION_KEY);
    return storage;
  } catch {
    return memoryStorage();
  }
}

const storedUserSchema = z.object({
  uid: z.string().check(z.minLength(1)),
  email: z.nullable(z.string()),
  displayName: z.string(),
  isAnonymous: z.boolean(),
});

function read(storage: StorageLike, key: string): User | null {
  try {
    const text = storage.getItem(key);
    if (text === null) return null;
    const parsed = storedUserSchema.safeParse(JSON.parse(text));
    // Anything else in the slot (an older format, a hand edit) means "signed out", never a crash at start-up.
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** This tab's session: read once at start, written on sign-in and cleared on sign-out. */
export class SessionStore {
  constructor(
    private readonly session: StorageLike,
    private readonly local: StorageLike,
  ) {}

  /** This tab's user; a tab without one adopts the remembered user (and keeps it even if it is later forgotten). */
  restore(): User | null {
    const own = read(this.session, SESSION_KEY);
    if (own) return own;
    const remembered = read(this.local, REMEMBERED_KEY);
    if (remembered) this.session.setItem(SESSION_KEY, JSON.stringify(remembered));
    return remembered;
  }

  /** Stores `user` for this tab and, with `remember`, for tabs opened later. */
  save(user: User, remember: boolean): void {
    this.session.setItem(SESSION_KEY, JSON.stringify(user));
    if (remember) this.local.setItem(REMEMBERED_KEY, JSON.stringify(user));
  }

  /**
   * Forgets this tab's user, and the remembered user too when it is the same person; someone else who asked to be
   * remembered (in another tab) stays remembered.
   */
  clear(uid: string | null): void {
    this.session.removeItem(SESSION_KEY);
    const remembered = read(this.local, REMEMBERED_KEY);
    if (remembered === null || remembered.uid === uid) this.local.removeItem(REMEMBERED_KEY);
  }
}
