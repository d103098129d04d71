/**
 * The callables' shared wrapper (functions/src/wrap.ts) as plain functions: no emulator needed, it runs with
 * functions/' other tests in `npm run test:firebase`.
 */
import { describe, expect, it } from 'vitest';
import { callableOptions } from '../src/wrap';

describe('callableOptions', () => {
  // Issue 15 item 5: the one App Check enforcement this repository can check; the console's (Firestore, Storage,
  // Realtime Database, Authentication) is README step 7.
  it('enforces App Check everywhere but under the Functions emulator', () => {
    expect(callableOptions({}).enforceAppCheck).toBe(true);
    expect(callableOptions({ FUNCTIONS_EMULATOR: 'false' }).enforceAppCheck).toBe(true);
    expect(callableOptions({ FUNCTIONS_EMULATOR: 'true' }).enforceAppCheck).toBe(false);
  });
});
