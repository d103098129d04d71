// What the Firebase-mode benchmarks share: an `emulator`-mode build of their own whose Firestore port is the
// counting proxy's (firestore-proxy.ts), served by `vite preview --mode emulator` (so its Content-Security-Policy
// lets it reach the emulators), against the emulators scripts/emulators/run.ts started (Auth, Functions, and Cloud
// Firestore from its Debian package); and a device emptied of every board for cold opens. Variants are builds made
// with other VITE_LANES_* settings (firebase-variants.ts), or of another checkout (LANES_BASELINE_ROOT: the previous
// main, alternated with this one in the same run), measured in the same run as the default.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { emulatorPorts } from '../src/config/emulators';
import { launch, startPreview } from './browser';
import { VARIANTS } from './firebase-variants';
import { startFirestoreProxy, type FirestoreProxy } from './firestore-proxy';

/** A build under test: its name in the output, the VITE_* settings it is built with, and where it is built from. */
export interface Variant {
  name: string;
  env: Record<string, string>;
  /** The checkout to build (default: this one). */
  root?: string;
  /** `local`: a local-mode build (no emulators, no proxy), for the ratio against local mode. */
  mode?: 'emulator' | 'local';
}

/** The app as shipped. */
export const SHIPPED: Variant = { name: 'shipped', env: {} };

/** The previous main, built from LANES_BASELINE_ROOT (a worktree of it with its packages installed), or none. */
export const BASELINE: Variant[] = process.env.LANES_BASELINE_ROOT
  ? [{ name: 'main', env: {}, root: process.env.LANES_BASELINE_ROOT }]
  : [];

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
  const local = variant.mode === 'local';
  if (!local && !process.env.FIRESTORE_EMULATOR_HOST)
    throw new Error('Run under scripts/emulators/run.ts --firestore --only auth (npm run bench:firebase-*).');
  const proxyPort = nextProxy++;
  // LANES_BENCH_PREBUILT: an `emulator`-mode build made beforehand (npm test's dist-emulator) is served as it is —
  // it talks to the emulator straight, so the proxy counts nothing: for the smoke run, which times nothing either.
  const prebuilt = process.env.LANES_BENCH_PREBUILT;
  const outDir = resolve(prebuilt ?? `.tmp/dist-bench-${variant.name}-${proxyPort}`);
  const env: Record<string, string> =
    local || prebuilt ? {} : { LANES_EMULATOR_FIRESTORE_PORT: String(proxyPort) };
  // LANES_BENCH_REUSE_BUILD=1: a build this same variant and port made before is used again (the smoke runs open
  // and import one after the other on one build).
  const reuse =
    prebuilt !== undefined ||
    (process.env.LANES_BENCH_REUSE_BUILD === '1' && existsSync(resolve(outDir, 'index.html')));
  const built = reuse
    ? { status: 0 }
    : spawnSync(
        'npx',
        ['vite', 'build', ...(local ? [] : ['--mode', 'emulator']), '--outDir', outDir, '--logLevel', 'warn'],
        {
          stdio: 'inherit',
          cwd: variant.root ?? process.cwd(),
          env: {
            ...process.env,
            // The setup's imports must not give up on a loaded machine (a batch has waited over the shipped minute).
            VITE_LANES_IMPORT_TIMEOUT_MS: String(15 * 60_000),
            ...variant.env,
            ...env,
          },
        },
      );
  if (built.status !== 0) throw new Error(`building ${variant.name} failed`);
  const proxy = await startFirestoreProxy(proxyPort, ports.firestore);
  const preview = await startPreview(nextPort++, outDir, local ? {} : { mode: 'emulator', env });
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

/** What a device keeps of an account's boards: the replica (`lanes-sync:…`), and the old Firestore cache. */
const DEVICE_DATABASES = /^(lanes-sync:|firestore\/|lanes$)/;

/**
 * Empties `page`'s browser context of every board it keeps (the signed-in session stays): leaves the app for a
 * static file of the same origin, so no tab holds a database, and deletes the replicas (and Firestore's cache,
 * for a build from before them; local mode's `lanes` for a local build).
 */
export async function clearDeviceBoards(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/icons/icon-192.png`);
  const outcome = await page.evaluate(async (pattern) => {
    const names = (await indexedDB.databases())
      .map((d) => d.name ?? '')
      .filter((n) => new RegExp(pattern).test(n));
    const results = await Promise.all(
      names.map(
        (name) =>
          new Promise<string>((resolve) => {
            const request = indexedDB.deleteDatabase(name);
            request.onsuccess = () => resolve('deleted');
            request.onerror = () => resolve(`error ${String(request.error)}`);
            request.onblocked = () => resolve('blocked: another tab holds it');
          }),
      ),
    );
    return results.find((r) => r !== 'deleted') ?? 'deleted';
  }, DEVICE_DATABASES.source);
  if (outcome !== 'deleted') throw new Error(`clearing the device's boards: ${outcome}`);
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
    // The emulators get faster as the JVM warms up: the variant measured first pays for it. LANES_BASELINE_FIRST=1
    // measures the previous main first, so two runs can put each build first once.
    const order = process.env.LANES_BASELINE_FIRST === '1' ? [...BASELINE, SHIPPED] : [SHIPPED, ...BASELINE];
    for (const variant of [...order, ...VARIANTS]) apps.push(await serveVariant(variant));
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
