// @vitest-environment node
// Issue 15 item 12: firebase.json serves the same security headers as `vite preview`, with the hash of index.html's
// inline theme script as it is now; no policy allows 'unsafe-inline' or lets Lanes be framed.
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_EMULATOR_PORTS } from '../src/config/emulators';
import { createRequire } from 'node:module';
import {
  APP_GLOB,
  EMBED_GLOB,
  contentSecurityPolicy,
  framingOf,
  hostingHeaders,
  inlineScriptHashes,
  type HeaderTarget,
  WEBCHANNEL_NETWORK_TEST,
} from './security-headers';

const html = readFileSync('index.html', 'utf8');

describe('inlineScriptHashes', () => {
  it('hashes inline scripts only, byte for byte', () => {
    const body = "\n  document.documentElement.dataset.theme = 'dark';\n";
    const sha = createHash('sha256').update(body).digest('base64');
    expect(
      inlineScriptHashes(`<script>${body}</script><script type="module" src="/src/main.tsx"></script>`),
    ).toEqual([`'sha256-${sha}'`]);
    expect(inlineScriptHashes(html)).toHaveLength(1);
  });
});

describe('contentSecurityPolicy', () => {
  const targets: HeaderTarget[] = [
    { mode: 'local' },
    { mode: 'emulator', host: '127.0.0.1', ports: DEFAULT_EMULATOR_PORTS },
    { mode: 'firebase' },
  ];
  it.each(targets)('never allows inline code or framing ($mode)', (target) => {
    const csp = contentSecurityPolicy(target, ["'sha256-abc'"]);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*(?!\.)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("script-src 'self' 'sha256-abc'");
  });
  it.each(targets.filter((target) => target.mode !== 'local'))(
    "lets Firestore's WebChannel test the network both ways ($mode)",
    (target) => {
      const csp = contentSecurityPolicy(target, []);
      expect(csp).toMatch(new RegExp(`img-src [^;]*${WEBCHANNEL_NETWORK_TEST}`));
      expect(csp).toMatch(new RegExp(`connect-src [^;]*${WEBCHANNEL_NETWORK_TEST}`));
    },
  );
  it('lets local mode talk to nobody but itself (and read back its own blobs)', () => {
    expect(contentSecurityPolicy({ mode: 'local' }, [])).toContain("connect-src 'self' blob:;");
  });
});

describe('the embed page (issue 27 item 2)', () => {
  it('may be framed by any web page, and no other page may', () => {
    const embed = contentSecurityPolicy({ mode: 'firebase' }, [], undefined, 'embed');
    expect(embed).toContain("frame-ancestors 'self' https: http:");
    expect(embed.replace(/frame-ancestors[^;]*/, '')).toEqual(
      contentSecurityPolicy({ mode: 'firebase' }, []).replace(/frame-ancestors[^;]*/, ''),
    );
    expect(framingOf('/embed/b1')).toBe('embed');
    expect(framingOf('/embed/b1/table/c/c1')).toBe('embed');
    for (const path of ['/', '/b/b1', '/p/b1', '/embedded/b1', '/signin', '/assets/index.js'])
      expect(framingOf(path)).toBe('none');
  });

  it("splits Hosting's paths between the two policies as framingOf does, with no path under both", () => {
    // The Hosting emulator's own matcher (superstatic, from firebase-tools).
    const { configMatcher } = createRequire(import.meta.url)('superstatic/lib/utils/patterns.js') as {
      configMatcher: (path: string, config: { source: string }) => boolean;
    };
    for (const path of [
      '/',
      '/b/b1',
      '/b/b1/c/c1',
      '/p/b1',
      '/embedded/b1',
      '/index.html',
      '/embed',
      '/embed/b1/table',
    ]) {
      const app = configMatcher(path, { source: APP_GLOB });
      const embed = configMatcher(path, { source: EMBED_GLOB });
      expect([path, app, embed]).toEqual([path, framingOf(path) === 'none', framingOf(path) === 'embed']);
    }
  });
});

describe('firebase.json', () => {
  it("serves the firebase-mode headers, with the hash of index.html's theme script, on every path (framable on the embed's only)", () => {
    const firebase = JSON.parse(readFileSync('firebase.json', 'utf8')) as { hosting: { headers?: unknown } };
    expect(firebase.hosting.headers).toEqual(hostingHeaders(inlineScriptHashes(html)));
  });
});
