/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { EMULATOR_HOST, emulatorPorts } from './src/config/emulators';
import { appCheckBuildProblem } from './scripts/app-check-build';
import type { HeaderTarget } from './scripts/security-headers';
import { securityHeadersPlugin } from './scripts/vite-security-headers';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

// The production build runs on Preact's React-compatible layer (preact/compat): React 19's react-dom alone is
// ~62 KB gzip, half of local mode's 120 KB initial-JavaScript budget (issue E). The code is written and typed
// against React; `vite` (dev, fast refresh) and the unit tests run React itself, the browser tests the build.
const PREACT_IN_BUILD = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/** The security headers' target for a build whose environment is `env` (scripts/security-headers.ts). */
function headerTarget(env: Record<string, string>): HeaderTarget {
  const backend = env.VITE_LANES_BACKEND ?? 'local';
  if (backend === 'emulator') return { mode: 'emulator', host: EMULATOR_HOST, ports: emulatorPorts(env) };
  return backend === 'firebase' ? { mode: 'firebase' } : { mode: 'local' };
}

export default defineConfig(({ mode, command }) => {
  const env = loadEnv(mode, process.cwd(), ['VITE_', 'LANES_EMULATOR_']);
  const backend = env.VITE_LANES_BACKEND ?? 'local';
  // A Firebase-mode bundle without App Check's site key, or with a debug token, must not exist (issue 15, item 5).
  const appCheck = command === 'build' ? appCheckBuildProblem(env) : null;
  if (appCheck) throw new Error(appCheck);
  return {
    plugins: [
      react(),
      securityHeadersPlugin(headerTarget(env)),
      // The PWA (issue E): manifest, icons, and src/sw.ts with the build's precache list injected. The worker is
      // registered by src/app/register-sw.ts after the first render, never by an injected script.
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src',
        filename: 'sw.ts',
        registerType: 'prompt',
        injectRegister: false,
        manifest: {
          name: 'Lanes',
          short_name: 'Lanes',
          description: 'A Kanban board that works offline and in realtime.',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          theme_color: '#1d2125',
          background_color: '#f4f5f7',
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
            { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        injectManifest: {
          globPatterns: ['**/*.{js,css,html,png,webmanifest}'],
          // A local build still contains the Firebase adapter chunk (loaded only in Firebase modes): not precached.
          globIgnores: backend === 'local' ? ['**/firebase-*.js'] : [],
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        },
        devOptions: { enabled: false },
      }),
    ],
    resolve: { alias: command === 'build' && !process.env.VITEST ? PREACT_IN_BUILD : [] },
    define: { __APP_VERSION__: JSON.stringify(pkg.version) },
    // LANES_EMULATOR_* move the emulators' ports (src/config/emulators.ts): an `emulator`-mode build
    // must know them, so runs on other ports do not collide.
    envPrefix: ['VITE_', 'LANES_EMULATOR_'],
    preview: { port: 4173, strictPort: true },
    test: {
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
      setupFiles: ['src/test-setup.ts'],
      restoreMocks: true,
    },
  };
});
