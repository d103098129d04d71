/**
 * The optional AuthPort methods on Firebase Authentication: Google by pop-up, anonymous guests and linking them
 * to a permanent account (same uid, so their boards stay), e-mail verification, password reset, profile changes
 * and account deletion with re-authentication.
 */
import {
  deleteUser,
  EmailAuthProvider,
  getAdditionalUserInfo,
  GoogleAuthProvider,
  linkWithCredential,
  linkWithPopup,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInAnonymously,
  signInWithPopup,
  updateProfile,
  type Auth,
  type User as FirebaseUser,
  type UserCredential,
} from 'firebase/auth';
import * as z from 'zod/mini';
import { AppError } from '../../domain/errors';
import { signUpInputSchema } from '../../domain/inputs';
import { DISPLAY_NAME_MAX } from '../../domain/limits';
import { parseOrThrow } from '../../domain/validate';
import { isWebUrl, webUrlSchema } from '../../domain/web-url';
import type { AuthPort, ReauthMethod, Reauthentication } from '../ports';
import { checkEmail, checkSignUp } from '../../domain/auth-checks';
import { toUser, translated, type UserStream } from './auth-shared';
import { isPopupCancelled, toFirebaseAppError } from './errors';
import { keepSignedInLazily } from './cache-choice';
import type { ProfileFields, ProfileStore } from './profile';

/** The optional AuthPort methods, all present in the Firebase adapter. */
export type AuthExtras = Required<
  Pick<
    AuthPort,
    | 'signInWithGoogle'
    | 'signInAsGuest'
    | 'linkWithEmail'
    | 'linkWithGoogle'
    | 'sendEmailVerification'
    | 'sendPasswordReset'
    | 'updateProfile'
    | 'reauthenticate'
    | 'reauthMethods'
    | 'deleteAccount'
  >
>;

/** Firebase asks for a sign-in at most this old before deleting an account (ms): 5 minutes. */
export const RECENT_LOGIN_MS = 5 * 60_000;

const profilePatchSchema = z.partial(
  z.strictObject({
    displayName: z
      .string()
      .check(z.trim(), z.minLength(1, 'Enter your name.'), z.maxLength(DISPLAY_NAME_MAX)),
    photoURL: z.nullable(webUrlSchema),
  }),
);

/** Runs a pop-up flow; null when the person closed the pop-up. */
async function popup(work: () => Promise<UserCredential>): Promise<UserCredential | null> {
  try {
    return await work();
  } catch (e) {
    if (isPopupCancelled(e)) return null;
    throw toFirebaseAppError(e);
  }
}

/** The profile fields a Google account brings. */
function googleFields(user: FirebaseUser): ProfileFields {
  return {
    displayName: (user.displayName ?? '').slice(0, DISPLAY_NAME_MAX),
    // Only a web link is stored (firestore.rules checks it too).
    photoURL: isWebUrl(user.photoURL) ? user.photoURL : null,
    emailLower: user.email?.toLowerCase() ?? null,
  };
}

function logged(write: Promise<void>): void {
  write.catch((e: unknown) => console.warn('Lanes: profile not saved', e));
}

/** The optional AuthPort methods over `auth`, writing profiles through `profiles`. */
export function createAuthExtras(auth: Auth, profiles: ProfileStore, stream: UserStream): AuthExtras {
  function signedIn(): FirebaseUser {
    if (!auth.currentUser) throw new AppError('unauthenticated', 'Sign in first.');
    return auth.currentUser;
  }

  function guest(): FirebaseUser {
    const user = signedIn();
    if (!user.isAnonymous)
      throw new AppError('unauthenticated', 'Only a guest account can be saved this way.');
    return user;
  }

  return {
    async signInWithGoogle() {
      const result = await popup(() => signInWithPopup(auth, new GoogleAuthProvider()));
      if (!result) return null;
      const { user } = result;
      // After the pop-up, which must open within the click: a Google or guest sign-in is always kept.
      await keepSignedInLazily(auth, true);
      if (getAdditionalUserInfo(result)?.isNewUser) logged(profiles.create(user.uid, googleFields(user)));
      return toUser(user);
    },

    async signInAsGuest() {
      const { user } = await translated(() => signInAnonymously(auth));
      await keepSignedInLazily(auth, true);
      logged(profiles.create(user.uid, { displayName: '', photoURL: null, emailLower: null }));
      return toUser(user);
    },

    async linkWithEmail(input) {
      checkSignUp(input);
      const { email, password, displayName } = parseOrThrow(signUpInputSchema, input, 'Sign-up');
      const current = guest();
      const user = await stream.holding(() =>
        translated(async () => {
          const { user } = await linkWithCredential(current, EmailAuthProvider.credential(email, password));
          await updateProfile(user, { displayName });
          return user;
        }),
      );
      logged(profiles.update(user.uid, { displayName, emailLower: email }));
      return toUser(user);
    },

    async linkWithGoogle() {
      const current = guest();
      const result = await stream.holding(() =>
        popup(() => linkWithPopup(current, new GoogleAuthProvider())),
      );
      if (!result) return null;
      const { user } = result;
      logged(profiles.update(user.uid, googleFields(user)));
      return toUser(user);
    },

    async sendEmailVerification() {
      const user = signedIn();
      await translated(() => sendEmailVerification(user));
    },

    async sendPasswordReset(email) {
      checkEmail(email);
      await translated(() => sendPasswordResetEmail(auth, email.trim().toLowerCase()));
    },

    async updateProfile(patch) {
      const changes = parseOrThrow(profilePatchSchema, patch, 'Profile');
      const user = signedIn();
      await stream.holding(() => translated(() => updateProfile(user, changes)));
      logged(profiles.update(user.uid, changes));
      return toUser(user);
    },

    reauthenticate(reauth) {
      return translated(() => reauthenticated(signedIn(), reauth));
    },

    reauthMethods() {
      // Firebase Authentication's provider ids: 'password' (e-mail and password), 'google.com'.
      const ids = auth.currentUser?.providerData.map((p) => p.providerId) ?? [];
      const methods: ReauthMethod[] = [];
      if (ids.includes('password')) methods.push('password');
      if (ids.includes('google.com')) methods.push('google');
      return methods;
    },

    async deleteAccount(reauth) {
      const user = signedIn();
      await translated(async () => {
        // Checked before deleting the profile, not after: Firebase would refuse the account's deletion anyway.
        await reauthenticated(user, reauth);
        await profiles.remove(user.uid);
        await deleteUser(user);
      });
    },
  };
}

/**
 * Signs `user` in again with `reauth`; without it, throws `auth/requires-recent-login` unless the last sign-in is
 * under RECENT_LOGIN_MS old.
 */
async function reauthenticated(user: FirebaseUser, reauth: Reauthentication | undefined): Promise<void> {
  if (reauth && 'password' in reauth) {
    if (!user.email) throw new AppError('invalid-argument', 'This account has no password.');
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, reauth.password));
  } else if (reauth) {
    await reauthenticateWithPopup(user, new GoogleAuthProvider());
  } else {
    const last = Date.parse(user.metadata.lastSignInTime ?? '');
    if (!(Date.now() - last < RECENT_LOGIN_MS)) {
      throw new AppError('auth/requires-recent-login', 'For your safety, sign in again before doing that.');
    }
  }
}
