/**
 * What both halves of the Firebase AuthPort (auth.ts, auth-extras.ts) share: the mapping of Firebase's user to ours, error translation, and the one user stream the port exposes.
 */
import { onAuthStateChanged, type Auth, type User as FirebaseUser } from 'firebase/auth';
import type { Unsubscribe, User } from '../ports';
import { toFirebaseAppError } from './errors';

/** Our User for Firebase's. */
export function toUser(user: FirebaseUser): User {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName ?? '',
    isAnonymous: user.isAnonymous,
    emailVerified: user.emailVerified,
  };
}

/** Runs `work`, throwing whatever Firebase throws as an AppError (errors.ts). */
export async function translated<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    throw toFirebaseAppError(e);
  }
}

/** Where the stream reads the account last signed in here before Authentication knows, and keeps it. */
export interface UserHint {
  read(): User | null;
  write(user: User | null): void;
}

/** The user stream: Firebase's auth state, held back while a sign-up or link completes, each change told once. */
export interface UserStream {
  /** The user now: Authentication's once it has restored the sign-in, the hint until then. */
  current(): User | null;
  /** Calls `listener` with the current user as soon as it is known (at once if it is), then on every change. */
  listen(listener: (user: User | null) => void): Unsubscribe;
  /** Tells listeners the current user if it differs from what they were last told. */
  publish(): void;
  /** Runs `work` with Firebase's own notifications held back, then publishes the outcome once. */
  holding<T>(work: () => Promise<T>): Promise<T>;
}

const NOT_YET = Symbol('not yet known');

function sameUser(a: User | null, b: User | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.uid === b.uid &&
    a.email === b.email &&
    a.displayName === b.displayName &&
    a.isAnonymous === b.isAnonymous &&
    a.emailVerified === b.emailVerified
  );
}

/**
 * The stream over `auth`. Firebase announces a new account before its display name is set, and says nothing when
 * a guest is linked (same user object): `holding` and `publish` make each real change reach listeners once.
 */
export function createUserStream(auth: Auth, hint?: UserHint): UserStream {
  const listeners = new Set<(user: User | null) => void>();
  // Told at once: the account last signed in here (user-hint.ts), until Authentication has restored its own.
  let told: User | null | typeof NOT_YET = hint?.read() ?? NOT_YET;
  let holds = 0;
  let ready = false;

  function publish(): void {
    if (!ready || holds > 0) return;
    const user = auth.currentUser ? toUser(auth.currentUser) : null;
    hint?.write(user);
    if (told !== NOT_YET && sameUser(told, user)) return;
    told = user;
    for (const listener of [...listeners]) listener(user);
  }

  // One subscription for the adapter's lifetime; its first call also says the persisted user has been restored.
  onAuthStateChanged(auth, () => {
    ready = true;
    publish();
  });

  return {
    current: () =>
      ready ? (auth.currentUser ? toUser(auth.currentUser) : null) : told === NOT_YET ? null : told,
    listen(listener) {
      listeners.add(listener);
      if (told !== NOT_YET) listener(told);
      return () => void listeners.delete(listener);
    },
    publish,
    async holding(work) {
      holds += 1;
      try {
        return await work();
      } finally {
        holds -= 1;
        publish();
      }
    },
  };
}
