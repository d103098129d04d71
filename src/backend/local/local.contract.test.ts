// The port contract suites (src/backend/contract/) run against the local adapter, one fresh database per test.
import { Dexie } from 'dexie';
import { describeAuthContract } from '../contract/auth.contract';
import { describeBoardsContract } from '../contract/boards.contract';
import { describeCallsContract } from '../contract/calls.contract';
import { describeFilesContract } from '../contract/files.contract';
import { contractSignUp, type ContractHarness } from '../contract/harness';
import { createLocalBackend, memoryStorage, writeCounter } from './index';

let databases = 0;

async function makeHarness(): Promise<ContractHarness> {
  const dbName = `lanes-contract-${++databases}`;
  const backend = createLocalBackend({
    dbName,
    // PBKDF2 at the production 600,000 iterations would make each sign-up take about half a second.
    passwordIterations: 1_000,
    sessionStorage: memoryStorage(),
    localStorage: memoryStorage(),
  });
  return {
    backend,
    signUpAs: (name) => contractSignUp(backend, name),
    documentsWritten: () => writeCounter.documentsWritten,
    cleanup: () => Dexie.delete(dbName),
  };
}

describeAuthContract('local', makeHarness);
describeBoardsContract('local', makeHarness);
describeCallsContract('local', makeHarness);
describeFilesContract('local', makeHarness);
