/**
 * Helpers of the local files port: reading a Blob's bytes in chunks (the upload's progress, and a point to stop at
 * between chunks when cancelled) and a pool of object URLs shared by everyone showing the same file, revoked when
 * the last holder lets go.
 */
import type { FileURL } from '../ports';

/** Bytes read per step: 1 MiB, so a 10 MB file reports progress about ten times. */
export const CHUNK_BYTES = 1024 * 1024;

/**
 * The bytes of `blob`, read CHUNK_BYTES at a time, calling `onProgress(read, total)` after each chunk (and once at
 * 0 for an empty blob). Resolves null as soon as `cancelled()` is true between chunks.
 */
export async function readBytes(
  blob: Blob,
  onProgress: ((read: number, total: number) => void) | undefined,
  cancelled: () => boolean,
): Promise<ArrayBuffer | null> {
  const total = blob.size;
  const bytes = new Uint8Array(total);
  onProgress?.(0, total);
  for (let offset = 0; offset < total; offset += CHUNK_BYTES) {
    if (cancelled()) return null;
    const chunk = new Uint8Array(await blob.slice(offset, offset + CHUNK_BYTES).arrayBuffer());
    bytes.set(chunk, offset);
    onProgress?.(Math.min(offset + chunk.length, total), total);
  }
  return cancelled() ? null : bytes.buffer;
}

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
