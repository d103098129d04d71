/**
 * Runs a command beside the Firebase emulators this machine can run, on the ports of src/config/emulators.ts, and stops
 * everything it started, by PID:
 *
 *   tsx scripts/emulators/run.ts [--firestore] [--warm-callables] [--only auth,functions] "<command>"
 *
 * `--firestore` starts the Cloud Firestore emulator from its Debian package (firestore-jar.ts) with firestore.rules;
 * `--only` starts those emulators with firebase-tools (`firebase emulators:exec`, from a copy of firebase.json with
 * this run's ports); with both `functions` and `--firestore`, the Firestore triggers are registered
 * (register-triggers.ts) before the command runs; `--warm-callables` starts each callable's worker first
 * (warm-callables.ts: the browser tests, whose waits are a person's, not a cold start's). The command sees
 * FIRESTORE_EMULATOR_HOST, firebase-tools' FIREBASE_AUTH_EMULATOR_HOST, LANES_EMULATOR_LOG (a file holding
 * firebase-tools' output: function logs) and LANES_FIRESTORE_EMULATOR_PID (the Firestore emulator's process).
 *
 * Where the Firestore emulator cannot run (no jar, no Java) this prints SKIPPED and runs nothing; it exits 0, or 1
 * when LANES_REQUIRE_FIRESTORE=1 (CI, whose machines have the package). Exits with the command's status otherwise.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import {
  DEMO_PROJECT_ID,
  EMULATOR_HOST,
  emulatorPorts,
  PORT_BASE_VARIABLE,
  portVariable,
  type EmulatorName,
} from '../../src/config/emulators';
import { writeRunConfig } from './firebase-config';
import { DEBIAN_JAR, firestoreMissing, startFirestore, type RunningFirestore } from './firestore-jar';
import { rewriteTriggerNotice } from './trigger-notice';

const HOST = EMULATOR_HOST;
const LOG_DIR = '.tmp/emulators';
const FIREBASE = 'node_modules/.bin/firebase';
const TSX = 'node_modules/.bin/tsx';
/** Services firebase-tools starts with the Functions emulator, each on a port of its own. */
const ALWAYS = ['hub', 'logging'] as const;
const WITH_FUNCTIONS = ['eventarc', 'tasks'] as const;

function parseArgs(argv: string[]): {
  firestore: boolean;
  warm: boolean;
  only: EmulatorName[];
  command: string;
} {
  let firestore = false;
  let warm = false;
  let only: EmulatorName[] = [];
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg === '--firestore') firestore = true;
    else if (arg === '--warm-callables') warm = true;
    else if (arg === '--only') {
      only = (argv[i + 1] ?? '').split(',').filter(Boolean) as EmulatorName[];
      i += 1;
    } else rest.push(arg);
  }
  const command = rest.join(' ');
  if (!command || (!firestore && only.length === 0)) {
    console.error(
      'usage: tsx scripts/emulators/run.ts [--firestore] [--warm-callables] [--only auth,functions] "<command>"',
    );
    process.exit(2);
  }
  return { firestore, warm, only, command };
}

/** Resolves when nothing listens on `port` yet; rejects naming the variable that moves it. */
function ensureFree(name: EmulatorName, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(
        new Error(
          `Port ${port} (${name} emulator) is taken: another run is using it. Set ${PORT_BASE_VARIABLE} ` +
            `(e.g. 14000) or ${portVariable(name)} for this run.`,
        ),
      ),
    );
    probe.listen(port, HOST, () => probe.close(() => resolve()));
  });
}

function skipped(reason: string, command: string): never {
  const line = '='.repeat(100);
  console.log(`${line}\nSKIPPED: the Cloud Firestore emulator cannot run here — ${reason}.`);
  console.log(`NOT RUN: ${command}\nNothing of it was tested or passed.\n${line}`);
  process.exit(process.env.LANES_REQUIRE_FIRESTORE === '1' ? 1 : 0);
}

const { firestore, warm, only, command } = parseArgs(process.argv.slice(2));
const ports = emulatorPorts(process.env);
const jar = process.env.LANES_FIRESTORE_EMULATOR_JAR ?? DEBIAN_JAR;
if (firestore) {
  const missing = firestoreMissing(jar);
  if (missing) skipped(missing, command);
}

