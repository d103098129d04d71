// Where the emulators of this run listen (src/config/emulators.ts: LANES_EMULATOR_PORT_BASE and friends), for
// specs that ask an emulator's REST API directly.
import { DEMO_PROJECT_ID, EMULATOR_HOST, emulatorPorts } from '../src/config/emulators';

const ports = emulatorPorts(process.env);

/** The Auth emulator's base URL. */
export const AUTH_EMULATOR = `http://${EMULATOR_HOST}:${ports.auth}`;

export { DEMO_PROJECT_ID };

/** The Cloud Firestore emulator's base URL. */
export const FIRESTORE_EMULATOR = `http://${EMULATOR_HOST}:${ports.firestore}`;
