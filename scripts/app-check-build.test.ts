// @vitest-environment node
// Issue 15 item 5: a Firebase-mode production build refuses to exist without App Check's site key, or with a debug
// token in it (anyone could read the token from the bundle and pass App Check from a script). `vite build` as a
// user runs it: a real process, its exit code and its message.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const scratch = mkdtempSync(path.join(tmpdir(), 'lanes-app-check-build-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function viteBuild(env: Record<string, string>) {
  const result = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--outDir', path.join(scratch, 'dist'), '--logLevel', 'error'],
    {
      encoding: 'utf8',
      timeout: 120_000,
      env: {
        ...process.env,
        VITE_LANES_BACKEND: 'firebase',
        VITE_APPCHECK_SITE_KEY: '',
        VITE_APPCHECK_DEBUG_TOKEN: '',
        ...env,
      },
    },
  );
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

// Each runs a build that stops at its check: 2–5 s, 5.5 s in CI beside the Firestore suites (Vitest's 5 s default).
describe('vite build in firebase mode', { timeout: 60_000 }, () => {
  it('fails without VITE_APPCHECK_SITE_KEY, saying what to set', () => {
    const { status, output } = viteBuild({});
    expect(status).not.toBe(0);
    expect(output).toContain('VITE_APPCHECK_SITE_KEY');
  });

  it('fails with VITE_APPCHECK_DEBUG_TOKEN set, even beside a site key', () => {
    const { status, output } = viteBuild({
      VITE_APPCHECK_SITE_KEY: '6Lc-site-key',
      VITE_APPCHECK_DEBUG_TOKEN: '00000000-0000-4000-8000-000000000000',
    });
    expect(status).not.toBe(0);
    expect(output).toContain('VITE_APPCHECK_DEBUG_TOKEN');
    expect(output).not.toContain('00000000-0000-4000-8000-000000000000');
  });
});

describe('the App Check steps people follow', () => {
  const readme = readFileSync('README.md', 'utf8');
  const example = readFileSync('.env.example', 'utf8');
  it('say the site key is required and the debug token never goes into a build', () => {
    expect(example).toMatch(/REQUIRED in firebase mode[\s\S]*VITE_APPCHECK_SITE_KEY=/);
    expect(example).not.toMatch(/Leave empty to run without App Check/);
    expect(readme).toMatch(/refuses a Firebase-mode build without it/);
    expect(readme).toMatch(/refuses to build while it is set/);
  });
  it('enforce App Check on every product Lanes uses that has enforcement', () => {
    const step = /7\. \*\*Enforce App Check\*\*[\s\S]*?(?=\n\n)/.exec(readme)?.[0] ?? '';
    for (const product of [/Cloud Firestore/, /Realtime\s+Database/, /Cloud Storage/, /Authentication/]) {
      expect(step).toMatch(product);
    }
    expect(step).toContain('enforceAppCheck');
  });
});
