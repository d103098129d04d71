/**
 * Helpers of the local files port: reading a Blob's bytes in chunks (the upload's progress, and a point to stop at
 * between chunks when cancelled). The object URLs shown are ../object-url-pool.ts's.
 */

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
