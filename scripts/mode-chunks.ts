/**
 * Which chunks of a build a run mode can ever load, read from the bundle's own import graph — so the service
 * worker precaches those and not, say, the Firebase SDK in a local build (whatever names the bundler gives its
 * chunks: the Firestore SDK lands in `index.esm-*.js`, not in `firebase-*.js`).
 */
import type { Plugin } from 'vite';

/** The part of a bundler output chunk this needs (Rollup's and Rolldown's `OutputChunk` both have it). */
export interface GraphChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: readonly string[];
  dynamicImports?: readonly string[];
}

/**
 * The file names of the chunks reachable from the entries through static and dynamic imports, without entering
 * a chunk whose facade module `cut` refuses (nor what only it reaches). Assets are not included.
 */
export function reachableChunks(
  bundle: Readonly<Record<string, GraphChunk>>,
  cut: (facadeModuleId: string) => boolean,
): Set<string> {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk' || seen.has(fileName)) return;
    if (chunk.facadeModuleId && cut(chunk.facadeModuleId)) return;
    seen.add(fileName);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  for (const chunk of Object.values(bundle))
    if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
  return seen;
}

/** The adapter module a run mode loads at start-up (src/backend/load.ts). */
export function ownAdapter(mode: string): RegExp {
  return mode === 'local' ? /\/src\/backend\/local\/index\.ts$/ : /\/src\/backend\/firebase\/index\.ts$/;
}

/**
 * The chunks of `mode`'s adapter and their static imports that the entry does not import itself: the page asks for
 * them with `<link rel="modulepreload">` (indexHtmlPreloads), so they load beside the entry instead of after it has
 * run (issue 24: the adapter, then the board's reads, waited for the entry's ~100–200 ms).
 */
export function adapterPreloads(bundle: Readonly<Record<string, GraphChunk>>, mode: string): string[] {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry && c.facadeModuleId?.endsWith('/index.html'));
  const adapter = chunks.find((c) => c.facadeModuleId && ownAdapter(mode).test(c.facadeModuleId));
  if (!entry || !adapter) return [];
  const closure = (fileName: string, seen: Set<string>): Set<string> => {
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk' || seen.has(fileName)) return seen;
    seen.add(fileName);
    for (const next of chunk.imports ?? []) closure(next, seen);
    return seen;
  };
  const loaded = closure(entry.fileName, new Set());
  return [...closure(adapter.fileName, new Set())].filter((f) => !loaded.has(f));
}

/** The adapter module each run mode never loads (src/backend/load.ts picks one of the two at start-up). */
export function otherAdapter(mode: string): RegExp {
  return mode === 'local' ? /\/src\/backend\/firebase\/index\.ts$/ : /\/src\/backend\/local\/index\.ts$/;
}

/**
 * A Vite plugin that records the chunks `mode` can load and adds the adapter's to index.html as modulepreloads
 * (adapterPreloads), and a workbox `manifestTransforms` entry that drops every
 * other script from the precache list. The list is empty until the app's build has produced its bundle (the
 * service worker's own build, which comes later, is not recorded).
 */
export function modeChunks(mode: string) {
  let loadable: Set<string> | null = null;
  const plugin: Plugin = {
    name: 'lanes-mode-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = bundle as unknown as Record<string, GraphChunk>;
      if (!Object.values(chunks).some((c) => c.isEntry && c.facadeModuleId?.endsWith('/index.html'))) return;
      const cut = otherAdapter(mode);
      loadable = reachableChunks(chunks, (id) => cut.test(id));
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = context.bundle as unknown as Record<string, GraphChunk> | undefined;
        if (!chunks) return [];
        return adapterPreloads(chunks, mode).map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
  /** Keeps every entry but scripts the mode cannot load; throws when the app's bundle was not seen. */
  const transform = <T extends { url: string }>(entries: T[]) => {
    if (!loadable)
      throw new Error('lanes-mode-chunks: the app bundle was not recorded before the precache list.');
    const keep = loadable;
    return { manifest: entries.filter((e) => !e.url.endsWith('.js') || keep.has(e.url)), warnings: [] };
  };
  return { plugin, transform };
}
