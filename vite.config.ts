/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { modeChunks } from './scripts/mode-chunks.ts';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};


export default defineConfig(({ mode }) => {
  const backend = loadEnv(mode, process.cwd(), 'VITE_').VITE_LANES_BACKEND ?? 'local';
  const chunks = modeChunks(backend);
  return {
    plugins: [
      react(),
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
