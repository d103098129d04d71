/**
 * The HTTP security headers Lanes is served with (ARCHITECTURE.md §5, issue 15 item 12): a Content-Security-Policy
 * without 'unsafe-inline' (index.html's one inline script, the theme before first paint, is allowed by its SHA-256,
 * computed from the HTML itself so it cannot drift), `frame-ancestors 'none'` (but on `/embed/`, made to be framed:
 * `framingOf`), a Referrer-Policy and
 * `X-Content-Type-Options: nosniff`. One policy per run mode:
 *
 * - local: the app talks to nobody: connect-src 'self' (the service worker, the bundle's own chunks).
 * - emulator: the Local Emulator Suite on loopback, at the ports the build was made with (src/config/emulators.ts).
 * - firebase: Google's hosts Lanes' Firebase services use (Firestore, Auth, Functions, Storage, Installations,
 *   Messaging, Remote Config, Performance, App Check), the Realtime Database over WebSocket, reCAPTCHA Enterprise
 *   for App Check, Google sign-in's pop-up (apis.google.com, the project's authDomain frame) and Analytics' gtag.js
 *   (www.googletagmanager.com, *.google-analytics.com) — gtag.js is loaded only after consent.
 *
 * Served by `vite preview` (vite.config.ts, so every browser test runs under it) and by Firebase Hosting
 * (firebase.json `hosting.headers`, which `vite build` checks against this module: a stale hash fails the build).
 */
import { createHash } from 'node:crypto';
import type { EmulatorPorts } from '../src/config/emulators';

/**
 * Who may frame a page: nobody (`none`, every page but one), or any web page (`embed`: `/embed/:boardId`, a public
 * board made for another site's <iframe>, issue 27 item 2).
 */
export type Framing = 'none' | 'embed';

/** The paths that may be framed (Hosting's glob syntax, minimatch's): `/embed` and below. */
export const EMBED_GLOB = '/embed{,/**}';
/** Every other path: `/`, and any first segment but `embed`. */
export const APP_GLOB = '{/,/!(embed){,/**}}';

/** The framing of `pathname` (a URL's path, without its query), as the two globs split them. */
export function framingOf(pathname: string): Framing {
  return pathname === '/embed' || pathname.startsWith('/embed/') ? 'embed' : 'none';
}

/** Where a build of Lanes runs (ARCHITECTURE.md §1). */
export type HeaderTarget =
  { mode: 'local' } | { mode: 'emulator'; host: string; ports: EmulatorPorts } | { mode: 'firebase' };

/** `'sha256-…'` sources for every inline `<script>` (one without `src`) of `html`, in document order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\ssrc\s*=/i.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

// Google's hosts for the Firebase web SDKs Lanes uses (firebase 12): every *.googleapis.com API (Firestore,
// Identity Toolkit and Secure Token, Installations, FCM registrations, Remote Config, Performance's logging, App
// Check, Storage), callables on *.cloudfunctions.net, and the Realtime Database in both URL forms.
const FIREBASE_CONNECT = [
  'https://*.googleapis.com',
  'https://*.cloudfunctions.net',
  'https://*.firebaseio.com',
  'wss://*.firebaseio.com',
  'https://*.firebasedatabase.app',
  'wss://*.firebasedatabase.app',
];
/** Analytics (gtag.js, after consent). */
const ANALYTICS_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];
/** What Firestore's WebChannel fetches to tell a network failure from a server one (both Firebase modes). */
export const WEBCHANNEL_NETWORK_TEST = 'https://www.google.com/images/cleardot.gif';
/** reCAPTCHA Enterprise, App Check's attestation provider on the web. */
const RECAPTCHA = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];

/**
 * The Content-Security-Policy for `target`, allowing the inline scripts `scriptHashes` and nothing else inline;
 * with `reportUri`, violations are also POSTed there (the browser tests collect them: playwright.config.ts).
 */
