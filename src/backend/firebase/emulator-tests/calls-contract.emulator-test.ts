/**
 * The CallsPort contract (src/backend/contract/calls.contract.ts, which the local adapter passes) against the
 * Firebase adapter: the callables of functions/lib in the Functions emulator, over Cloud Firestore's emulator
 * with firestore.rules. The members list (`watchMembers`) reads the Realtime Database's mirror, and no Realtime
 * Database emulator runs here (Java 21): the harness leaves it out, so the contract's members check is NOT run.
 */
import { describeCallsContract } from '../../contract/calls.contract';
import { emulatorHarness } from './harness';

describeCallsContract('firebase (Functions + Firestore emulators; no members list: no RTDB)', async () => {
  const harness = await emulatorHarness();
  delete harness.backend.boards.watchMembers;
  return harness;
});
