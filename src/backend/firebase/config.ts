/**
 * The Firebase web configuration, checked with zod. `firebase` mode reads it from the `VITE_FIREBASE_*` variables
 * of `.env.local` (see `.env.example`); `emulator` mode needs none: it uses the demo project `demo-lanes`, which
 * the Local Emulator Suite serves without any credential.
 */
import * as z from 'zod/mini';
import { AppError } from '../../domain/errors';
import { DEMO_PROJECT_ID, EMULATOR_HOST, emulatorPorts } from '../../config/emulators';

export { DEMO_PROJECT_ID };

/**
 * The environment the emulator ports come from: Node's `process.env` (tests, scripts) and, in a Vite build or
 * dev server, the `LANES_EMULATOR_*` variables it was started with (`import.meta.env`, envPrefix in vite.config.ts).
 */
function portEnvironment(): Record<string, unknown> {
  const node = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  // Undefined where no bundler or test runner provides it (a script run by tsx).
  const vite = (import.meta as { env?: Record<string, unknown> }).env;
  return { ...node, ...vite };
}

/**
 * Where the emulators listen: firebase.json's ports unless `LANES_EMULATOR_PORT_BASE` or
 * `LANES_EMULATOR_<NAME>_PORT` moved them (src/config/emulators.ts). Throws `unavailable` at load for a bad value.
 */
export const EMULATORS = { host: EMULATOR_HOST, ...emulatorPorts(portEnvironment()) } as const;

/** What `initializeApp` takes, plus the App Check settings for a later issue. */
export interface FirebaseConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket: string;
  messagingSenderId: string;
  appId: string;
  measurementId?: string;
  databaseURL?: string;
  /** reCAPTCHA Enterprise site key for App Check; absent: App Check is not started. */
  appCheckSiteKey?: string;
  /** A debug token registered in the console, for CI and local runs against a real project. */
  appCheckDebugToken?: string;
}

const required = (name: string) =>
  z.string({ error: `${name} is missing` }).check(z.trim(), z.minLength(1, `${name} is empty`));
const optional = z.optional(
  z.pipe(
    z.string().check(z.trim()),
    z.transform((value: string) => (value === '' ? undefined : value)),
  ),
);

const firebaseEnvSchema = z.object({
  VITE_FIREBASE_API_KEY: required('VITE_FIREBASE_API_KEY'),
  VITE_FIREBASE_AUTH_DOMAIN: required('VITE_FIREBASE_AUTH_DOMAIN'),
  VITE_FIREBASE_PROJECT_ID: required('VITE_FIREBASE_PROJECT_ID'),
  VITE_FIREBASE_STORAGE_BUCKET: required('VITE_FIREBASE_STORAGE_BUCKET'),
  VITE_FIREBASE_MESSAGING_SENDER_ID: required('VITE_FIREBASE_MESSAGING_SENDER_ID'),
  VITE_FIREBASE_APP_ID: required('VITE_FIREBASE_APP_ID'),
  VITE_FIREBASE_MEASUREMENT_ID: optional,
  VITE_FIREBASE_DATABASE_URL: optional,
  VITE_APPCHECK_SITE_KEY: optional,
  VITE_APPCHECK_DEBUG_TOKEN: optional,
});

/**
 * The configuration for `emulator` mode: the demo project and an API key that is obviously not a secret (the
 * emulators accept any key). Nothing here reaches Google's servers.
 */
export function emulatorConfig(): FirebaseConfig {
  return {
    apiKey: 'demo-api-key',
    authDomain: `${DEMO_PROJECT_ID}.firebaseapp.com`,
    projectId: DEMO_PROJECT_ID,
    storageBucket: `${DEMO_PROJECT_ID}.appspot.com`,
    messagingSenderId: '0',
    appId: '1:0:web:0',
    databaseURL: `http://${EMULATORS.host}:${EMULATORS.database}/?ns=${DEMO_PROJECT_ID}`,
  };
}

/**
 * The configuration for `firebase` mode from `env` (normally `import.meta.env`). Throws `unavailable` naming the
 * first missing or empty variable, so a half-filled `.env.local` fails at start-up with a readable message.
 */
export function firebaseConfigFromEnv(env: Record<string, unknown>): FirebaseConfig {
  const result = firebaseEnvSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.join('.') ?? 'VITE_FIREBASE_*';
    throw new AppError(
      'unavailable',
      `Bad Firebase configuration: ${issue?.message ?? where}. Fill .env.local from .env.example.`,
      { cause: result.error },
    );
  }
  const e = result.data;
  return {
    apiKey: e.VITE_FIREBASE_API_KEY,
    authDomain: e.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: e.VITE_FIREBASE_PROJECT_ID,
    storageBucket: e.VITE_FIREBASE_STORAGE_BUCKET,
    messagingSenderId: e.VITE_FIREBASE_MESSAGING_SENDER_ID,
    appId: e.VITE_FIREBASE_APP_ID,
    measurementId: e.VITE_FIREBASE_MEASUREMENT_ID,
    databaseURL: e.VITE_FIREBASE_DATABASE_URL,
    appCheckSiteKey: e.VITE_APPCHECK_SITE_KEY,
    appCheckDebugToken: e.VITE_APPCHECK_DEBUG_TOKEN,
  };
}
