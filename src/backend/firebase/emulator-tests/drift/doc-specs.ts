/** The documents an account writes of its own (profile.ts, inbox.ts), and every kind the drift test runs. */
import fc from 'fast-check';
import { doc, writeBatch } from 'firebase/firestore';
import { userProfileSchema } from '../../../../domain/model';
import { notificationSettingsSchema } from '../../../../domain/notifications/types';
import { serverTime } from '../../../../domain/sync/writes';
import {
  ACTIVITY,
  ATTACHMENT,
  BOARD,
  CARD,
  COMMENT,
  DRIFT_EMAIL,
  LIST,
  server,
  type DocSpec,
} from './documents';

export const PROFILE: DocSpec = {
  name: 'user profile',
  schema: userProfileSchema,
  pathIds: ['uid'],
  pins: new Map<string, fc.Arbitrary<unknown>>([
    ['emailLower', fc.constantFrom(null, DRIFT_EMAIL)],
    ['createdAt', server],
  ]),
  contextBreaks: [
    { label: "emailLower: not the account's e-mail", change: (d) => ({ ...d, emailLower: 'x@else.test' }) },
  ],
  writer: (n) => ({ freshUid: `drift-user-${n}` }),
  path: (n) => `users/drift-user-${n}`,
  write: (db, path, data) => writeBatch(db).set(doc(db, path), data).commit(),
};

export const NOTIFICATION_SETTINGS: DocSpec = {
  name: 'notification settings',
  schema: notificationSettingsSchema,
  pathIds: [],
  pins: new Map(),
  extra: { updatedAt: serverTime() },
  contextBreaks: [],
  writer: (n) => ({ freshUid: `drift-user-${n}` }),
  path: (n) => `users/drift-user-${n}/settings/notifications`,
  write: (db, path, data) => writeBatch(db).set(doc(db, path), data).commit(),
};

/** Every document kind, in the order the test runs them. */
export const DOC_SPECS: readonly DocSpec[] = [
  BOARD,
  LIST,
  CARD,
  COMMENT,
  ATTACHMENT,
  ACTIVITY,
  PROFILE,
  NOTIFICATION_SETTINGS,
];
