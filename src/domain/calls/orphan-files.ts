/**
 * Which stored attachment files belong to nothing (issue 15 item 2). storage.rules let a writer of a board upload
 * under any card and attachment id of it: the record is written only after its file is up
 * (src/backend/firebase/files.ts), so the rules have no record to look for at upload. A file is an
 * orphan when no attachment record names it — none at its id, or one whose `storagePath` is another file — and it
 * is older than ORPHAN_GRACE_MS. Deleting a card or board removes its files by prefix; the daily sweep in
 * functions/src/sweep-files.ts removes orphans under boards that live on.
 */

/** Where a stored object sits in Lanes' layout `boards/{boardId}/cards/{cardId}/{attachmentId}/{fileName}`. */
export interface AttachmentObjectPlace {
  boardId: string;
  cardId: string;
  attachmentId: string;
}

/**
 * How old a file without a record must be before it goes, in ms: 7 days. A record is written right after its
 * upload, but Firestore queues that write on a device that went offline in between and sends it when the device is
 * back; a week covers a laptop closed over a holiday, and an orphan costs only its bytes meanwhile.
 */
export const ORPHAN_GRACE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The attachment that object `name` (a Storage path) would belong to, or null when it is not in Lanes' attachment
 * layout (an avatar, anything an operator put there): such objects are never swept.
 */
export function attachmentObjectPlace(name: string): AttachmentObjectPlace | null {
  const parts = name.split('/');
  if (parts.length !== 6 || parts[0] !== 'boards' || parts[2] !== 'cards') return null;
  const [, boardId, , cardId, attachmentId, fileName] = parts;
  if (!boardId || !cardId || !attachmentId || !fileName) return null;
  return { boardId, cardId, attachmentId };
}

/** A stored object as a sweep sees it: its path and when it was created (epoch ms). */
export interface StoredObject {
  name: string;
  createdAt: number;
}

/**
 * The names among `objects` to delete at `now` (epoch ms): those in the attachment layout, older than `graceMs`,
 * whose attachment record is missing or names another file. `storagePathOf` gives, for each place, the record's
 * `storagePath` (null: no record, or a link attachment); it is asked once per distinct attachment.
 */
export async function orphanedObjects(
  objects: readonly StoredObject[],
  storagePathOf: (places: readonly AttachmentObjectPlace[]) => Promise<(string | null)[]>,
  now: number,
  graceMs = ORPHAN_GRACE_MS,
): Promise<string[]> {
  const old = objects.flatMap((object) => {
    const place = now - object.createdAt >= graceMs ? attachmentObjectPlace(object.name) : null;
    return place ? [{ name: object.name, place }] : [];
  });
  const key = (p: AttachmentObjectPlace) => `${p.boardId}/${p.cardId}/${p.attachmentId}`;
  const places = [...new Map(old.map(({ place }) => [key(place), place])).values()];
  const found = places.length ? await storagePathOf(places) : [];
  const recorded = new Map(places.map((place, i) => [key(place), found[i] ?? null]));
  return old.filter(({ name, place }) => recorded.get(key(place)) !== name).map(({ name }) => name);
}
