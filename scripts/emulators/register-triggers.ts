/**
 * Registers the Functions emulator's Firestore triggers with the Firestore emulator we started ourselves, as
 * firebase-tools does for a Firestore emulator it manages (FunctionsEmulator.addFirestoreTrigger in
 * node_modules/firebase-tools/lib/emulator/functionsEmulator.js): for each 2nd-gen trigger, POST
 * `/emulator/v1/projects/{project}/eventarcTrigger?eventarcTriggerId={key}` with its event type, database,
 * namespace and document pattern. The Firestore emulator then posts each matching change to
 * `--functions_emulator` at `/functions/projects/{project}/triggers/{key}`.
 *
 * firebase-tools only does this when Firestore runs under it, which needs Java 21 here (see firestore-jar.ts); the
 * Functions emulator still records such triggers (as "ignored") and runs them when called. The key is
 * `{function id}-{generation}`: generation 0 at start; a reload (functions/lib rebuilt while it runs) keeps the
 * records of unchanged triggers, so only a trigger added or changed since the start needs a restart of the run.
 * The functions suite (functions/test/triggers.emulator-test.ts) fails if these triggers do not fire.
 *
 * Run by run.ts inside `firebase emulators:exec`, before the command: `tsx scripts/emulators/register-triggers.ts`.
 */
import { DEMO_PROJECT_ID, EMULATOR_HOST, emulatorPorts } from '../../src/config/emulators';

/** A function of GET /backends on the Functions emulator (the fields used here). */
interface TriggerDefinition {
  id: string;
  eventTrigger?: {
    eventType: string;
    eventFilters?: Record<string, string>;
    eventFilterPathPatterns?: Record<string, string>;
  };
}

const FIRESTORE_EVENT = 'google.cloud.firestore.document.';
const GENERATION = 0;

async function ok(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${await response.text()}`);
  return response;
}

const ports = emulatorPorts(process.env);
const functionsUrl = `http://${EMULATOR_HOST}:${ports.functions}`;
const firestoreUrl = `http://${EMULATOR_HOST}:${ports.firestore}`;
const listed = await ok(await fetch(`${functionsUrl}/backends`), 'Listing the Functions emulator’s triggers');
const { backends } = (await listed.json()) as { backends: { functionTriggers: TriggerDefinition[] }[] };
const triggers = backends
  .flatMap((backend) => backend.functionTriggers)
  .filter((t) => t.eventTrigger?.eventType.startsWith(FIRESTORE_EVENT));

for (const { id, eventTrigger } of triggers) {
  if (!eventTrigger) continue;
  const pattern = eventTrigger.eventFilterPathPatterns?.document;
  const exact = eventTrigger.eventFilters?.document;
  const bundle = {
    eventType: eventTrigger.eventType,
    database: eventTrigger.eventFilters?.database ?? '(default)',
    namespace: eventTrigger.eventFilters?.namespace ?? '(default)',
    document: pattern ? { value: pattern, matchType: 'PATH_PATTERN' } : { value: exact, matchType: 'EXACT' },
  };
  const key = `${id}-${GENERATION}`;
  await ok(
    await fetch(
      `${firestoreUrl}/emulator/v1/projects/${DEMO_PROJECT_ID}/eventarcTrigger?eventarcTriggerId=${key}`,
      {
        method: 'POST',
        body: JSON.stringify(bundle),
      },
    ),
    `Registering ${key} with the Firestore emulator`,
  );
}
console.log(
  `Firestore triggers registered with the Firestore emulator: ${triggers.map((t) => t.id).join(', ')}`,
);
if (triggers.length === 0) {
  console.error('No Firestore trigger found in the Functions emulator: is functions/lib built?');
  process.exit(1);
}
