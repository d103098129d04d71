/**
 * The profile store on Firestore (profile.ts), whose module and Firestore's SDK load at the first write: a profile
 * is written at sign-up and on a change of name, never on the way to the first page.
 */
import type { Firestore } from 'firebase/firestore';
import type { ProfileStore } from './profile';

/** `firestoreProfiles(await firestore())` for each call. */
export function lazyProfiles(firestore: () => Promise<Firestore>): ProfileStore {
  const store = async () => (await import('./profile')).firestoreProfiles(await firestore());
  return {
    create: async (uid, fields) => (await store()).create(uid, fields),
    update: async (uid, fields) => (await store()).update(uid, fields),
    remove: async (uid) => (await store()).remove(uid),
  };
}
