/**
 * Starts a worker for each callable in the Functions emulator before the tests run. The emulator starts a Node
 * process per function at its first call and keeps it for the next ones; that first call took 3–6 s here under the
 * browser tests' load (loading firebase-admin and our bundle), and a test waiting on it timed out by chance: the
 * Delete account dialog's dry run, the Invite dialog's first link, a new member's first open of a board.
 *
 * Each callable is called once without a sign-in: it refuses at once (`unauthenticated`) after its module loaded,
 * and its worker stays idle for the test that calls it next. A callable called by two tests at the same moment still
 * starts a second worker. Run by run.ts after register-triggers.ts; prints what it warmed and how long it took.
 */
import { DEMO_PROJECT_ID, EMULATOR_HOST, emulatorPorts } from '../../src/config/emulators';

/** A function of GET /backends on the Functions emulator (the fields used here). */
interface FunctionDefinition {
  name: string;
  region: string;
  labels?: Record<string, string>;
}

/** Calls started at once: the machine has 2 cores, and each start is mostly CPU. */
const AT_ONCE = 3;

const ports = emulatorPorts(process.env);
const functionsUrl = `http://${EMULATOR_HOST}:${ports.functions}`;
const started = Date.now();
const listed = await fetch(`${functionsUrl}/backends`);
if (!listed.ok) throw new Error(`Listing the Functions emulator’s functions: HTTP ${listed.status}`);
const { backends } = (await listed.json()) as { backends: { functionTriggers: FunctionDefinition[] }[] };
const callables = backends
  .flatMap((backend) => backend.functionTriggers)
  .filter((f) => f.labels?.['deployment-callable'] === 'true');

const queue = [...callables];
async function worker(): Promise<void> {
  for (let next = queue.shift(); next; next = queue.shift()) {
    const response = await fetch(`${functionsUrl}/${DEMO_PROJECT_ID}/${next.region}/${next.name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: null }),
    });
    // 401 (unauthenticated) is the answer expected; anything but a server error means the worker is up.
    if (response.status >= 500) console.warn(`warming ${next.name}: HTTP ${response.status}`);
  }
}
await Promise.all(Array.from({ length: AT_ONCE }, worker));
console.log(`Callables warmed in the Functions emulator: ${callables.length} in ${Date.now() - started} ms`);
