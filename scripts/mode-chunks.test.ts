import { describe, expect, it } from 'vitest';
import { adapterPreloads, modeChunks, otherAdapter, reachableChunks, type GraphChunk } from './mode-chunks';

// A build shaped like Lanes': the entry loads one adapter or the other; the Firebase adapter loads the Firestore
// SDK (a chunk named after the SDK's file, index.esm-*.js) and shares a small chunk with the local adapter.
const chunk = (fileName: string, more: Partial<GraphChunk> = {}): GraphChunk => ({
  type: 'chunk',
  fileName,
  facadeModuleId: null,
  imports: [],
  dynamicImports: [],
  ...more,
});
const BUNDLE: Record<string, GraphChunk> = {
  'assets/index-a.js': chunk('assets/index-a.js', {
    isEntry: true,
    facadeModuleId: '/app/index.html',
    imports: ['assets/react-b.js'],
    dynamicImports: ['assets/local-c.js', 'assets/firebase-d.js'],
  }),
  'assets/react-b.js': chunk('assets/react-b.js'),
  'assets/local-c.js': chunk('assets/local-c.js', {
    facadeModuleId: '/app/src/backend/local/index.ts',
    imports: ['assets/errors-e.js'],
    dynamicImports: ['assets/files-f.js'],
  }),
  'assets/firebase-d.js': chunk('assets/firebase-d.js', {
    facadeModuleId: '/app/src/backend/firebase/index.ts',
    imports: ['assets/index.esm-g.js', 'assets/errors-e.js'],
  }),
  'assets/errors-e.js': chunk('assets/errors-e.js'),
  'assets/files-f.js': chunk('assets/files-f.js'),
  'assets/index.esm-g.js': chunk('assets/index.esm-g.js'),
  'assets/style.css': { type: 'asset', fileName: 'assets/style.css' },
};

describe('reachableChunks', () => {
  it('a local build loads its adapter and what it shares, never the Firebase adapter nor its SDK', () => {
    const local = reachableChunks(BUNDLE, (id) => otherAdapter('local').test(id));
    expect([...local].sort()).toEqual([
      'assets/errors-e.js',
      'assets/files-f.js',
      'assets/index-a.js',
      'assets/local-c.js',
      'assets/react-b.js',
    ]);
  });

  it('a Firebase build loads the SDK and the shared chunk, not the local adapter', () => {
    const firebase = reachableChunks(BUNDLE, (id) => otherAdapter('firebase').test(id));
    expect([...firebase].sort()).toEqual([
      'assets/errors-e.js',
      'assets/firebase-d.js',
      'assets/index-a.js',
      'assets/index.esm-g.js',
      'assets/react-b.js',
    ]);
  });
});

describe('modeChunks', () => {
  it('drops from the precache list only the scripts the mode cannot load', () => {
    const { plugin, transform } = modeChunks('local');
    const generate = plugin.generateBundle as (options: unknown, bundle: unknown) => void;
    generate({}, BUNDLE);
    const entries = [
      'assets/index-a.js',
      'assets/index.esm-g.js',
      'assets/firebase-d.js',
      'assets/style.css',
    ].map((url) => ({ url, revision: null }));
    expect(transform(entries).manifest.map((e) => e.url)).toEqual(['assets/index-a.js', 'assets/style.css']);
  });

  it('refuses to write a precache list before it has seen the app bundle', () => {
    expect(() => modeChunks('local').transform([{ url: 'assets/x.js' }])).toThrow(/not recorded/);
  });
});

describe('adapterPreloads', () => {
  it("names the mode's adapter and its static imports that the entry does not load, not its lazy chunks", () => {
    expect(adapterPreloads(BUNDLE, 'local').sort()).toEqual(['assets/errors-e.js', 'assets/local-c.js']);
    expect(adapterPreloads(BUNDLE, 'firebase').sort()).toEqual([
      'assets/errors-e.js',
      'assets/firebase-d.js',
      'assets/index.esm-g.js',
    ]);
  });

  it('names nothing for a bundle without the app entry (the service worker build)', () => {
    const workerBundle = Object.fromEntries(
      Object.entries(BUNDLE).filter(([name]) => name !== 'assets/index-a.js'),
    );
    expect(adapterPreloads(workerBundle, 'local')).toEqual([]);
  });
});
