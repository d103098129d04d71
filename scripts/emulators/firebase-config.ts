/**
 * firebase.json with the emulator ports of this run (src/config/emulators.ts), written beside it for `firebase
 * --config`: firebase-tools takes ports only from its config file, and resolves the config's relative paths
 * (functions/, the rules files) from the file's own folder, so the copy must sit in the repository's root.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import {
  DEFAULT_EMULATOR_PORTS,
  EMULATOR_HOST,
  type EmulatorName,
  type EmulatorPorts,
} from '../../src/config/emulators';

/** A config file for this run: its path (relative to the root) and `remove()`. */
export interface RunConfig {
  path: string;
  remove(): void;
}

/** Writes `.firebase-emulators.<hub port>.json` (git-ignored) from firebase.json with `ports`. */
export function writeRunConfig(ports: EmulatorPorts): RunConfig {
  const config = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
    emulators?: Record<string, unknown>;
  };
  const emulators: Record<string, unknown> = { ...config.emulators, ui: { enabled: false } };
  for (const name of Object.keys(DEFAULT_EMULATOR_PORTS) as EmulatorName[])
    emulators[name] = { host: EMULATOR_HOST, port: ports[name] };
  const path = `.firebase-emulators.${ports.hub}.json`;
  writeFileSync(path, `${JSON.stringify({ ...config, emulators }, null, 2)}\n`);
  return { path, remove: () => rmSync(path, { force: true }) };
}
