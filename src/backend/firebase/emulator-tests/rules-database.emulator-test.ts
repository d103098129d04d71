/**
 * database.rules.json on Google's Realtime Database emulator (ARCHITECTURE.md §5, issue 28 item 3): the cases of
 * database-rules-cases.ts, each with what the real database is expected to answer. The same table runs on every
 * machine under targaryen, a third-party evaluator (src/backend/firebase/database-rules.test.ts); this suite is
 * the word that counts where the two differ. Needs the Realtime Database emulator (Java 21), so it runs under
 * `npm run test:emulators` only.
 */
import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { get, ref, set, update } from 'firebase/database';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { DEMO_PROJECT_ID, EMULATORS } from '../config';
import { BASE_DATA, RULES_CASES, seeded, type RulesCase } from './database-rules-cases';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: DEMO_PROJECT_ID,
    database: {
      rules: readFileSync('database.rules.json', 'utf8'),
      host: EMULATORS.host,
      port: EMULATORS.database,
    },
  });
});
afterAll(() => env.cleanup());

/** The case's operation on `db`, as the signed-in (or signed-out) client sends it. */
function perform(db: ReturnType<RulesTestContext['database']>, c: RulesCase): Promise<unknown> {
  const op = c.operation;
  if (op.kind === 'read') return get(ref(db, op.path));
  if (op.kind === 'set') return set(ref(db, op.path), op.value);
  return update(ref(db, op.path), op.patch);
}

/** Seeds the case's data with the rules off, then runs it as `c.as`. */
async function run(c: RulesCase): Promise<void> {
  await env.clearDatabase();
  await env.withSecurityRulesDisabled((ctx) => set(ref(ctx.database()), seeded(BASE_DATA, c.seed)));
  const db = (c.as === null ? env.unauthenticatedContext() : env.authenticatedContext(c.as)).database();
  await (c.allowed ? assertSucceeds(perform(db, c)) : assertFails(perform(db, c)));
}

describe('database.rules.json on the Realtime Database emulator', () => {
  for (const [promise, cases] of Object.entries(RULES_CASES)) {
    describe(promise, () => {
      it.each(cases.map((c) => [c.allowed ? 'allows' : 'refuses', c.name, c] as const))(
        '%s: %s',
        async (_verb, _name, c) => run(c),
      );
    });
  }
});
