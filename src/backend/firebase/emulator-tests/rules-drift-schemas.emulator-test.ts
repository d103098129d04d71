/**
 * firestore.rules against src/domain's zod schemas (issue 28 item 5a), on the Cloud Firestore emulator: for each
 * document the client writes (drift/documents.ts), documents generated from its schema with fast-check — valid ones
 * the rules must accept, and ones broken one field at a time (wrong type, oversize, empty, off-pattern, wrong shape,
 * unknown key, another board's id or account) they must refuse. A field the generator cannot handle fails the test
 * by name. Every disagreement is listed, named `<document> <field>: <fault>`; those the rules language cannot close
 * (drift/known-open.ts, each with its reason) are printed on every run, any other fails.
 *
 * Bounded for CI: RUNS valid documents per kind and one document per break, written PARALLEL at a time. A failure
 * prints the seed; `LANES_DRIFT_SEED=<seed>` repeats the same cases.
 */
import { doc, setLogLevel, writeBatch, type Firestore } from 'firebase/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { casesOf, encode, excerpt, schemaReads, type Case } from './drift/cases';
import { DOC_SPECS } from './drift/doc-specs';
import { knownDisagreement } from './drift/known-open';
import { DRIFT_EMAIL, DRIFT_FIELDS, OTHER, type DocSpec, type Writer } from './drift/documents';
import {
  asAdmin,
  cardData,
  clientDb,
  listData,
  paths,
  SEED,
  testEnv,
  uidOf,
  useRulesEnvironment,
} from './rules-setup';

const RUNS = 6;
const PARALLEL = 12;
const SEED_VALUE = Number(process.env.LANES_DRIFT_SEED ?? Date.now() % 1_000_000);

function dbOf(w: Writer): { db: Firestore; uid: string } {
  if ('role' in w) return { db: clientDb(w.role), uid: uidOf(w.role) };
  const ctx = testEnv().authenticatedContext(w.freshUid, { email: DRIFT_EMAIL, email_verified: true });
  return { db: ctx.firestore() as unknown as Firestore, uid: w.freshUid };
}

type Outcome = 'accepted' | 'refused' | `error: ${string}`;

/** Tries case `c` (number `n`) of `spec`: whether the rules accepted it. */
async function attempt(spec: DocSpec, c: Case, n: number): Promise<Outcome> {
  const path = spec.path(n);
  const data = encode(spec, path, c);
  // The SDK itself refuses to send it (a Timestamp outside Firestore's range): the app cannot write it either.
  if (data instanceof Error) return 'refused';
  const { db, uid } = dbOf(spec.writer(n));
  try {
    await spec.write(db, path, data, uid);
    return 'accepted';
  } catch (e) {
    const code = (e as { code?: string }).code ?? '';
    if (code === 'permission-denied' || code === 'invalid-argument') return 'refused';
    return `error: ${code} ${(e as Error).message.slice(0, 120)}`;
  }
}

/** Runs `tasks` at most PARALLEL at a time. */
async function pool<T>(tasks: (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < tasks.length; i = next++) results[i] = await (tasks[i] as () => Promise<T>)();
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return results;
}

// Refusals are the point here: the SDK's warning for each would bury the report.
setLogLevel('silent');

describe(`firestore.rules follow the zod schemas (fast-check seed ${SEED_VALUE})`, () => {
  // Every case writes documents of its own: one seed for the file.
  useRulesEnvironment('once');

  beforeAll(async () => {
    await asAdmin(async (db) => {
      const batch = writeBatch(db);
      batch.update(doc(db, paths.board()), { customFields: DRIFT_FIELDS });
      batch.set(doc(db, `boards/${SEED.otherBoardId}/lists/${OTHER.listId}`), listData());
      batch.set(doc(db, `boards/${SEED.otherBoardId}/cards/${OTHER.cardId}`), cardData('stranger-uid'));
      await batch.commit();
    });
  });

  it.each(DOC_SPECS.map((s) => [s.name, s] as const))('%s', async (_name, spec) => {
    const { valid, broken, ungenerated, tolerated } = casesOf(spec, RUNS, SEED_VALUE);
    if (tolerated.length > 0)
      console.info(`${spec.name}: read fine once stored, not tried: ${tolerated.join('; ')}`);
    const problems = ungenerated.map((label) => `${label}: the generator made no value for it`);
    for (const c of valid)
      if (!schemaReads(spec, c.model)) problems.push(`${c.label}: generated, yet the schema refuses it`);
    // Valid ones first: a break is only meaningful beside an accepted document of the same shape.
    const cases = [...valid, ...broken];
    const outcomes = await pool(cases.map((c, n) => () => attempt(spec, c, n)));
    const known: string[] = [];
    cases.forEach((c, n) => {
      const outcome = outcomes[n];
      if (outcome === (c.accept ? 'accepted' : 'refused')) return;
      const label = c.accept
        ? `${c.label}: valid per schema, refused by the rules (${outcome})`
        : `${c.label}: accepted by the rules`;
      const document = excerpt(c.model);
      const allowed = knownDisagreement(label, document);
      if (allowed) known.push(`${label} [known: ${allowed.why}]`);
      else problems.push(c.accept ? `${label} — ${document}` : label);
    });
    if (known.length > 0)
      console.info(`${spec.name}: ${known.length} known disagreements:\n${known.join('\n')}`);
    expect(
      valid.some((_c, n) => outcomes[n] === 'accepted'),
      `${spec.name}: no valid document was accepted`,
    ).toBe(true);
    expect(problems, `${spec.name}: ${problems.length} disagreements (seed ${SEED_VALUE})`).toEqual([]);
  });
});
