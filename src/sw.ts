/// <reference lib="webworker" />
/**
 * Lanes' one service worker (built by vite-plugin-pwa, `injectManifest`): precaches the app shell so Lanes starts
 * offline after one visit, answers every in-app navigation with the cached index.html, and handles push: Cloud
 * Messaging registers this same worker (ARCHITECTURE.md §8: one service worker; src/backend/firebase/messaging.ts)
 * and sends data-only messages (domain/notifications/push-message.ts), shown here — only to the account signed in
 * on this browser (backend/push-recipient.ts) — or handed to a window in front;
 * a click opens the card. A new version waits until the page says SKIP_WAITING (the "Update
 * available — reload" prompt).
 */
import { cacheNames } from 'workbox-core';
import {
  addPlugins,
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { pushAllowed, pushNotice } from './domain/push-link';
import { readPushRecipient } from './backend/push-recipient';

declare const self: ServiceWorkerGlobalScope;

/** The Service Worker Static Routing API (Chrome 123+; not yet in TypeScript's lib): a route the browser follows
 * without starting this worker's JavaScript. */
interface RoutingInstallEvent extends ExtendableEvent {
  addRoutes?: (rules: { condition: { urlPattern: string }; source: { cacheName: string } }) => Promise<void>;
}

// Precached without their `Vary` header: a server's `Vary: Origin` (Vite's preview adds it) made every script miss
// the static route below, whose cache lookup honours `Vary` and cannot be told not to. The files are the build's
// own and the same for every requester. A response that is not `ok` is refused, as Workbox's default check would.
addPlugins([
  {
    cacheWillUpdate: async ({ response }) => {
      if (!response.ok) return null;
      if (!response.headers.has('Vary')) return response;
      const headers = new Headers(response.headers);
      headers.delete('Vary');
      return new Response(response.body, {
        status: response.status,
        statusText: response.statusText,
        headers,
      });
    },
  },
]);
// The build's file list with revisions, injected by vite-plugin-pwa.
precacheAndRoute(self.__WB_MANIFEST);
// The build's hashed scripts and styles straight from the precache, where the browser has the static routes: each
// passing through this worker's fetch handler put 100–200 ms between a reload and the app's scripts running
// (bench/board-open-work.ts traces). One missing from the precache (a script of the other mode) goes to the network.
// The navigation itself stays with the fetch handler below (index.html for every route).
self.addEventListener('install', (event) => {
  const routing = event as RoutingInstallEvent;
  if (!routing.addRoutes) return;
  routing.waitUntil(
    routing
      .addRoutes({ condition: { urlPattern: '/assets/*' }, source: { cacheName: cacheNames.precache } })
      .catch(() => undefined),
  );
});
cleanupOutdatedCaches();
// Firebase Hosting's reserved paths (`/__/auth/handler`, `/__/firebase/init.json`) must reach the network, and so
// must /robots.txt opened in a tab: it is a file, not a page of the app.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/__\//, /^\/robots\.txt$/] }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('push', (event) => {
  let payload: unknown;
  try {
    payload = event.data?.json();
  } catch {
    payload = { body: event.data?.text() };
  }
  const notice = pushNotice(payload, self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      // Only for the account signed in here (issue 15 item 7): a device whose push outlived a sign-out (offline,
      // or a sign-in that ended without one) must not show the previous account's notices to the next person.
      // Dropped silently; Chromium may then show its own "updated in the background" notice, which says nothing.
      if (!pushAllowed(payload, await readPushRecipient(), windows.length)) return;
      // A Lanes window in front shows the notice as a toast (push-port.ts `onForeground`), as Firebase's own
      // messaging worker does; browsers allow a push without a notification while the site is visible.
      const visible = windows.filter((client) => client.visibilityState === 'visible');
      if (visible.length > 0) {
        for (const client of visible) client.postMessage({ type: 'lanes:push', notice });
        return;
      }
      await self.registration.showNotification(notice.title, {
        body: notice.body,
        tag: notice.tag,
        icon: '/icons/icon-192.png',
        data: { path: notice.path },
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data as { path?: unknown } | null)?.path;
  const url = new URL(typeof path === 'string' ? path : '/', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(url);
      } else await self.clients.openWindow(url);
    })(),
  );
});
