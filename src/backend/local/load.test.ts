import { describe, expect, it } from 'vitest';
import { loadBackend } from '../load';

describe('loadBackend', () => {
  it('loads the local adapter for local mode', async () => {
    expect((await loadBackend('local')).mode).toBe('local');
  });

  it('refuses firebase mode with unavailable when the project is not configured', async () => {
    // No VITE_FIREBASE_* values in tests: the Firebase adapter must say so instead of failing later.
    await expect(loadBackend('firebase')).rejects.toMatchObject({ code: 'unavailable' });
  });
});
