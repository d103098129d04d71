// The Firebase AuthPort against the Auth emulator alone (plain Node, no Java): `npm run test:auth-emulator` starts
// it with scripts/emulators/run.ts and runs this. The Firebase JS SDK needs the `node` environment here.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/backend/firebase/emulator-tests/auth.emulator-test.ts'],
    testTimeout: 20_000,
    hookTimeout: 20_000,
    restoreMocks: true,
  },
});
