/**
 * The Cloud Firestore emulator from Debian package `google-cloud-cli-firestore-emulator` (emulator 1.19.9, runs on
 * Java 17), started by us rather than by firebase-tools: firebase-tools 15 refuses every Java below 21 for the
 * emulators it manages, and its own jar cannot be downloaded here. One port serves gRPC (Node, Admin SDK,
 * rules-unit-testing) and WebChannel (the browser). `--functions_emulator` tells it where to deliver the events of
 * the triggers registered with it (register-triggers.ts).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';

/** Where the Debian package puts the jar; LANES_FIRESTORE_EMULATOR_JAR points elsewhere. */
export const DEBIAN_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
/** Measured here: up in 1–1.5 s; a loaded machine gets much longer. */
const START_TIMEOUT_MS = 60_000;

/** Why the emulator cannot run on this machine, or null when it can. */
export function firestoreMissing(jar: string): string | null {
  if (!existsSync(jar))
    return `${jar} is missing (Debian package google-cloud-cli-firestore-emulator not installed)`;
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.error || java.status !== 0) return 'no `java` on PATH (the emulator needs Java 11 or later)';
  return null;
}

/** A running emulator: its PID and `stop()`, which ends it by that PID. */
export interface RunningFirestore {
  pid: number;
  stop(): Promise<void>;
}

/** What `startFirestore` needs. */
export interface FirestoreOptions {
  jar: string;
  host: string;
  port: number;
  projectId: string;
  rules: string;
  /** host:port of the Functions emulator that receives trigger events; omitted: no triggers. */
  functionsEmulator?: string;
  /** File for the emulator's own output. */
  log: string;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
}

/**
 * Starts the emulator and resolves once it answers HTTP on `port`. Rejects with the tail of its log when it exits
 * first or is not up within 60 s (after stopping it).
 */
export async function startFirestore(options: FirestoreOptions): Promise<RunningFirestore> {
  const args = [
    '-Duser.language=en',
    '-cp',
    options.jar,
    MAIN_CLASS,
    '--host',
    options.host,
    '--port',
    String(options.port),
    '--project_id',
    options.projectId,
    '--single_project_mode',
    'true',
    '--rules',
    options.rules,
    ...(options.functionsEmulator ? ['--functions_emulator', options.functionsEmulator] : []),
  ];
  const log = createWriteStream(options.log);
  const child = spawn('java', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const stop = stopper(child);
  const tail = () => readFileSync(options.log, 'utf8').split('\n').slice(-15).join('\n');
  const started = Date.now();
  while (Date.now() - started < START_TIMEOUT_MS) {
    if (child.exitCode !== null)
      throw new Error(`The Firestore emulator exited (${child.exitCode}):\n${tail()}`);
    if (await answers(`http://${options.host}:${options.port}/`)) return { pid: child.pid ?? 0, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`The Firestore emulator did not answer within ${START_TIMEOUT_MS / 1000} s:\n${tail()}`);
}
