/**
 * Flags in Firebase modes (ARCHITECTURE.md §3 `flags`): Remote Config, loaded with `import()` once the page is
 * idle so it never delays the first paint. Until then — and whenever Remote Config cannot be reached — the port
 * serves the template's defaults. Values last activated in an earlier visit come first (from IndexedDB), then a
 * fetch-and-activate, then real-time updates: `onConfigUpdate` only fetches, so each update is activated here
 * (ARCHITECTURE.md §8).
 */
import type { FirebaseApp } from 'firebase/app';
import type { RemoteConfig } from 'firebase/remote-config';
import { defaultStrings } from '../../domain/flags';
import { createFlagsStore, type FlagsStore } from '../flags-store';
import { whenIdle } from '../idle';
import type { FlagsPort } from '../ports';
import { isDemoProject } from './demo-project';

/**
 * Remote Config's `minimumFetchIntervalMillis`: 12 hours in production (the SDK's default, and what keeps a
 * project inside Remote Config's fetch quota), 1 minute in development so console edits show quickly.
 */
export const FETCH_INTERVAL_MS = { production: 12 * 60 * 60 * 1000, development: 60 * 1000 } as const;

/** What `createRemoteFlags` needs. */
export interface RemoteFlagsOptions {
  /** True in `emulator` mode and under `vite` dev (`import.meta.env.DEV`): the short fetch interval. */
  development: boolean;
  /** Waited on before loading the SDK; default `whenIdle()`. */
  idle?: () => Promise<void>;
}

type RemoteConfigSdk = typeof import('firebase/remote-config');

const warn = (what: string) => (error: unknown) =>
  console.warn(`Remote Config: ${what} failed; the flags keep their current values.`, error);

/** Hands every activated value (defaults included) to the flags store as strings. */
function deliverActive(sdk: RemoteConfigSdk, remoteConfig: RemoteConfig, flags: FlagsStore): void {
  const all = sdk.getAll(remoteConfig);
  flags.deliver(Object.fromEntries(Object.entries(all).map(([key, value]) => [key, value.asString()])));
}

async function start(app: FirebaseApp, flags: FlagsStore, options: RemoteFlagsOptions): Promise<void> {
  const sdk = await import('firebase/remote-config');
  if (!(await sdk.isSupported())) return;
  const remoteConfig = sdk.getRemoteConfig(app);
  remoteConfig.settings.minimumFetchIntervalMillis = options.development
    ? FETCH_INTERVAL_MS.development
    : FETCH_INTERVAL_MS.production;
  remoteConfig.defaultConfig = defaultStrings();
  await sdk.ensureInitialized(remoteConfig);
  deliverActive(sdk, remoteConfig, flags);
  sdk
    .fetchAndActivate(remoteConfig)
    .then(() => deliverActive(sdk, remoteConfig, flags), warn('fetchAndActivate'));
  sdk.onConfigUpdate(remoteConfig, {
    next: () =>
      void sdk.activate(remoteConfig).then(() => deliverActive(sdk, remoteConfig, flags), warn('activate')),
    error: warn('the real-time update stream'),
    complete: () => {},
  });
}

/**
 * The FlagsPort of `app`: the template's defaults at once, Remote Config's values once loaded. Never throws; a
 * failure is logged and the defaults (or the last good values) stay. A `demo-*` project (emulator mode) has no
 * Remote Config, so it keeps the defaults.
 */
export function createRemoteFlags(app: FirebaseApp, options: RemoteFlagsOptions): FlagsPort {
  const flags = createFlagsStore();
  if (!isDemoProject(app))
    void (options.idle ?? whenIdle)()
      .then(() => start(app, flags, options))
      .catch(warn('loading'));
  return flags.port;
}
