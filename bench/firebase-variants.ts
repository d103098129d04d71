// The alternatives the Firebase-mode benchmarks measure beside the shipped build (bench/README.md says what each
// is and what it gave). Each is a build-time setting of src/backend/firebase/ (VITE_LANES_*): the Firestore cache
// (app.ts, index.ts) and the import's writer, batch size and batches in flight (import.ts).
import type { Variant } from './firebase-mode';

const ALL: Record<string, Variant> = {
  'memory-cache': { name: 'memory-cache', env: { VITE_LANES_FIRESTORE_CACHE: 'memory' } },
  'batch-100': { name: 'batch-100', env: { VITE_LANES_IMPORT_BATCH: '100' } },
  'bulk-writer': { name: 'bulk-writer', env: { VITE_LANES_IMPORT_WRITER: 'memory' } },
  'bulk-writer-4': {
    name: 'bulk-writer-4',
    env: { VITE_LANES_IMPORT_WRITER: 'memory', VITE_LANES_IMPORT_IN_FLIGHT: '4' },
  },
};

/**
 * Measured next to SHIPPED: LANES_BENCH_VARIANTS, comma-separated names of ALL (default: none, the shipped build
 * only), e.g. `LANES_BENCH_VARIANTS=memory-cache,bulk-writer`.
 */
export const VARIANTS: Variant[] = (process.env.LANES_BENCH_VARIANTS ?? '')
  .split(',')
  .filter(Boolean)
  .map((name) => {
    const variant = ALL[name];
    if (!variant) throw new Error(`unknown variant ${name}; known: ${Object.keys(ALL).join(', ')}`);
    return variant;
  });
