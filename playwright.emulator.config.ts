// Browser tests of `emulator` mode: the production build made with `vite build --mode emulator` against the
// Firebase Auth emulator (plain Node). `npm run test:e2e-emulator` starts the emulator around this run. The
// Firestore, Database and Storage emulators need Java 21, absent here: what those would store stays pending.
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

const PORT = Number(process.env.LANES_E2E_EMULATOR_PORT ?? 4176);

export default defineConfig({
  ...base,
  testDir: 'e2e-emulator',
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: {
    command: `npx vite preview --mode emulator --outDir dist-emulator --port ${PORT} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
