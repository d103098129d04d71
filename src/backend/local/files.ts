/**
 * The local FilesPort (ARCHITECTURE.md §3 `files`): each file's bytes in the `files` table of IndexedDB under its
 * Storage path, shown through object URLs. An attachment's bytes, record and `counts.attachments` are written in
 * one transaction, so a card never lists a file that is not there. The same checks as Firebase's rules:
 * domain/files.ts for size and type, permissions.ts for the role.
 */
import { liveQuery } from 'dexie';
import { isWebUrl } from '../../domain/web-url';
import { AppError } from '../../domain/errors';
import { attachmentPath, avatarPath, checkAttachmentFile, checkAvatarFile } from '../../domain/files';
import { newId } from '../../domain/ids';
import { attachmentSchema, type Attachment } from '../../domain/model';
import { parseOrThrow } from '../../domain/validate';
import type { FilesPort, UploadTask, User } from '../ports';
import { requireBoard, requireCard, requireUser } from './access';
import type { LanesDb } from './db';
import { toLocalAppError } from './errors';
import { ObjectUrlPool } from '../object-url-pool';
import { readBytes } from './file-bytes';
import { writeTransaction } from './tx';

/** Runs `work` as an UploadTask: `cancel` flips the flag `work` checks between steps; errors become AppErrors. */
function task<T>(work: (cancelled: () => boolean) => Promise<T | null>): UploadTask<T> {
  let cancelled = false;
  const result = work(() => cancelled).catch((e: unknown) => {
    throw toLocalAppError(e);
  });
  return { result, cancel: () => void (cancelled = true) };
}

/**
 * The local FilesPort over `db`, acting as `currentUser()`; `maxAttachmentMb` reads the `max_attachment_mb` flag at
 * each upload, so a change applies at once.
 */
