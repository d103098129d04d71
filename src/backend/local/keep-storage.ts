/**
 * Asks the browser to keep local mode's storage (issue 28 item 2): IndexedDB is "best effort" storage that the
 * browser may clear under storage pressure unless the origin is granted persistent storage
 * (`navigator.storage.persist()`, Storage Standard §4). Local mode holds the person's only copy of their boards,
 * so the first board created or imported asks.
 */

let asked = false;

/**
 * Requests persistent storage once per page, when a board has just been created or imported and the storage is not
 * persistent yet. Chromium answers by its own measure of the site's use, without a prompt; Firefox asks the person.
 * Never rejects (no Storage API, or a refusal, leaves things as they were; Settings shows the state).
 */
export async function askToKeepStorage(): Promise<void> {
  if (asked || typeof navigator === 'undefined' || !('storage' in navigator)) return;
  asked = true;
  try {
    if (await navigator.storage.persisted()) return;
    await navigator.storage.persist();
  } catch {
    // The Storage API is missing or refused: Settings shows that the storage is not kept.
  }
}
