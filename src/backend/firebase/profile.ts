/**
 * `users/{uid}` (ARCHITECTURE.md §4): the profile other parts of Lanes read — display name, photo, lower-cased
 * e-mail, creation time. Only its owner writes it (firestore.rules).
 */
import { deleteDoc, doc, serverTimestamp, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import type { UserProfile } from '../../domain/model';

/** The profile fields the client writes; `createdAt` is the server's time at creation. */
export type ProfileFields = Pick<UserProfile, 'displayName' | 'photoURL' | 'emailLower'>;

/**
 * Writes profiles. Each promise settles when Firestore acknowledges the write; callers never wait on it to go on
 * (a profile write is queued offline like any other).
 */
export interface ProfileStore {
  /** Creates `users/{uid}` with `createdAt` = server time. */
  create(uid: string, fields: ProfileFields): Promise<void>;
  /** Changes some fields of `users/{uid}`. Rejects with Firestore's `not-found` if it does not exist. */
  update(uid: string, fields: Partial<ProfileFields>): Promise<void>;
  /** Deletes `users/{uid}`. */
  remove(uid: string): Promise<void>;
}

/** The ProfileStore on Firestore `db`. */
export function firestoreProfiles(db: Firestore): ProfileStore {
  const ref = (uid: string) => doc(db, 'users', uid);
  return {
    create: (uid, fields) => setDoc(ref(uid), { ...fields, createdAt: serverTimestamp() }),
    update: (uid, fields) => updateDoc(ref(uid), fields),
    remove: (uid) => deleteDoc(ref(uid)),
  };
}