export function createLocalFiles(
  db: LanesDb,
  currentUser: () => User | null,
  maxAttachmentMb: () => number,
): FilesPort {
  const urls = new ObjectUrlPool();
  let swept: Promise<void> | null = null;

  // Deleting a card, list or board removes attachment records but not their bytes (those commands do not know
  // about files); the first upload of a session drops bytes whose record is gone.
  const sweep = () =>
    (swept ??= (async () => {
      const ids = (await db.files.orderBy('attachmentId').uniqueKeys()).map(String);
      const alive = new Set((await db.attachments.bulkGet(ids)).flatMap((a) => (a ? [a.id] : [])));
      const orphans = ids.filter((id) => !alive.has(id));
      if (orphans.length) await db.files.where('attachmentId').anyOf(orphans).delete();
    })().catch(() => undefined));

  const blobAt = async (path: string): Promise<Blob> => {
    const row = await db.files.get(path);
    if (!row) throw new AppError('not-found', 'This file is not stored on this device.');
    return new Blob([row.data], { type: row.contentType });
  };

  return {
    upload(boardId, cardId, file, options = {}) {
      return task(async (cancelled) => {
        const { uid } = requireUser(currentUser);
        const contentType = checkAttachmentFile(file, maxAttachmentMb());
        // Refuse an observer before reading a single byte.
        await requireBoard(db, boardId, uid, 'card.write');
        await requireCard(db, boardId, cardId);
        await sweep();
        const data = await readBytes(file, options.onProgress, cancelled);
        if (!data) return null;
        const id = newId();
        const attachment: Attachment = parseOrThrow(
          attachmentSchema,
          {
            id,
            boardId,
            cardId,
            name: file.name.trim().slice(0, 512) || 'file',
            storagePath: attachmentPath(boardId, cardId, id, file.name),
            url: null,
            contentType,
            size: file.size,
            uploadedBy: uid,
            createdAt: Date.now(),
          },
          'Attachment',
        );
        const tables = [db.boards, db.cards, db.attachments, db.files];
        await writeTransaction(db, tables, async (tally) => {
          await requireBoard(db, boardId, uid, 'card.write');
          const card = await requireCard(db, boardId, cardId);
          await db.files.add({ path: attachment.storagePath ?? '', data, contentType, attachmentId: id });
          await db.attachments.add(attachment);
          // Only the count changes: adding a file is not an edit of the card's fields, so `updatedAt` stays.
          await db.cards.update(cardId, {
            counts: { ...card.counts, attachments: card.counts.attachments + 1 },
          });
          tally.documents += 2;
        });
        return attachment;
      });
    },

    async getURL(boardId, cardId, attachmentId) {
      try {
        const attachment = await db.attachments.get(attachmentId);
        const here = attachment?.boardId === boardId && attachment.cardId === cardId;
        // A link attachment (an imported Trello cover): its own link, if it is a web link.
        if (here && !attachment.storagePath && isWebUrl(attachment.url))
          return { url: attachment.url, release: () => undefined };
        const path = here && attachment.storagePath;
        if (!path) throw new AppError('not-found', 'This attachment has no file (any more).');
        return await urls.acquire(path, () => blobAt(path));
      } catch (e) {
        throw toLocalAppError(e);
      }
    },

    async delete(boardId, cardId, attachmentId) {
      const { uid } = requireUser(currentUser);
      await writeTransaction(db, [db.boards, db.cards, db.attachments, db.files], async (tally) => {
        await requireBoard(db, boardId, uid, 'card.write');
        const card = await requireCard(db, boardId, cardId);
        const attachment = await db.attachments.get(attachmentId);
        if (!attachment || attachment.cardId !== cardId)
          throw new AppError('not-found', 'This attachment does not exist (any more).');
        await db.attachments.delete(attachmentId);
        if (attachment.storagePath) await db.files.delete(attachment.storagePath);
        const counts = { ...card.counts, attachments: Math.max(0, card.counts.attachments - 1) };
        // A cover that is gone changes how the tile looks: that is an edit (`updatedAt`), a count alone is not.
        const cover = card.coverAttachmentId === attachmentId;
        await db.cards.update(
          cardId,
          cover ? { counts, coverAttachmentId: null, updatedAt: Date.now() } : { counts },
        );
        tally.documents += 2;
      });
    },

    uploadAvatar(image, options = {}) {
      return task(async (cancelled) => {
        const { uid } = requireUser(currentUser);
        const contentType = checkAvatarFile(image);
        const data = await readBytes(image, options.onProgress, cancelled);
        if (!data) return null;
        const path = avatarPath(uid, image.name);
        await writeTransaction(db, [db.files], async (tally) => {
          await db.files.where('owner').equals(uid).delete();
          await db.files.add({ path, data, contentType, owner: uid });
          tally.documents += 1;
        });
        return path;
      });
    },

    async removeAvatar() {
      const { uid } = requireUser(currentUser);
      await writeTransaction(db, [db.files], async (tally) => {
        tally.documents += await db.files.where('owner').equals(uid).delete();
      });
    },

    watchAvatar(uid, listener) {
      let shown: { path: string; release: () => void } | null = null;
      let closed = false;
      let told = false;
      const show = async (path: string | null) => {
        if (told && path === (shown?.path ?? null)) return;
        told = true;
        const previous = shown;
        shown = null;
        if (path) {
          const url = await urls.acquire(path, () => blobAt(path)).catch(() => null);
          if (closed) return url?.release();
          if (url) shown = { path, release: url.release };
          listener(url?.url ?? null);
        } else listener(null);
        previous?.release();
      };
      const subscription = liveQuery(() => db.files.where('owner').equals(uid).primaryKeys()).subscribe({
        next: (paths) => void show(paths.length ? String(paths[0]) : null),
        // An avatar is decoration: without the database the initials show.
        error: () => void show(null),
      });
      return () => {
        closed = true;
        subscription.unsubscribe();
        shown?.release();
        shown = null;
      };
    },
  };
}
