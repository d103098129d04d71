// What the Firebase-mode benchmarks share: an `emulator`-mode build of their own whose Firestore port is the
// counting proxy's (firestore-proxy.ts), served by `vite preview`, against the emulators scripts/emulators/run.ts
// started (Auth, and Cloud Firestore from its Debian package); and an empty Firestore cache for cold opens.
// Variants are builds made with other VITE_LANES_* settings (e.g. VITE_LANES_FIRESTORE_CACHE=memory), measured in
// the same run as the default.
import { spawnSync } from 'node:child_process';
import type { Browser, Page } from '@playwright/test';
import { emulatorPorts } from '../src/config/emulators';
import { launch, startPreview } from './browser';
import { VARIANTS } from './firebase-variants';
import { startFirestoreProxy, type FirestoreProxy } from './firestore-proxy';

/** A build under test: its name in the output and the VITE_* settings it is built with. */
export interface Variant {
  name: string;
  env: Record<string, string>;
}

/** The app as shipped. */
export const SHIPPED: Variant = { name: 'shipped', env: {} };

/** A served build of `variant` talking to Firestore through a counting proxy. */
export interface FirebaseApp {
  variant: Variant;
  url: string;
  proxy: FirestoreProxy;
  stop(): Promise<void>;
}

const ports = emulatorPorts(process.env);
let nextPort = Number(process.env.LANES_BENCH_PORT ?? 4180);
let nextProxy = Number(process.env.LANES_BENCH_PROXY_PORT ?? ports.firestore + 1);

/**
 * Builds `variant` in emulator mode into .tmp/dist-bench-<name>-<proxy port> (its Firestore traffic going to a proxy
 * of its own; two benchmarks on other ports do not overwrite each other's build), serves it, and returns where. Needs FIRESTORE_EMULATOR_HOST (run under scripts/emulators/run.ts).
 */
export async function serveVariant(variant: Variant): Promise<FirebaseApp> {
  if (!process.env.FIRESTORE_EMULATOR_HOST)
    throw new Error('Run under scripts/emulators/run.ts --firestore --only auth (npm run bench:firebase-*).');
  const proxyPort = nextProxy++;
  const outDir = `.tmp/dist-bench-${variant.name}-${proxyPort}`;
  const built = spawnSync(
    'npx',
    ['vite', 'build', '--mode', 'emulator', '--outDir', outDir, '--logLevel', 'warn'],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        // The setup's imports must not give up on a loaded machine (a batch has waited over the shipped minute).
        VITE_LANES_IMPORT_TIMEOUT_MS: String(15 * 60_000),
        ...variant.env,
        LANES_EMULATOR_FIRESTORE_PORT: String(proxyPort),
      },
    },
  );
  if (built.status !== 0) throw new Error(`building ${variant.name} failed`);
  const proxy = await startFirestoreProxy(proxyPort, ports.firestore);
  const preview = await startPreview(nextPort++, outDir);
  return {
    variant,
    url: preview.url,
    proxy,
    stop: async () => {
      preview.stop();
      await proxy.stop();
    },
  };
}

/** Firestore's IndexedDB database for the default app and the demo project (the persistent cache). */
const CACHE_DB = 'firestore/[DEFAULT]/demo-lanes/main';

/**
 * Empties the Firestore cache of `page`'s browser context (the signed-in session stays): leaves the app for a
 * static file of the same origin, so no tab holds the database, and deletes it.
 */
export async function clearFirestoreCache(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/icons/icon-192.png`);
  const outcome = await page.evaluate(
    (name) =>
      new Promise<string>((resolve) => {
        const request = indexedDB.deleteDatabase(name);
        request.onsuccess = () => resolve('deleted');
        request.onerror = () => resolve(`error ${String(request.error)}`);
        request.onblocked = () => resolve('blocked: another tab holds it');
      }),
    CACHE_DB,
  );
  if (outcome !== 'deleted') throw new Error(`clearing the Firestore cache: ${outcome}`);
}

/**
 * Waits until the proxy has seen no new listener document for `quietMs` (the listeners are current) and returns
 * how many documents the server sent since the last reset.
 */
export async function documentsWhenQuiet(proxy: FirestoreProxy, quietMs = 1_500): Promise<number> {
  let last = -1;
  let since = Date.now();
  for (;;) {
    const seen = proxy.traffic.documentsSent;
    if (seen !== last) {
      last = seen;
      since = Date.now();
    } else if (Date.now() - since >= quietMs) return seen;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Serves SHIPPED and the variants chosen by LANES_BENCH_VARIANTS (firebase-variants.ts), launches Chromium, runs
 * `body` with them, and stops the browser, the servers and the proxies whatever `body` does.
 */
export async function withServedVariants(
  body: (apps: FirebaseApp[], browser: Browser) => Promise<void>,
): Promise<void> {
  const apps: FirebaseApp[] = [];
  try {
    for (const variant of [SHIPPED, ...VARIANTS]) apps.push(await serveVariant(variant));
    const browser = await launch();
    try {
      await body(apps, browser);
    } finally {
      await browser.close();
    }
  } finally {
    for (const app of apps) await app.stop();
  }
}
