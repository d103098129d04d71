// Every suite of Firebase mode that runs on this team's machines (`npm run test:firebase`, under
// scripts/emulators/run.ts: the Cloud Firestore emulator from its Debian package, Auth and Functions from
// firebase-tools): the firestore.rules matrix, the contract suites on the Firestore adapter, the offline suite, and
// the callables and Firestore triggers in the Functions emulator. Files run one after another: the rules suites
// clear and reseed the one Firestore emulator before each test.
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The three longest rules suites, which `npm test` runs in its other lane on a Firestore emulator of their own
 * (package.json `test:rules-apart`: LANES_RULES_APART=only runs just them); LANES_RULES_APART=1 leaves them out
 * here. They need only Firestore. The limits suite (~37 s) joined them on 2026-11-28: this lane ended ~60 s after
 * the other.
 */
const RULES_APART = ['src/backend/firebase/emulator-tests/rules-{cards,boards,limits}.emulator-test.ts'];
const apart = process.env.LANES_RULES_APART;

export default defineConfig({
  test: {
    environment: 'node',
    include:
      apart === 'only'
        ? RULES_APART
        : [
            'src/backend/firebase/emulator-tests/rules-{boards,cards,inbox,users,limits,integrity,import-fields,custom-fields,sync,public}.emulator-test.ts',
            'src/backend/firebase/emulator-tests/rules-drift-{schemas,permissions}.emulator-test.ts',
            'src/backend/firebase/emulator-tests/{boards,calls}-contract.emulator-test.ts',
            'src/backend/firebase/emulator-tests/{offline,reconnect,sync}.emulator-test.ts',
            'functions/test/*.emulator-test.ts',
          ],
    exclude: [...configDefaults.exclude, ...(apart === '1' ? RULES_APART : [])],
    setupFiles: ['src/backend/firebase/emulator-tests/setup.ts'],
    fileParallelism: false,
    // A callable's or trigger's first run starts a worker process in the Functions emulator (2–3 s each here, far
    // more while other jobs load the machine).
    testTimeout: 60_000,
    hookTimeout: 30_000,
    restoreMocks: true,
  },
});
