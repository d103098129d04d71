/**
 * The CallsPort contract (src/backend/contract/calls.contract.ts, which the local adapter passes) against the
 * Firebase adapter: the callables of functions/lib in the Functions emulator, over Cloud Firestore's emulator
 * with firestore.rules. The members list (`watchMembers`) reads the Realtime Database's mirror, and no Realtime
 * Database emulator runs here (Java 21): the harness leaves it out, so the contract's members check is NOT run.
 * Nor does a Storage emulator: without `files` the card move to another board is checked with its comments but NOT
 * with an attachment's file (an upload would retry until the test times out).
 */
import { describeCallsContract } from '../../contract/calls.contract';
import { emulatorHarness } from './harness';

describeCallsContract(
  'firebase (Functions + Firestore emulators; no members list, no files: no RTDB, no Storage)',
  async () => {
    const harness = await emulatorHarness();
    delete harness.backend.boards.watchMembers;
    delete harness.backend.files;
    return harness;
  },
);
