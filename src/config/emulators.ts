/**
 * The Firebase emulators' project and where they listen, from the environment, so two runs on one machine do not
 * collide. Read by the emulator runner (scripts/emulators/), the test harnesses (Node's `process.env`) and the
 * `emulator`-mode build (Vite exposes `LANES_EMULATOR_*` as `import.meta.env`: envPrefix in vite.config.ts).
 *
 *   LANES_EMULATOR_PORT_BASE=14000      every port = base + (its default port mod 1000): auth 14099, firestore 14080…
 *   LANES_EMULATOR_<NAME>_PORT=…        one port, over the base (NAME: AUTH, FIRESTORE, FUNCTIONS, DATABASE, …)
 *
 * Without either, firebase.json's defaults.
 */
import { AppError } from '../domain/errors';

/** The demo project of `.firebaserc`; a `demo-` id tells firebase-tools never to touch a real project. */
export const DEMO_PROJECT_ID = 'demo-lanes';

/** Every emulator listens on loopback only. */
export const EMULATOR_HOST = '127.0.0.1';

/** firebase.json's emulator ports (and firebase-tools' own defaults for the hub, logging, Eventarc, Cloud Tasks). */
export const DEFAULT_EMULATOR_PORTS = {
  auth: 9099,
  functions: 5001,
  firestore: 8080,
  database: 9000,
  storage: 9199,
  hub: 4400,
  logging: 4500,
  eventarc: 9299,
  tasks: 9499,
} as const;

/** An emulator (or firebase-tools service) with a port of its own. */
export type EmulatorName = keyof typeof DEFAULT_EMULATOR_PORTS;

/** A TCP port per emulator. */
export type EmulatorPorts = Record<EmulatorName, number>;

/** The variable that sets `name`'s port alone, e.g. `LANES_EMULATOR_FIRESTORE_PORT`. */
export const portVariable = (name: EmulatorName): string => `LANES_EMULATOR_${name.toUpperCase()}_PORT`;

/** The variable that moves every port at once. */
export const PORT_BASE_VARIABLE = 'LANES_EMULATOR_PORT_BASE';

function parsePort(variable: string, value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new AppError('unavailable', `${variable}=${value} is not a TCP port (1–65535).`);
  return port;
}

/**
 * The ports `env` asks for: each emulator's own variable, else the base plus its default's last three digits,
 * else its default. Throws `unavailable` naming the variable when a value is not a port, or when two emulators
 * would share one.
 */
export function emulatorPorts(env: Readonly<Record<string, unknown>>): EmulatorPorts {
  const text = (variable: string) => {
    const value = env[variable];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  };
  const baseText = text(PORT_BASE_VARIABLE);
  const base = baseText === null ? null : parsePort(PORT_BASE_VARIABLE, baseText);
  const names = Object.keys(DEFAULT_EMULATOR_PORTS) as EmulatorName[];
  const ports = Object.fromEntries(
    names.map((name) => {
      const own = text(portVariable(name));
      if (own !== null) return [name, parsePort(portVariable(name), own)];
      const fallback = DEFAULT_EMULATOR_PORTS[name];
      if (base === null) return [name, fallback];
      const port = base + (fallback % 1000);
      if (port > 65_535)
        throw new AppError(
          'unavailable',
          `${PORT_BASE_VARIABLE}=${base} puts the ${name} emulator past port 65535.`,
        );
      return [name, port];
    }),
  ) as EmulatorPorts;
  const taken = new Map<number, EmulatorName>();
  for (const name of names) {
    const other = taken.get(ports[name]);
    if (other)
      throw new AppError(
        'unavailable',
        `The ${other} and ${name} emulators would both use port ${ports[name]}.`,
      );
    taken.set(ports[name], name);
  }
  return ports;
}