const used: EmulatorName[] = [
  ...(firestore ? (['firestore'] as const) : []),
  ...only,
  ...(only.length > 0 ? ALWAYS : []),
  ...(only.includes('functions') ? WITH_FUNCTIONS : []),
];

mkdirSync(LOG_DIR, { recursive: true });
const firebaseLog = `${LOG_DIR}/firebase-${ports.hub}.log`;
let jarProcess: RunningFirestore | null = null;
let config: ReturnType<typeof writeRunConfig> | null = null;

/** Everything this run started, stopped by PID; safe to call twice. */
async function cleanUp(): Promise<void> {
  config?.remove();
  config = null;
  const running = jarProcess;
  jarProcess = null;
  await running?.stop();
}

async function run(): Promise<number> {
  for (const name of used) await ensureFree(name, ports[name]);
  const env: NodeJS.ProcessEnv = { ...process.env, METADATA_SERVER_DETECTION: 'none' };
  if (firestore) {
    jarProcess = await startFirestore({
      jar,
      host: HOST,
      port: ports.firestore,
      projectId: DEMO_PROJECT_ID,
      rules: 'firestore.rules',
      functionsEmulator: only.includes('functions') ? `${HOST}:${ports.functions}` : undefined,
      log: `${LOG_DIR}/firestore-${ports.firestore}.log`,
    });
    env.FIRESTORE_EMULATOR_HOST = `${HOST}:${ports.firestore}`;
    // The fault tests pause and resume it (SIGSTOP / SIGCONT: a server that stops answering, then comes back).
    env.LANES_FIRESTORE_EMULATOR_PID = String(jarProcess.pid);
    console.log(`Cloud Firestore emulator (PID ${jarProcess.pid}) on ${env.FIRESTORE_EMULATOR_HOST}`);
  }
  if (only.length === 0) return spawnAndWait('sh', ['-c', command], env);

  config = writeRunConfig(ports);
  env.LANES_EMULATOR_LOG = firebaseLog;
  const registered =
    firestore && only.includes('functions') ? `${TSX} scripts/emulators/register-triggers.ts && ` : '';
  const warmed = warm && only.includes('functions') ? `${TSX} scripts/emulators/warm-callables.ts && ` : '';
  const args = ['emulators:exec', '--config', config.path, '--project', DEMO_PROJECT_ID];
  return spawnAndWait(
    FIREBASE,
    [...args, '--only', only.join(','), `${registered}${warmed}${command}`],
    env,
    firebaseLog,
  );
}

let child: ReturnType<typeof spawn> | null = null;

/** Sends `signal` to the process group of the child we started (firebase-tools and the command under it). */
function signalChildGroup(signal: NodeJS.Signals): void {
  if (!child?.pid) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * Runs `file args` as the leader of a process group of its own (so the command firebase-tools runs can be stopped
 * with it: firebase-tools leaves it running when interrupted), its output also copied to `log`; resolves with its
 * exit status.
 */
function spawnAndWait(file: string, args: string[], env: NodeJS.ProcessEnv, log?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const piped = log ? 'pipe' : 'inherit';
    child = spawn(file, args, { env, detached: true, stdio: ['inherit', piped, piped] });
    if (log) {
      const file = createWriteStream(log);
      // Line by line, so firebase-tools' misleading notice about our Firestore triggers can be put right.
      const copy = (from: NodeJS.ReadableStream | null, to: NodeJS.WritableStream) => {
        if (!from) return;
        createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) => {
          const shown = `${rewriteTriggerNotice(line)}\n`;
          to.write(shown);
          file.write(shown);
        });
      };
      copy(child.stdout, process.stdout);
      copy(child.stderr, process.stderr);
    }
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // firebase-tools shuts its emulators down on SIGINT, and so do the commands; whatever is left goes after 10 s.
    signalChildGroup('SIGINT');
    const exited = new Promise<void>((resolve) => {
      if (!child || child.exitCode !== null || child.signalCode !== null) resolve();
      else child.once('exit', () => resolve());
    });
    const late = new Promise<void>((resolve) => setTimeout(resolve, 10_000));
    void Promise.race([exited, late])
      .then(() => signalChildGroup('SIGKILL'))
      .then(cleanUp)
      .then(() => process.exit(130));
  });
}

let status = 1;
try {
  status = await run();
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
} finally {
  // Anything the command left running in its group (nothing, normally).
  signalChildGroup('SIGKILL');
  await cleanUp();
}
process.exit(status);
