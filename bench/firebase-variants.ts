// The alternatives the Firebase-mode benchmarks measure beside the shipped build (bench/README.md says what each
// is and what it gave). Each is a build-time setting of src/backend/firebase/ (VITE_LANES_*): how a cold open
// fetches a board (sync/cold-open.ts) and who writes an import (import.ts); or local mode itself.
import type { Variant } from './firebase-mode';

const ALL: Record<string, Variant> = {
  // Cold open (sync/cold-open.ts): the board's documents by plain queries, through the app's Firestore (memory
  // cache) or the Lite SDK, instead of the boardSnapshot callable.
  'cold-sdk': { name: 'cold-sdk', env: { VITE_LANES_COLD_OPEN: 'sdk' } },
  'cold-lite': { name: 'cold-lite', env: { VITE_LANES_COLD_OPEN: 'lite' } },
  // Import (import.ts): written from the browser in parallel batches, through the Lite SDK or the app's Firestore,
  // instead of the importBoard callable.
  'import-lite': { name: 'import-lite', env: { VITE_LANES_IMPORT: 'lite' } },
  'import-sdk': { name: 'import-sdk', env: { VITE_LANES_IMPORT: 'sdk' } },
  // Local mode, for the ratio Firebase mode is held to (issue 24: warm open ≤ 1.1× local mode's in the same run).
  local: { name: 'local', env: {}, mode: 'local' },
};

/**
 * Measured next to SHIPPED: LANES_BENCH_VARIANTS, comma-separated names of ALL (default: none, the shipped build
 * only), e.g. `LANES_BENCH_VARIANTS=cold-sdk,cold-lite,local`.
 */
export const VARIANTS: Variant[] = (process.env.LANES_BENCH_VARIANTS ?? '')
  .split(',')
  .filter(Boolean)
  .map((name) => {
    const variant = ALL[name];
    if (!variant) throw new Error(`unknown variant ${name}; known: ${Object.keys(ALL).join(', ')}`);
    return variant;
  });
