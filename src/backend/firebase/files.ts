/**
 * The Firebase FilesPort on Cloud Storage (ARCHITECTURE.md §3 `files`, §4 paths), loaded with `import()` at the
 * first use by lazy-files.ts so `firebase/storage` stays off the start-up path. An attachment: the file goes up
 * resumably (`uploadBytesResumable`, which retries a dropped connection itself for `maxUploadRetryTime`), then its
 * record and `counts.attachments` + 1 in one batch; if that batch is refused the file is removed again. The same
 * checks run first as in local mode (domain/files.ts, permissions.ts); storage.rules and firestore.rules check again.
 */
import type { FirebaseApp } from 'firebase/app';
import {
  connectStorageEmulator,
  deleteObject,
  getBlob,
  getDownloadURL,
  getStorage,
  ref,
  uploadBytesResumable,
  type FirebaseStorage,
} from 'firebase/storage';
import { isWebUrl } from '../../domain/web-url';
import { AppError } from '../../domain/errors';
import { attachmentPath, avatarPath, checkAttachmentFile, checkAvatarFile } from '../../domain/files';
import { newId } from '../../domain/ids';
import { attachmentSchema, type Attachment } from '../../domain/model';
import { parseOrThrow } from '../../domain/validate';
import { ObjectUrlPool } from '../object-url-pool';
import type { FilesPort, NamedBlob, ProfilePatch, UploadProgress, UploadTask, User } from '../ports';
import { requireBoard, requireCard, requireSession, requireUser, type Access } from './access';
import { EMULATORS } from './config';
import { docPaths } from '../../domain/sync/paths';
import { increment, serverTime } from '../../domain/sync/writes';
import { isStorageCancel, toStorageAppError } from './storage-errors';
import { commit, newBatch } from './writes';

/** How long Storage keeps retrying a failed chunk before the upload fails and the UI offers Retry (ms). */
export const UPLOAD_RETRY_MS = 60_000;

const connected = new WeakSet<FirebaseStorage>();

/** The app's default bucket, on the emulator in `emulator` mode. */
export function storageOf(app: FirebaseApp, emulated: boolean): FirebaseStorage {
  const storage = getStorage(app);
  if (emulated && !connected.has(storage)) {
    connectStorageEmulator(storage, EMULATORS.host, EMULATORS.storage);
    connected.add(storage);
  }
  // Storage's default is 10 minutes of silent retries: too long for someone watching a progress bar.
  storage.maxUploadRetryTime = UPLOAD_RETRY_MS;
  return storage;
}

/** What the files port needs beyond Storage: Firestore access, the flag, and the profile update for avatars. */
export interface FirebaseFilesDeps {
  access: Access;
  maxAttachmentMb: () => number;
  updateProfile?: (patch: ProfilePatch) => Promise<User>;
  /** The signed-in user's photoURL now (Auth), so a replaced avatar's file can be deleted. */
  currentPhotoURL: () => string | null;
  /** Called after the avatar changed, so `watchAvatar` listeners hear of it (Auth does not announce it). */
  avatarChanged: (uid: string, url: string | null) => void;
}

/**
 * Runs `prepare` (checks; the target path and content type), uploads `file` there resumably, then runs `after`
 * with the stored path. Resolves null when cancelled at any point; rejects with an AppError.
 */
