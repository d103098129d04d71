/**
 * A FilesPort whose implementation loads with `import()` on first use, for both adapters: files are never needed
 * to show the first page, so their code stays out of the start-up bundle (bench/bundle-size.ts budgets).
 */
import { loadOnce } from './load-once';
import type { FilesPort, UploadTask } from './ports';

/** A task whose work starts once `ready` resolves; `cancel` before that stops it from starting. */
function deferred<T>(ready: Promise<FilesPort>, start: (files: FilesPort) => UploadTask<T>): UploadTask<T> {
  let cancelled = false;
  let inner: UploadTask<T> | null = null;
  const result = ready.then((files) => {
    if (cancelled) return null;
    inner = start(files);
    return inner.result;
  });
  return {
    result,
    cancel() {
      cancelled = true;
      inner?.cancel();
    },
  };
}

/**
 * The port `load()` makes, loaded once at the first call (again after a failed load). Every method waits for it;
 * a failed load rejects with `unavailable`. `watchAvatar` may be given apart, to answer without loading anything.
 */
export function lazyFilesPort(
  load: () => Promise<FilesPort>,
  watchAvatar?: FilesPort['watchAvatar'],
): FilesPort {
  const ready = loadOnce(load, 'Lanes could not load what it needs for files: check the connection.');
  return {
    upload: (boardId, cardId, file, options) =>
      deferred(ready(), (f) => f.upload(boardId, cardId, file, options)),
    getURL: async (boardId, cardId, attachmentId) => (await ready()).getURL(boardId, cardId, attachmentId),
    delete: async (boardId, cardId, attachmentId) => (await ready()).delete(boardId, cardId, attachmentId),
    uploadAvatar: (image, options) => deferred(ready(), (f) => f.uploadAvatar(image, options)),
    removeAvatar: async () => (await ready()).removeAvatar(),
    watchAvatar:
      watchAvatar ??
      ((uid, listener) => {
        let stop: (() => void) | null = null;
        let closed = false;
        ready().then(
          (f) => {
            if (!closed) stop = f.watchAvatar(uid, listener);
          },
          () => listener(null), // decoration: without the code the initials show
        );
        return () => {
          closed = true;
          stop?.();
        };
      }),
  };
}
