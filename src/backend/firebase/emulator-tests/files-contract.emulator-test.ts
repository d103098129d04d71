/**
 * The FilesPort contract (src/backend/contract/files.contract.ts, which the local adapter passes in CI) against
 * the Firebase adapter on the Storage, Firestore and Auth emulators: Cloud Storage uploads with the real
 * storage.rules, the attachment records and counts with firestore.rules.
 */
import { describeFilesContract } from '../../contract/files.contract';
import { emulatorHarness } from './harness';

describeFilesContract('firebase (Storage emulator)', () => emulatorHarness());