export function contentSecurityPolicy(
  target: HeaderTarget,
  scriptHashes: readonly string[],
  reportUri?: string,
  framing: Framing = 'none',
): string {
  const script = ["'self'", ...scriptHashes];
  // blob: — local mode's files are Blobs in IndexedDB, shown through blob: URLs; the HTML snapshot reads them back
  // to inline its images (src/features/export/snapshot-images.ts). Only the page's own blobs have such URLs.
  const connect = target.mode === 'local' ? ["'self'", 'blob:'] : ["'self'"];
  // Avatars are blobs (local), Storage download URLs or a Google account's photo; thumbnails are blobs.
  const img = ["'self'", 'data:', 'blob:'];
  // Firestore's WebChannel, when a connection fails, tests the network with this image: as an <img> in a page
  // (img-src; CI once caught it there) and with fetch where there is no Image (connect-src).
  if (target.mode !== 'local') {
    connect.push(WEBCHANNEL_NETWORK_TEST);
    img.push(WEBCHANNEL_NETWORK_TEST);
  }
  const frame: string[] = [];
  if (target.mode === 'emulator') {
    const { host, ports } = target;
    const http = (port: number) => `http://${host}:${port}`;
    connect.push(
      ...[ports.auth, ports.firestore, ports.functions, ports.storage, ports.database].map(http),
      `ws://${host}:${ports.database}`,
    );
    img.push(http(ports.storage));
    // The Auth emulator's own sign-in page for Google, in a pop-up it frames.
    frame.push(http(ports.auth));
  }
  if (target.mode === 'firebase') {
    script.push('https://apis.google.com', 'https://www.googletagmanager.com', ...RECAPTCHA);
    connect.push(...FIREBASE_CONNECT, ...ANALYTICS_CONNECT, 'https://www.google.com/recaptcha/');
    img.push(
      'https://firebasestorage.googleapis.com',
      'https://*.googleusercontent.com',
      'https://*.google-analytics.com',
      'https://*.googletagmanager.com',
    );
    // Google sign-in's helper frame on the project's authDomain, and reCAPTCHA's challenge.
    frame.push(
      'https://*.firebaseapp.com',
      'https://*.web.app',
      ...RECAPTCHA,
      'https://recaptcha.google.com/recaptcha/',
    );
  }
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', script],
    ['style-src', ["'self'"]],
    ['img-src', img],
    ['font-src', ["'self'"]],
    ['connect-src', connect],
    ['frame-src', frame.length > 0 ? frame : ["'none'"]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', framing === 'embed' ? ["'self'", 'https:', 'http:'] : ["'none'"]],
    ...(reportUri ? ([['report-uri', [reportUri]]] as [string, string[]][]) : []),
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Every security header for `target`, by name (`reportUri`: see contentSecurityPolicy). */
export function securityHeaders(
  target: HeaderTarget,
  scriptHashes: readonly string[],
  reportUri?: string,
  framing: Framing = 'none',
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(target, scriptHashes, reportUri, framing),
    // Only the origin goes to other sites: an invite page's address holds its token (domain/secret-urls.ts), and
    // API keys restricted by HTTP referrer still see the origin.
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
  };
}

/**
 * firebase.json's `hosting.headers`: the firebase-mode headers on every path, framable on the embed's only. Two
 * globs that never match the same path (Hosting would send both policies, and a browser enforces both).
 */
export function hostingHeaders(scriptHashes: readonly string[]) {
  const entries = (framing: Framing) =>
    Object.entries(securityHeaders({ mode: 'firebase' }, scriptHashes, undefined, framing)).map(
      ([key, value]) => ({
        key,
        value,
      }),
    );
  return [
    { source: APP_GLOB, headers: entries('none') },
    { source: EMBED_GLOB, headers: entries('embed') },
  ];
}

/** firebase.json's `hosting.headers` as the repository holds them (null: none). */
export function firebaseJsonHeaders(firebaseJson: string): unknown {
  return (JSON.parse(firebaseJson) as { hosting?: { headers?: unknown } }).hosting?.headers ?? null;
}

/**
 * Why firebase.json's headers do not match the built `indexHtml`, or null when they do: the message names what to
 * paste where, so an edit of the inline theme script cannot ship with a stale hash (the browser would refuse to
 * run it and every dark-theme user would see a light flash).
 */
export function hostingHeadersProblem(firebaseJson: string, indexHtml: string): string | null {
  const wanted = hostingHeaders(inlineScriptHashes(indexHtml));
  if (JSON.stringify(firebaseJsonHeaders(firebaseJson)) === JSON.stringify(wanted)) return null;
  return (
    "firebase.json's hosting.headers do not match index.html's inline scripts (scripts/security-headers.ts). " +
    `Set "hosting": { "headers": ${JSON.stringify(wanted)} }.`
  );
}
