/**
 * Whether emulator mode has a Realtime Database to talk to. The suite often runs without one (its emulator needs
 * Java 21): the database SDK would then retry its WebSocket every few seconds for as long as the page is open,
 * each attempt a console error. One HTTP request finds out first; without an answer presence stays off for the
 * session, said once in the console.
 */
import { DEMO_PROJECT_ID } from '../../config/emulators';
import { EMULATORS } from './config';

/** How long the emulator has to answer (ms); it answers on loopback in a few. */
const PROBE_MS = 3000;

let probe: Promise<boolean> | null = null;

/** Resolves whether the Realtime Database emulator answers at its port; asked once per page. Never rejects. */
export function databaseEmulatorReachable(): Promise<boolean> {
  probe ??= fetch(`http://${EMULATORS.host}:${EMULATORS.database}/.json?ns=${DEMO_PROJECT_ID}&shallow=true`, {
    // An opaque answer is enough: only a refused connection says there is no emulator.
    mode: 'no-cors',
    signal: AbortSignal.timeout(PROBE_MS),
  }).then(
    () => true,
    () => {
      console.info(
        `Lanes: no Realtime Database emulator at ${EMULATORS.host}:${EMULATORS.database}; presence (who is on a board) is off until the page is reloaded with one running.`,
      );
      return false;
    },
  );
  return probe;
}
