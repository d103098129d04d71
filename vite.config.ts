/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { EMULATOR_HOST, emulatorPorts } from './src/config/emulators';
import { appCheckBuildProblem } from './scripts/app-check-build';
import { modeChunks } from './scripts/mode-chunks.ts';
import type { HeaderTarget } from './scripts/security-headers';
import { securityHeadersPlugin } from './scripts/vite-security-headers';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** Unit test files that replace modules (`vi.mock`) or browser globals: each runs in a fresh worker of its own. */
const ISOLATED_TESTS = [
  'src/backend/firebase/lazy-inbox.test.ts',
  'src/backend/firebase/lazy-services.test.ts',
  'src/backend/firebase/files-read.test.ts',
  'src/backend/firebase/keep-signed-in.test.ts',
  'src/ui/theme.test.ts',
  'src/features/card/CopyLink.test.tsx',
  'src/features/invite/InviteDialog.test.tsx',
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
  const chunks = modeChunks(backend);
  return {
    plugins: [
      react(),
      securityHeadersPlugin(headerTarget(env)),
      chunks.plugin,
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
          // A build holds both adapters; only the scripts this mode can load are precached (a local build's
          // worker would otherwise fetch the whole Firebase SDK). From the bundle's import graph: scripts/mode-chunks.ts.
          manifestTransforms: [chunks.transform],
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        },
        devOptions: { enabled: false },
      }),
    ],
    define: { __APP_VERSION__: JSON.stringify(pkg.version) },
    build: {
      modulePreload: {
        // Every browser Lanes supports follows `<link rel="modulepreload">` itself (Chrome 66, Safari 17, Firefox
        // 115); one that did not would load the chunks on import, no slower than without the hints.
        polyfill: false,
        // The entry's one import (src/start.tsx) has its scripts preloaded by index.html already: the entry keeps
        // only its styles to load, not a second list of the same scripts (bench/bundle-size.ts' budget).
        resolveDependencies: (_file, deps, { hostId, hostType }) =>
          hostType === 'js' && /^assets\/index-[\w-]+\.js$/.test(hostId)
            ? deps.filter((d) => d.endsWith('.css'))
            : deps,
      },
    },
    // LANES_EMULATOR_* move the emulators' ports (src/config/emulators.ts): an `emulator`-mode build
    // must know them, so runs on other ports do not collide.
    envPrefix: ['VITE_', 'LANES_EMULATOR_'],
    preview: { port: 4173, strictPort: true },
    test: {
      environment: 'happy-dom',
      setupFiles: ['src/test-setup.ts'],
      restoreMocks: true,
      // Vitest's default is a worker per core less one: a single worker on CI's 2 cores.
      maxWorkers: '100%',
      // Files spent two thirds of the run setting up a page and imports each (164 s on 2 cores, 56 s sharing them):
      // most files share their worker's, and Testing Library unmounts after every test (src/test-setup.ts). Files
      // that replace modules or browser globals keep their own.
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
            exclude: ISOLATED_TESTS,
            isolate: false,
          },
        },
        { extends: true, test: { name: 'unit-isolated', include: ISOLATED_TESTS } },
      ],
    },
  };
});
