import { describe, expect, it } from 'vitest';
import { hashPassword, PBKDF2_ITERATIONS, verifyPassword } from './password';

describe('password hashing', () => {
  it('defaults to 600,000 PBKDF2 iterations (OWASP 2023)', () => {
    expect(PBKDF2_ITERATIONS).toBe(600_000);
  });

  it('verifies the right password and rejects others', async () => {
    const stored = await hashPassword('correct horse', 1_000);
    expect(stored).toMatchObject({ algorithm: 'PBKDF2-SHA-256', iterations: 1_000 });
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct hors', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash: one password, two different hashes, both valid', async () => {
    const a = await hashPassword('same', 1_000);
    const b = await hashPassword('same', 1_000);
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
    expect(atob(a.salt)).toHaveLength(16);
    expect(atob(a.hash)).toHaveLength(32);
    expect(await verifyPassword('same', b)).toBe(true);
  });

  it('verifies with the iteration count stored with the hash, so the default can change', async () => {
    const old = await hashPassword('pw', 2_000);
    expect(await verifyPassword('pw', old)).toBe(true);
    expect(await verifyPassword('pw', { ...old, iterations: 1_000 })).toBe(false);
  });

  it('rejects a stored hash of the wrong length', async () => {
    const stored = await hashPassword('pw', 1_000);
    expect(await verifyPassword('pw', { ...stored, hash: btoa('short') })).toBe(false);
  });
});
