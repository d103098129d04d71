/**
 * `npm run test:emulators`: the suites that need firebase-tools' Java emulators — the Realtime Database rules
 * (database.rules.json), the Storage rules (storage.rules, which read Firestore) and the FilesPort contract on
 * Cloud Storage — under `firebase emulators:exec` with its own Firestore, Database and Storage emulators, on this
 * run's ports (src/config/emulators.ts). firebase-tools 15 needs Java 21 for them, and downloads their jars: where
 * Java 21 is missing (this team's machines and CI) this says SKIPPED plainly and exits 0 WITHOUT running or
 * passing anything. Any other failure — including a download that cannot be made — fails the command.
 * Everything of Firestore runs in `npm run test:firebase` (scripts/emulators/run.ts) on Java 17.
 */
import { spawnSync } from 'node:child_process';
import { DEMO_PROJECT_ID, emulatorPorts } from '../../src/config/emulators';
import { writeRunConfig } from './firebase-config';

/** firebase-tools 15 refuses Java before 21 for its Java emulators. */
const JAVA_MIN = 21;

/** The installed Java's major version, or null when there is none. */
function javaMajor(): { major: number | null; said: string } {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return { major: null, said: 'no `java` on PATH' };
  const said = `${result.stderr}${result.stdout}`.split('\n')[0]?.trim() ?? '';
  const match = /version "(\d+)(?:\.(\d+))?/.exec(said);
  if (!match) return { major: null, said };
  // Java 8 and older report "1.8.0_…".
  const major = match[1] === '1' ? Number(match[2]) : Number(match[1]);
  return { major, said };
}

const { major, said } = javaMajor();
if (major === null || major < JAVA_MIN) {
  console.log(
    `SKIPPED: the Realtime Database and Storage emulators need Java ${JAVA_MIN} — not run (found: ${said}).`,
  );
  console.log(
    'database.rules.json, storage.rules and the FilesPort contract on Cloud Storage did NOT run; nothing was ' +
      'tested or passed.',
  );
  process.exit(0);
}

const config = writeRunConfig(emulatorPorts(process.env));
const result = spawnSync(
  'node_modules/.bin/firebase',
  [
    'emulators:exec',
    '--config',
    config.path,
    '--project',
    DEMO_PROJECT_ID,
    '--only',
    'auth,firestore,database,storage',
    'vitest run --config vitest.emulators.config.ts',
  ],
  { stdio: 'inherit', env: { ...process.env, METADATA_SERVER_DETECTION: 'none' } },
);
config.remove();
if (result.error) {
  console.error(`Could not start firebase-tools: ${result.error.message}`);
  process.exit(1);
}
process.exit(result.status ?? 1);
