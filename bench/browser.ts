// Shared set-up for browser benchmarks: `vite preview` of the production build and Debian's Chromium.
import { spawn, type ChildProcess } from 'node:child_process';
import { chromium, type Browser } from '@playwright/test';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The build the benchmarks serve: `dist` (what `npm run build` writes), or `LANES_DIST` — e.g. a private
 * `.tmp/dist-bench` built with `npx vite build --outDir .tmp/dist-bench`, so a rebuild by someone else mid-run
 * cannot change what is measured.
 */
export const DIST = process.env.LANES_DIST ?? 'dist';

/**
 * Serves the build `dist` (default DIST) on `port` (default 4180, or LANES_BENCH_PORT) and resolves once it answers;
 * `stop()` when done. An `emulator`-mode build is served with `mode: 'emulator'` and the `env` it was built with:
 * the preview sends the Content-Security-Policy of the build's mode and ports, and a local-mode policy
 * (`connect-src 'self'`) refuses every request to the emulators.
 */
export async function startPreview(
  port = Number(process.env.LANES_BENCH_PORT ?? 4180),
  dist = DIST,
  { mode, env = {} }: { mode?: string; env?: Record<string, string> } = {},
): Promise<{ url: string; stop: () => void }> {
  const args = [
    'vite',
    'preview',
    '--port',
    String(port),
    '--strictPort',
    '--host',
    '127.0.0.1',
    '--outDir',
    dist,
    ...(mode ? ['--mode', mode] : []),
  ];
  const server: ChildProcess = spawn('npx', args, {
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, ...env },
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  const stop = () => {
    try {
      process.kill(-(server.pid ?? 0));
    } catch {
      // Already gone (e.g. it could not bind the port because an earlier server still holds it).
    }
  };
  return { url, stop };
}

/** Debian's Chromium with the flags this machine needs (plus `extraArgs`). */
export function launch(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_FLAGS, ...extraArgs],
  });
}
