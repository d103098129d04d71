// The callables in the Functions emulator (functions/test/*.emulator-test.ts), run from the repository root:
// `npm run test:functions-emulator` (Auth + Functions emulators and a Java-free Firestore) or, with the real
// Firestore emulator, `npm run test:emulators`. Node environment: the Firebase SDKs and the Admin SDK.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    environment: 'node',
    include: ['functions/test/*.emulator-test.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
