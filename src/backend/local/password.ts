/**
 * Password hashing for local accounts: PBKDF2-HMAC-SHA-256 through WebCrypto, a random salt per account, and the
 * iteration count stored beside the hash so the default can rise without locking anyone out.
 */

/**
 * OWASP Password Storage Cheat Sheet (2023): 600,000 iterations for PBKDF2-HMAC-SHA256.
 * https://cheatsheetseries.owasp.org/cheatsheets/Password_Storage_Cheat_Sheet.html#pbkdf2
 */
export const PBKDF2_ITERATIONS = 600_000;
/** 16 random bytes of salt (NIST SP 800-132 asks for at least 128 bits). */
const SALT_BYTES = 16;
/** 256 bits of derived key: SHA-256's output size, so PBKDF2 runs its loop once. */
const HASH_BITS = 256;

/** A stored password: the algorithm, its iteration count, and salt and hash in base64. */
export interface PasswordHash {
  algorithm: 'PBKDF2-SHA-256';
  iterations: number;
  salt: string;
  hash: string;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function derive(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    HASH_BITS,
  );
  return new Uint8Array(bits);
}

/**
 * Hashes `password` with a fresh random salt. `iterations` defaults to PBKDF2_ITERATIONS (OWASP 2023); tests pass
 * far fewer to stay fast. Takes about half a second at the default on a laptop, by design.
 */
export async function hashPassword(
  password: string,
  iterations: number = PBKDF2_ITERATIONS,
): Promise<PasswordHash> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, iterations);
  return { algorithm: 'PBKDF2-SHA-256', iterations, salt: toBase64(salt), hash: toBase64(hash) };
}

/** True when `password` matches `stored`, re-deriving with the stored salt and iteration count. */
export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const expected = fromBase64(stored.hash);
  const actual = await derive(password, fromBase64(stored.salt), stored.iterations);
  // Compare every byte whatever the first difference, so timing does not reveal how much of the hash matched.
  let diff = expected.length ^ actual.length;
  for (let i = 0; i < expected.length; i++) diff |= (expected[i] ?? 0) ^ (actual[i] ?? 0);
  return diff === 0;
}
