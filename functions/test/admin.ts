/**
 * The Admin SDK's Firestore for an emulator test file: app `name` (one per file, so files sharing a worker do not
 * share settings) on the demo project. Throws when FIRESTORE_EMULATOR_HOST is not set, so a suite never reaches a
 * real project: run under scripts/emulators/run.ts (`npm run test:firebase`).
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { DEMO_PROJECT_ID } from '../../src/backend/firebase/config';

export function emulatorAdmin(name: string): Firestore {
  if (!process.env.FIRESTORE_EMULATOR_HOST)
    throw new Error('FIRESTORE_EMULATOR_HOST is not set: run under scripts/emulators/run.ts.');
  return getFirestore(
    getApps().find((a) => a.name === name) ?? initializeApp({ projectId: DEMO_PROJECT_ID }, name),
  );
}
