/**
 * The Vite side of scripts/security-headers.ts: `vite preview` sends the headers for the build's mode (so every
 * browser test runs under the Content-Security-Policy), computed from the built index.html; `vite build` fails when
 * firebase.json's `hosting.headers` no longer match that HTML (a changed inline script, a changed policy).
 *
 * With LANES_CSP_REPORT_FILE set (the browser tests set it), the preview's policy also reports every violation
 * to `/__csp-report`, and each report is appended to that file as one JSON line: Playwright's global teardown
 * (e2e/csp-teardown.ts) fails the run when any arrived, so a violation that breaks nothing visible is caught too.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import {
  framingOf,
  hostingHeadersProblem,
  inlineScriptHashes,
  securityHeaders,
  type HeaderTarget,
} from './security-headers';

/** Where the preview's policy reports violations when LANES_CSP_REPORT_FILE is set. */
export const CSP_REPORT_PATH = '/__csp-report';

/** The plugin for a build or preview whose backend is `target`. */
export function securityHeadersPlugin(target: HeaderTarget): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  return {
    name: 'lanes-security-headers',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return;
      const firebaseJson = readFileSync(resolve(root, 'firebase.json'), 'utf8');
      const problem = hostingHeadersProblem(firebaseJson, String(html.source));
      if (problem) this.error(problem);
    },
    configurePreviewServer(server) {
      const reportFile = process.env.LANES_CSP_REPORT_FILE;
      const html = readFileSync(resolve(outDir, 'index.html'), 'utf8');
      const reportUri = reportFile ? CSP_REPORT_PATH : undefined;
      const hashes = inlineScriptHashes(html);
      const headers = Object.entries(securityHeaders(target, hashes, reportUri));
      const embedHeaders = Object.entries(securityHeaders(target, hashes, reportUri, 'embed'));
      server.middlewares.use((request, response, next) => {
        if (reportFile && request.method === 'POST' && request.url === CSP_REPORT_PATH) {
          let body = '';
          request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
          request.on('end', () => {
            appendFileSync(reportFile, `${body.replace(/\n/g, ' ')}\n`);
            response.statusCode = 204;
            response.end();
          });
          return;
        }
        const path = (request.url ?? '/').split('?')[0] ?? '/';
        for (const [name, value] of framingOf(path) === 'embed' ? embedHeaders : headers)
          response.setHeader(name, value);
        next();
      });
    },
  };
}
