import { describe, expect, it } from 'vitest';
import { DEMO_PROJECT_ID, emulatorConfig, firebaseConfigFromEnv } from './config';

const full = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'lanes-test.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'lanes-test',
  VITE_FIREBASE_STORAGE_BUCKET: 'lanes-test.firebasestorage.app',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '123',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
};

describe('Firebase configuration', () => {
  it('uses the demo project and a key that is obviously no secret in emulator mode', () => {
    expect(emulatorConfig()).toMatchObject({ projectId: DEMO_PROJECT_ID, apiKey: 'demo-api-key' });
    expect(DEMO_PROJECT_ID.startsWith('demo-')).toBe(true);
  });

  it('reads every VITE_FIREBASE_* value, treating empty optional ones as absent', () => {
    const config = firebaseConfigFromEnv({
      ...full,
      VITE_FIREBASE_MEASUREMENT_ID: '',
      VITE_APPCHECK_SITE_KEY: 's',
    });
    expect(config).toMatchObject({ apiKey: 'key', projectId: 'lanes-test', appId: '1:123:web:abc' });
    expect(config.measurementId).toBeUndefined();
    expect(config.appCheckSiteKey).toBe('s');
  });

  it('refuses a missing or empty value with unavailable, naming it', () => {
    const rest: Record<string, string> = { ...full };
    delete rest.VITE_FIREBASE_APP_ID;
    expect(() => firebaseConfigFromEnv(rest)).toThrow(/VITE_FIREBASE_APP_ID is missing/);
    expect(() => firebaseConfigFromEnv({ ...full, VITE_FIREBASE_API_KEY: ' ' })).toThrow(
      expect.objectContaining({
        code: 'unavailable',
        message: expect.stringMatching(/VITE_FIREBASE_API_KEY/),
      }),
    );
  });
});
