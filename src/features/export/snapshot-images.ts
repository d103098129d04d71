/**
 * The uploaded images a board snapshot inlines (issue 27 item 3): each open card's cover and image attachments of
 * PNG, JPEG, GIF or WebP, at most SNAPSHOT_IMAGE_MAX_BYTES each and SNAPSHOT_IMAGES_MAX_BYTES in all (smallest
 * first, so a big one does not crowd out many small ones), read through the files port as `data:` URLs. An image
 * that cannot be read is left out (the page shows the rest), never a reason to fail the export.
 */
import type { FilesPort } from '../../backend/ports';
import type { LanesExport } from '../../domain/export/lanes-format';
import {
  SNAPSHOT_IMAGE_MAX_BYTES,
  SNAPSHOT_IMAGES_MAX_BYTES,
  type SnapshotImages,
} from '../../domain/export/snapshot-html';

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/** `blob` as a `data:` URL. */
function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(blob);
  });
}

/** Attachment id → `data:` URL of the images of `file`'s open cards to inline, read through `files`. */
export async function snapshotImages(files: FilesPort, file: LanesExport): Promise<SnapshotImages> {
  const open = new Set(file.cards.filter((card) => card.archivedAt === null).map((card) => card.id));
  const candidates = file.attachments
    .filter(
      (a) =>
        a.url === null &&
        open.has(a.cardId) &&
        IMAGE_TYPES.has(a.contentType) &&
        a.size > 0 &&
        a.size <= SNAPSHOT_IMAGE_MAX_BYTES,
    )
    .sort((a, b) => a.size - b.size);
  const images = new Map<string, string>();
  let total = 0;
  for (const attachment of candidates) {
    if (total + attachment.size > SNAPSHOT_IMAGES_MAX_BYTES) break;
    try {
      const shown = await files.getURL(file.board.id, attachment.cardId, attachment.id);
      try {
        const blob = await (await fetch(shown.url)).blob();
        // The stored size is what the uploader said: the bytes read are what counts.
        if (blob.size > SNAPSHOT_IMAGE_MAX_BYTES || total + blob.size > SNAPSHOT_IMAGES_MAX_BYTES) continue;
        images.set(attachment.id, await dataUrlOf(blob.slice(0, blob.size, attachment.contentType)));
        total += blob.size;
      } finally {
        shown.release();
      }
    } catch {
      // Unreadable (deleted meanwhile, offline): the page goes without it.
    }
  }
  return images;
}
