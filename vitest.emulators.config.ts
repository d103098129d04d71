// Every test that needs the Firestore, Database or Storage emulator (plus the Auth one): `npm run test:emulators`
// runs this under `firebase emulators:exec` where Java 21 is installed. Files run one after another: the rules
// suites clear and reseed the one Firestore emulator before each test.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/backend/firebase/emulator-tests/*.emulator-test.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
    restoreMocks: true,
  },
});
