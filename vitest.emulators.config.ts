// The suites that need firebase-tools' Java 21 emulators (Realtime Database, Storage): `npm run test:emulators`
// runs this under `firebase emulators:exec` where Java 21 is installed (scripts/emulators/run-java21.ts). Files
// run one after another: the rules suites clear and reseed the emulators before each test. Firestore's suites are
// in vitest.firebase.config.ts.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: [
      'src/backend/firebase/emulator-tests/rules-{database,storage}.emulator-test.ts',
      'src/backend/firebase/emulator-tests/files-contract.emulator-test.ts',
    ],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
    restoreMocks: true,
  },
});
