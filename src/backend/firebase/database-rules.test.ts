// @vitest-environment node
/**
 * database.rules.json evaluated with targaryen (issue 28 item 3). targaryen is a THIRD-PARTY evaluator of the
 * Realtime Database rules language (github.com/goldibex/targaryen), NOT Google's and not the emulator: it runs on
 * every machine and in CI, where the Realtime Database emulator cannot (it needs Java 21). Each case in
 * emulator-tests/database-rules-cases.ts states what the real database is expected to answer; the same table runs
 * on Google's emulator in emulator-tests/rules-database.emulator-test.ts (`npm run test:emulators`, Java 21 only),
 * which is the word that counts where the two differ.
 *
 * Known limits of targaryen 3.1 that matter here: it checks `.validate` of every node on and under the written
 * path, changed or not (goldibex/targaryen#25), and its string `length` is JavaScript's (UTF-16 units). The table
 * avoids relying on either difference.
 */
import targaryen from 'targaryen';
import { describe, expect, it } from 'vitest';
import rules from '../../../database.rules.json';
import { BASE_DATA, RULES_CASES, seeded, type RulesCase } from './emulator-tests/database-rules-cases';

/** Runs `c` on a fresh database; the result says whether the rules allowed it, and why. */
function run(c: RulesCase) {
  const db = targaryen
    .database(rules, seeded(BASE_DATA, c.seed))
    .with({ debug: true })
    .as(c.as === null ? null : { uid: c.as });
  const op = c.operation;
  if (op.kind === 'read') return db.read(op.path);
  if (op.kind === 'set') return db.write(op.path, op.value);
  return db.update(op.path, op.patch);
}

describe('database.rules.json under targaryen (third-party evaluator, not Google’s)', () => {
  it('loads: every rule parses and type-checks', () => {
    expect(() => targaryen.database(rules, BASE_DATA)).not.toThrow();
  });

  for (const [promise, cases] of Object.entries(RULES_CASES)) {
    describe(promise, () => {
      it.each(cases.map((c) => [c.allowed ? 'allows' : 'refuses', c.name, c] as const))(
        '%s: %s',
        (_verb, _name, c) => {
          const result = run(c);
          // The rule trace names the rule that decided, should the table and the rules disagree.
          expect(result.allowed, result.info).toBe(c.allowed);
        },
      );
    });
  }
});
