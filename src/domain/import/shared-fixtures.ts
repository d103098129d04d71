/// <reference types="node" />
/**
 * For tests only: the real Trello exports in ../shared/fixtures/trello. That folder sits beside the repository on
 * the team's machines and in CI, not in a clone of the repository alone, where the tests over it are skipped —
 * and say so.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder of the shared Trello exports (may not exist). */
export const SHARED_TRELLO_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../shared/fixtures/trello',
);

let warned = false;

/**
 * The names of the shared exports (`*.json`, sorted); `[]` when the folder is absent, after printing once that the
 * tests over them are SKIPPED.
 */
export function sharedTrelloFixtures(): string[] {
  if (!existsSync(SHARED_TRELLO_DIR)) {
    if (!warned)
      console.warn(`SKIPPED: tests over the shared Trello exports: ${SHARED_TRELLO_DIR} not found.`);
    warned = true;
    return [];
  }
  return readdirSync(SHARED_TRELLO_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort();
}
