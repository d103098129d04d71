/** Document ids: 20 characters from [A-Za-z0-9], the shape Firestore's auto-ids have, made on the client. */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A new random id of 20 characters (about 119 bits), from the platform's crypto.getRandomValues. */
export function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  let id = '';
  // 62 does not divide 256: the bias this leaves (under 1%) does not matter for collision-free ids.
  for (const b of bytes) id += ALPHABET[b % ALPHABET.length];
  return id;
}
