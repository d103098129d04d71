/**
 * `npm run test:emulators`: every test that needs the Firestore, Realtime Database or Storage emulator (the rules
 * matrix, the BoardsPort contract on Firestore), run under `firebase emulators:exec`. Those emulators need Java 21;
 * where it is missing this says so plainly and exits 0 WITHOUT running or passing anything, so a machine without
 * Java (this team's CI) is never mistaken for a green run. Any other failure — including firebase-tools being
 * unable to download an emulator — fails the command.
 */
import { spawnSync } from 'node:child_process';

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
    `SKIPPED: Firestore/Database/Storage emulators need Java ${JAVA_MIN} — not run (found: ${said}).`,
  );
  console.log('The rules matrix and the Firestore contract suite did NOT run; nothing was tested or passed.');
  process.exit(0);
}

const result = spawnSync(
  'firebase',
  [
    'emulators:exec',
    '--project',
    'demo-lanes',
    '--only',
    'auth,firestore,database,storage',
    'vitest run --config vitest.emulators.config.ts',
  ],
  { stdio: 'inherit', env: { ...process.env, METADATA_SERVER_DETECTION: 'none' } },
);
if (result.error) {
  console.error(`Could not start firebase-tools: ${result.error.message}`);
  process.exit(1);
}
process.exit(result.status ?? 1);
