/**
 * Registers the PWA's service worker (src/sw.ts, built by vite-plugin-pwa) once per page, after the first render:
 * the registration code (workbox-window) is loaded with `import()`, so it is not on the path to the first paint.
 * The worker precaches the app shell for offline start and handles push (issue D).
 */

/** Called when a new version is installed and waiting; `reload()` activates it and reloads the page. */
export type OnUpdate = (reload: () => Promise<void>) => void;

let started = false;
const listeners = new Set<OnUpdate>();

/**
 * Registers the worker (first call only; later calls just add `onUpdate`) and calls `onUpdate` when an update
 * waits. Does nothing where service workers are unavailable (http other than localhost, some private windows) or
 * under `vite` dev. Returns the unsubscribe of `onUpdate`.
 */
export function registerServiceWorker(onUpdate: OnUpdate): () => void {
  listeners.add(onUpdate);
  if (!started && !import.meta.env.DEV && 'serviceWorker' in navigator) {
    started = true;
    void import('virtual:pwa-register')
      .then(({ registerSW }) => {
        const update = registerSW({
          immediate: true,
          onNeedRefresh: () => {
            for (const listener of listeners) listener(() => update(true));
          },
          onRegisterError: (error: unknown) =>
            console.warn('The service worker could not be registered.', error),
        });
      })
      .catch((error: unknown) => console.warn('The service worker registration could not load.', error));
  }
  return () => void listeners.delete(onUpdate);
}
