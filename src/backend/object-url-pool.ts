/**
 * A pool of object URLs shared by everyone showing the same file, revoked when the last holder lets go: local
 * mode's files from IndexedDB, and Firebase's attachments read through the Storage rules (`getBlob`).
 */
import type { FileURL } from './ports';

interface Held {
  url: string;
  holders: number;
}

/** Object URLs by key (a Storage path), each made once and revoked when its last `release` runs. */
export class ObjectUrlPool {
  private readonly held = new Map<string, Held>();

  /** A URL for `key`, made from `make()` when nobody holds one yet. */
  async acquire(key: string, make: () => Promise<Blob>): Promise<FileURL> {
    let entry = this.held.get(key);
    if (!entry) {
      const blob = await make();
      // Another caller may have made one while `make` ran: use theirs, so only one URL exists per key.
      entry = this.held.get(key) ?? { url: URL.createObjectURL(blob), holders: 0 };
      this.held.set(key, entry);
    }
    entry.holders += 1;
    const held = entry;
    let released = false;
    return {
      url: held.url,
      release: () => {
        if (released) return;
        released = true;
        held.holders -= 1;
        if (held.holders > 0 || this.held.get(key) !== held) return;
        this.held.delete(key);
        URL.revokeObjectURL(held.url);
      },
    };
  }
}