function resumable<T>(
  storage: FirebaseStorage,
  file: NamedBlob,
  prepare: () => Promise<{ path: string; contentType: string }>,
  onProgress: UploadProgress | undefined,
  after: (path: string) => Promise<T>,
): UploadTask<T> {
  let cancelled = false;
  let cancelUpload: (() => void) | null = null;
  const result = (async () => {
    const { path, contentType } = await prepare();
    if (cancelled) return null;
    const upload = uploadBytesResumable(ref(storage, path), file, {
      contentType,
      contentDisposition: `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    });
    cancelUpload = () => upload.cancel();
    upload.on('state_changed', (s) => onProgress?.(s.bytesTransferred, s.totalBytes));
    try {
      await upload;
    } catch (e) {
      if (isStorageCancel(e)) return null;
      throw e;
    }
    return after(path);
  })().catch((e: unknown) => {
    throw toStorageAppError(e);
  });
  return {
    result,
    cancel() {
      cancelled = true;
      cancelUpload?.();
    },
  };
}

/** Deletes the avatar file behind download URL `url` when it is `uid`'s; a failure leaves an unreachable file. */
async function deleteAvatarAt(storage: FirebaseStorage, uid: string, url: string | null): Promise<void> {
  if (!url) return;
  try {
    const old = ref(storage, url);
    if (old.fullPath.startsWith(`users/${uid}/avatar/`)) await deleteObject(old);
  } catch {
    // Not a Storage URL (a Google account's photo), or already gone: nothing of ours to delete.
  }
}

/** What an attachment's URL is made from: its file in Storage, or its own web link. */
type Target = { storagePath: string } | { link: string };

/** The FilesPort on `storage` and `deps.access.db`. */
export function createFirebaseFiles(storage: FirebaseStorage, deps: FirebaseFilesDeps): FilesPort {
  const { access } = deps;
  // From the replica when it holds the record (the card was shown), else the server's: no Firestore SDK is loaded
  // to show a cover the device has.
  const attachmentAt = async (boardId: string, cardId: string, attachmentId: string): Promise<Attachment> => {
    const session = requireSession(access);
    const held = await session.replica.attachments.get(attachmentId);
    const path = docPaths.attachment(boardId, cardId, attachmentId);
    const row =
      held?.boardId === boardId && held.cardId === cardId
        ? held
        : await (await session.network).readDoc(path);
    if (!row) throw new AppError('not-found', 'This attachment does not exist (any more).');
    return row as Attachment;
  };
  // Attachment id → its Storage path (or, for a link attachment, its web link), read once; the files themselves are read through the Storage rules
  // (`getBlob`) into object URLs, never as download URLs: a download URL's token outlives membership (issue 15
  // item 15), an object URL lives in this page only and needs the reader to be a member now.
  const targets = new Map<string, Promise<Target>>();
  const blobs = new ObjectUrlPool();

  return {
    upload(boardId, cardId, file, options = {}) {
      const id = newId();
      let contentType = '';
      let uid = '';
      return resumable(
        storage,
        file,
        async () => {
          uid = requireUser(access.currentUser).uid;
          contentType = checkAttachmentFile(file, deps.maxAttachmentMb());
          await requireBoard(access, boardId, uid, 'card.write');
          await requireCard(access, boardId, cardId);
          return { path: attachmentPath(boardId, cardId, id, file.name), contentType };
        },
        options.onProgress,
        async (storagePath) => {
          const fields = {
            name: file.name.trim().slice(0, 512) || 'file',
            storagePath,
            url: null,
            contentType,
            size: file.size,
            uploadedBy: uid,
          };
          parseOrThrow(
            attachmentSchema,
            { ...fields, id, boardId, cardId, createdAt: Date.now() },
            'Attachment',
          );
          const b = newBatch(boardId, { action: 'attachment.create', title: fields.name });
          b.set(docPaths.attachment(boardId, cardId, id), { ...fields, createdAt: serverTime() });
          // `updatedAt` too, so other devices' sync hears of the count (docs/sync.md).
          b.update(docPaths.card(boardId, cardId), {
            'counts.attachments': increment(1),
            // The record this count counts (firestore.rules `countsChild`, issue 28 item 4.6).
            counted: { kind: 'attachment', id },
            updatedAt: serverTime(),
          });
          try {
            await commit(access, b);
          } catch (e) {
            await deleteObject(ref(storage, storagePath)).catch(() => undefined);
            throw e;
          }
          return { ...fields, id, boardId, cardId, createdAt: Date.now() } satisfies Attachment;
        },
      );
    },

    async getURL(boardId, cardId, attachmentId) {
      try {
        let target = targets.get(attachmentId);
        if (!target) {
          target = attachmentAt(boardId, cardId, attachmentId).then((a): Target => {
            // A link attachment (an imported Trello cover): its own link, if it is a web link.
            if (!a.storagePath && isWebUrl(a.url)) return { link: a.url };
            if (!a.storagePath) throw new AppError('not-found', 'This attachment is a link, not a file.');
            return { storagePath: a.storagePath };
          });
          targets.set(attachmentId, target);
          target.catch(() => targets.delete(attachmentId));
        }
        const found = await target;
        // A web link is shown as it is: nothing to revoke.
        if ('link' in found) return { url: found.link, release: () => undefined };
        const { storagePath } = found;
        return await blobs.acquire(storagePath, () => getBlob(ref(storage, storagePath)));
      } catch (e) {
        throw toStorageAppError(e);
      }
    },

    async delete(boardId, cardId, attachmentId) {
      try {
        const { uid } = requireUser(access.currentUser);
        await requireBoard(access, boardId, uid, 'card.write');
        const card = await requireCard(access, boardId, cardId);
        const attachment = await attachmentAt(boardId, cardId, attachmentId);
        const b = newBatch(boardId, { action: 'attachment.delete', title: attachment.name });
        b.delete(docPaths.attachment(boardId, cardId, attachmentId));
        b.update(docPaths.card(boardId, cardId), {
          'counts.attachments': increment(-1),
          counted: { kind: 'attachment', id: attachmentId },
          ...(card.coverAttachmentId === attachmentId ? { coverAttachmentId: null } : {}),
          updatedAt: serverTime(),
        });
        await commit(access, b);
        targets.delete(attachmentId);
        // The record goes first: a file left behind by a failure here is unreachable, a record without its file
        // would be a broken entry in the list.
        if (attachment.storagePath)
          await deleteObject(ref(storage, attachment.storagePath)).catch(() => undefined);
      } catch (e) {
        throw toStorageAppError(e);
      }
    },

    uploadAvatar(image, options = {}) {
      let uid = '';
      let previous: string | null = null;
      return resumable(
        storage,
        image,
        async () => {
          uid = requireUser(access.currentUser).uid;
          previous = deps.currentPhotoURL();
          const contentType = checkAvatarFile(image);
          // A new name each time: a download URL never shows a stale cached picture.
          const name = `avatar-${Date.now()}.${contentType.split('/')[1] ?? 'png'}`;
          return { path: avatarPath(uid, name), contentType };
        },
        options.onProgress,
        async (path) => {
          const url = await getDownloadURL(ref(storage, path));
          await deps.updateProfile?.({ photoURL: url });
          deps.avatarChanged(uid, url);
          await deleteAvatarAt(storage, uid, previous);
          return path;
        },
      );
    },

    async removeAvatar() {
      const { uid } = requireUser(access.currentUser);
      try {
        const previous = deps.currentPhotoURL();
        await deps.updateProfile?.({ photoURL: null });
        deps.avatarChanged(uid, null);
        await deleteAvatarAt(storage, uid, previous);
      } catch (e) {
        throw toStorageAppError(e);
      }
    },

    watchAvatar(_uid, listener) {
      // lazy-files.ts answers this from Auth's photoURL without loading Storage; this is never reached.
      listener(null);
      return () => undefined;
    },
  };
}
