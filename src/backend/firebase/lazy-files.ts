/**
 * The Firebase FilesPort as the app sees it: `firebase/storage` and files.ts load with `import()` at the first
 * upload, URL or delete, so the start-up chunk stays within its budget (bench/bundle-size.ts). `watchAvatar` needs
 * no Storage at all: the avatar is Auth's photoURL, announced here when it changes (Auth does not announce a
 * profile update) and on every sign-in.
 */
import type { FirebaseApp } from 'firebase/app';
import { onAuthStateChanged, type Auth } from 'firebase/auth';
import { lazyFilesPort } from '../lazy-files-port';
import type { FilesPort, ProfilePatch, User } from '../ports';
import type { Access } from './access';

type FilesModule = typeof import('./files');

/** What the lazy port needs: the app and its Auth, Firestore access, the flag, and the profile update. */
export interface LazyFilesDeps {
  app: FirebaseApp;
  emulated: boolean;
  auth: Auth;
  access: Access;
  maxAttachmentMb: () => number;
  updateProfile?: (patch: ProfilePatch) => Promise<User>;
}

/** The lazily loaded FilesPort of `deps.app`. Rejects as files.ts does, and `unavailable` if it cannot load. */
export function lazyFiles(deps: LazyFilesDeps): FilesPort {
  const listeners = new Set<(uid: string, url: string | null) => void>();
  const avatarChanged = (uid: string, url: string | null) => {
    for (const listener of [...listeners]) listener(uid, url);
  };
  const load = () =>
    import('./files').then((m: FilesModule) =>
      m.createFirebaseFiles(m.storageOf(deps.app, deps.emulated), {
        access: deps.access,
        maxAttachmentMb: deps.maxAttachmentMb,
        updateProfile: deps.updateProfile,
        currentPhotoURL: () => deps.auth.currentUser?.photoURL ?? null,
        avatarChanged,
      }),
    );
  return lazyFilesPort(load, (uid, listener) => {
    const own = () => (deps.auth.currentUser?.uid === uid ? (deps.auth.currentUser.photoURL ?? null) : null);
    const changed = (who: string, url: string | null) => {
      if (who === uid) listener(url);
    };
    listeners.add(changed);
    const stop = onAuthStateChanged(deps.auth, () => listener(own()));
    return () => {
      listeners.delete(changed);
      stop();
    };
  });
}
