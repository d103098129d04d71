// Firebase Authentication's own refusals, made before anything is sent.
import { describe, expect, it } from 'vitest';
import { checkSignUp, weakPasswordError } from './auth-checks';

describe('auth checks', () => {
  it('calls a 5-character password weak and accepts 6 (Firebase Authentication: minimum 6)', () => {
    expect(weakPasswordError('12345')?.code).toBe('auth/weak-password');
    expect(weakPasswordError('123456')).toBeNull();
  });

  it('refuses a malformed e-mail before looking at the password', () => {
    const input = { email: 'not-an-address', password: '123', displayName: 'A' };
    expect(() => checkSignUp(input)).toThrow(expect.objectContaining({ code: 'auth/invalid-email' }));
    expect(() => checkSignUp({ ...input, email: 'a@example.com' })).toThrow(
      expect.objectContaining({ code: 'auth/weak-password' }),
    );
  });
});
