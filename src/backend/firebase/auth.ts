/**
 * AuthPort on Firebase Authentication: e-mail and password with our checks first (the 6-character rule, a valid
 * address), persistence per "remember me", the `users/{uid}` profile written on sign-up, and one user stream that
 * reports a new account once, with its display name. Google, guests, linking, verification, reset and account
 * deletion live in auth-extras.ts.
 */
import {
  createUserWithEmailAndPassword,
  signInWithEmailAndPassword,
  signOut,
  updateProfile,
  type Auth,
} from 'firebase/auth';
import { signInInputSchema, signUpInputSchema } from '../../domain/inputs';
import { parseOrThrow } from '../../domain/validate';
import type { AuthPort, User } from '../ports';
import { createAuthExtras, type AuthExtras } from './auth-extras';
import { checkEmail, checkSignUp } from '../../domain/auth-checks';
import { createUserStream, toUser, translated, type UserHint } from './auth-shared';
import type { ProfileStore } from './profile';
import { keepSignedInLazily } from './cache-choice';

/** The Firebase AuthPort with every optional method, plus what the boards port needs. */
export type FirebaseAuth = AuthPort &
  AuthExtras & {
    /** The signed-in user now, or null (Firebase's `currentUser`, mapped). */
    currentUser(): User | null;
  };

/**
 * The AuthPort on `auth`. `remember` false keeps the sign-in for this tab's session only
 * (browserSessionPersistence); true keeps it across restarts in IndexedDB (indexedDBLocalPersistence, Firebase's
 * default local persistence); where the browser offers neither (Node), Firebase keeps it in memory. The same
 * choice picks Firestore's cache from the next page load (keep-signed-in.ts).
 * `profiles` writes `users/{uid}`: sign-up does not wait for that write (it is queued offline); a failure is logged.
 * Errors: see AuthPort; Firebase's codes are translated by errors.ts (`auth/network-request-failed` is
 * `unavailable`).
 */
export function createFirebaseAuth(auth: Auth, profiles: ProfileStore, hint?: UserHint): FirebaseAuth {
  const stream = createUserStream(auth, hint);

  return {
    ...createAuthExtras(auth, profiles, stream),

    currentUser: () => stream.current(),

    onUserChanged: (listener) => stream.listen(listener),

    async signUp(input) {
      checkSignUp(input);
      const { email, password, displayName, remember } = parseOrThrow(signUpInputSchema, input, 'Sign-up');
      const user = await stream.holding(() =>
        translated(async () => {
          await keepSignedInLazily(auth, remember);
          const { user } = await createUserWithEmailAndPassword(auth, email, password);
          await updateProfile(user, { displayName });
          return user;
        }),
      );
      const fields = { displayName, photoURL: null, emailLower: email };
      profiles.create(user.uid, fields).catch((e: unknown) => console.warn('Lanes: profile not saved', e));
      return toUser(user);
    },

    async signIn(input) {
      checkEmail(input.email);
      const { email, password, remember } = parseOrThrow(signInInputSchema, input, 'Sign-in');
      return translated(async () => {
        await keepSignedInLazily(auth, remember);
        const { user } = await signInWithEmailAndPassword(auth, email, password);
        return toUser(user);
      });
    },

    signOut: () => translated(() => signOut(auth)),
  };
}
