/**
 * AuthPort for local mode: accounts live in this browser's IndexedDB (hashed with PBKDF2), the signed-in user lives
 * in the tab's session (session.ts). Nothing leaves the device, so there is no e-mail verification or reset here.
 */
import { AppError } from '../../domain/errors';
import { checkEmail, checkSignUp } from '../../domain/auth-checks';
import { newId } from '../../domain/ids';
import { signInInputSchema, signUpInputSchema, type SignInInput } from '../../domain/inputs';
import type { UserProfile } from '../../domain/model';
import { parseOrThrow } from '../../domain/validate';
import type { AuthPort, Unsubscribe, User } from '../ports';
import type { LanesDb } from './db';
import { toLocalAppError } from './errors';
import { hashPassword, PBKDF2_ITERATIONS, verifyPassword } from './password';
import type { SessionStore } from './session';

/** Firebase Authentication's behaviour we copy: this many wrong passwords in a row within the window lock sign-in. */
export const MAX_FAILED_SIGN_INS = 5;
/** The window for those failures and the length of the lock-out, in milliseconds (Lanes' choice: one minute). */
export const SIGN_IN_LOCK_MS = 60_000;

const INVALID_CREDENTIAL = 'The e-mail address or the password is wrong.';

/** The local AuthPort, plus `currentUser()` for the boards port to check roles against. */
export interface LocalAuth extends AuthPort {
  /** The user signed in in this tab, or null. */
  currentUser(): User | null;
}

/** What the local auth needs: the database, this tab's session, and the PBKDF2 iteration count for new hashes. */
export interface LocalAuthOptions {
  db: LanesDb;
  session: SessionStore;
  /** Defaults to PBKDF2_ITERATIONS (OWASP 2023); tests pass about 1,000. */
  passwordIterations?: number;
}

interface Failures {
  count: number;
  firstAt: number;
  lockedUntil: number;
}

/**
 * Makes the local AuthPort. `onUserChanged` calls its listener synchronously, before it returns, with the current
 * user (the session is read at creation, so it is known at once), then on every sign-in and sign-out in this tab.
 * Another tab's sign-in never changes this tab's user.
 */
export function createLocalAuth({
  db,
  session,
  passwordIterations = PBKDF2_ITERATIONS,
}: LocalAuthOptions): LocalAuth {
  let current = session.restore();
  const listeners = new Set<(user: User | null) => void>();
  // Kept in memory per tab: a page reload resets it, which is acceptable for a device its owner already holds.
  const failures = new Map<string, Failures>();

  function setUser(user: User | null): void {
    current = user;
    for (const listener of [...listeners]) listener(user);
  }

  function recordFailure(emailLower: string, now: number): void {
    const previous = failures.get(emailLower);
    const fresh = !previous || now - previous.firstAt > SIGN_IN_LOCK_MS;
    const entry = fresh ? { count: 0, firstAt: now, lockedUntil: 0 } : previous;
    entry.count += 1;
    if (entry.count >= MAX_FAILED_SIGN_INS) entry.lockedUntil = now + SIGN_IN_LOCK_MS;
    failures.set(emailLower, entry);
  }

  function signedIn(user: User, remember: boolean): User {
    session.save(user, remember);
    setUser(user);
    return user;
  }

  return {
    currentUser: () => current,

    onUserChanged(listener): Unsubscribe {
      listeners.add(listener);
      listener(current);
      return () => void listeners.delete(listener);
    },

    async signUp(input) {
      checkSignUp(input);
      const { email, password, displayName, remember } = parseOrThrow(signUpInputSchema, input, 'Sign-up');
      // Hash before the transaction: IndexedDB commits a transaction that waits on anything but itself.
      const hash = await hashPassword(password, passwordIterations);
      const uid = newId();
      const now = Date.now();
      const profile: UserProfile = { uid, displayName, photoURL: null, emailLower: email, createdAt: now };
      try {
        await db.transaction('rw', db.accounts, db.users, async () => {
          if ((await db.accounts.where('emailLower').equals(email).count()) > 0) {
            throw new AppError(
              'auth/email-already-in-use',
              'An account with this e-mail address already exists.',
            );
          }
          await db.accounts.add({ uid, emailLower: email, password: hash, createdAt: now });
          await db.users.add(profile);
        });
      } catch (e) {
        const error = toLocalAppError(e);
        // Two tabs signing up the same address at once: the unique index catches the second.
        if (error.code === 'invalid-argument') {
          throw new AppError(
            'auth/email-already-in-use',
            'An account with this e-mail address already exists.',
          );
        }
        throw error;
      }
      return signedIn({ uid, email, displayName, isAnonymous: false }, remember);
    },

    async signIn(input: SignInInput) {
      checkEmail(input.email);
      const { email, password, remember } = parseOrThrow(signInInputSchema, input, 'Sign-in');
      const now = Date.now();
      const lock = failures.get(email);
      if (lock && lock.lockedUntil > now) {
        throw new AppError(
          'auth/too-many-requests',
          'Too many wrong passwords. Wait a minute, then try again.',
        );
      }
      const account = await db.accounts
        .where('emailLower')
        .equals(email)
        .first()
        .catch((e: unknown) => {
          throw toLocalAppError(e);
        });
      if (!account || !(await verifyPassword(password, account.password))) {
        recordFailure(email, now);
        throw new AppError('auth/invalid-credential', INVALID_CREDENTIAL);
      }
      failures.delete(email);
      const profile = await db.users.get(account.uid);
      const user: User = {
        uid: account.uid,
        email,
        displayName: profile?.displayName ?? '',
        isAnonymous: false,
      };
      return signedIn(user, remember);
    },

    async signOut() {
      session.clear(current?.uid ?? null);
      setUser(null);
    },
  };
}
