/**
 * App Check (ARCHITECTURE.md §5, §8): proves requests come from this app, so Firestore, Storage, the Realtime
 * Database and callables can refuse everything else once enforcement is on. It must be initialised right after
 * `initializeApp` and before any other service; app.ts calls `startAppCheck` there.
 */
import type { FirebaseApp } from 'firebase/app';
import {
  CustomProvider,
  initializeAppCheck,
  ReCaptchaEnterpriseProvider,
  type AppCheck,
} from 'firebase/app-check';
import type { FirebaseConfig } from './config';

/** The global App Check's SDK reads a debug token from (its `getGlobal()` is `self`). */
type DebugTokenGlobal = typeof globalThis & { FIREBASE_APPCHECK_DEBUG_TOKEN?: string | boolean };

/**
 * Starts App Check on `app` with automatic token refresh, and returns it; null when skipped. Skipped under the
 * emulator (its services do not check tokens, and a `demo-*` project has no App Check) and when neither
 * `config.appCheckSiteKey` (VITE_APPCHECK_SITE_KEY) nor `config.appCheckDebugToken` is set.
 *
 * - Site key: the reCAPTCHA Enterprise provider attests this browser.
 * - Debug token (VITE_APPCHECK_DEBUG_TOKEN, registered in the console under App Check > Apps > Manage debug
 *   tokens): `self.FIREBASE_APPCHECK_DEBUG_TOKEN` is set before initialisation, so the SDK exchanges that token
 *   instead (CI, development against a real project). Without a site key a provider that never attests is used,
 *   so no reCAPTCHA script loads. Never ship a build with a debug token.
 *
 * Throws Firebase's own error if App Check was already started on `app` with other options.
 */
export function startAppCheck(app: FirebaseApp, config: FirebaseConfig, emulated: boolean): AppCheck | null {
  if (emulated) return null;
  const { appCheckSiteKey: siteKey, appCheckDebugToken: debugToken } = config;
  if (!siteKey && !debugToken) return null;
  if (debugToken) (self as DebugTokenGlobal).FIREBASE_APPCHECK_DEBUG_TOKEN = debugToken;
  const provider = siteKey
    ? new ReCaptchaEnterpriseProvider(siteKey)
    : new CustomProvider({
        getToken: () => Promise.reject(new Error('App Check runs on its debug token only (no site key).')),
      });
  return initializeAppCheck(app, { provider, isTokenAutoRefreshEnabled: true });
}
