/**
 * The BoardsPort contract (src/backend/contract/, the suite the local adapter passes in CI) against the Firebase
 * adapter on the Firestore and Auth emulators, with profiles written to Firestore as in the app. Each test gets its
 * own Firebase app (fresh cache); users and boards are unique per test, so nothing needs clearing.
 */
import { describeBoardsContract } from '../../contract/boards.contract';
import { emulatorHarness } from './harness';

describeBoardsContract('firebase (Firestore emulator)', () => emulatorHarness());
