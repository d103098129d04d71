// Bundles src/index.ts into lib/index.js with src/domain (and zod) inlined, so the deployed package needs only
// firebase-functions and firebase-admin. ESM, for Node 22 in production and the machine's Node 20 under the emulator.
import { build } from 'esbuild';

const started = Date.now();
await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  // Installed by Cloud Functions from package.json; everything else is inlined.
  external: ['firebase-functions', 'firebase-functions/*', 'firebase-admin', 'firebase-admin/*'],
  // Inlined CommonJS (if any) may still call require().
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log(`functions/lib/index.js built in ${Date.now() - started} ms`);
